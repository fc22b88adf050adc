/** Vertical alignment of numbers: the data columns a table really has, whatever its header says. */
import type { DecimalStyle } from '../numbers.js';
import type { Line } from '../types.js';
import { isNumberToken, letterCount } from './tokens.js';

export type Span = { x0: number; x1: number; support: number };

/** Numeric tokens of the lines merged into columns by horizontal overlap; support counts distinct lines. */
export function numericClusters(lines: Line[], style: DecimalStyle): Span[] {
  const items: { x0: number; x1: number; line: number; embedded: boolean }[] = [];
  lines.forEach((l, i) => {
    l.words.forEach((w, k) => {
      if (!isNumberToken(w.text, style)) return;
      const prev = l.words[k - 1];
      // "StandardExchange 2010", "Wifi 16 GB": a number inside running text is not a column.
      const embedded =
        !!prev && !isNumberToken(prev.text, style) && letterCount(prev.text) > 1 && w.x0 - prev.x1 < 0.5 * l.size;
      items.push({ x0: w.x0, x1: w.x1, line: i, embedded });
    });
  });
  items.sort((a, b) => a.x0 - b.x0);
  const out: { x0: number; x1: number; lines: Set<number>; embedded: number; members: number }[] = [];
  for (const it of items) {
    const last = out[out.length - 1];
    if (last && it.x0 < last.x1 - 0.5) {
      last.x1 = Math.max(last.x1, it.x1);
      last.lines.add(it.line);
      last.members++;
      if (it.embedded) last.embedded++;
    } else {
      out.push({ x0: it.x0, x1: it.x1, lines: new Set([it.line]), members: 1, embedded: it.embedded ? 1 : 0 });
    }
  }
  return out.filter((c) => c.embedded * 2 < c.members).map((c) => ({ x0: c.x0, x1: c.x1, support: c.lines.size }));
}

/** Clusters worth trusting: seen on two lines or more, or on the only data line there is. */
export function solidClusters(clusters: Span[], dataLines: number): Span[] {
  const need = dataLines <= 1 ? 1 : 2;
  return clusters.filter((c) => c.support >= need);
}
