/** The text of a CSV file: its encoding and its delimiter. */

export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The delimiter that splits the most lines into the same number of fields (title lines above a table are common). */
export function guessDelimiter(text: string): string {
  const lines = text
    .split(/\r?\n/, 200)
    .filter((l) => l.trim())
    .slice(0, 30)
    .map((l) => l.replace(/"[^"]*"/g, '""'));
  let best = ',';
  let bestScore = 0;
  for (const d of [';', '\t', '|', ',']) {
    const counts = lines.map((l) => l.split(d).length - 1).filter((n) => n > 0);
    if (!counts.length) continue;
    const freq = new Map<number, number>();
    for (const n of counts) freq.set(n, (freq.get(n) ?? 0) + 1);
    const score = Math.max(...freq.values());
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}
