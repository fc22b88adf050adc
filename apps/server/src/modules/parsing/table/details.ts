/**
 * Lines printed under an item's description that describe the delivery, not the product: a lot number, a date to
 * use it by, its origin, its brand ("Lot 74103 Origine Chili", "Meilleur avant 21/2", "Marque CLOVER LEAF Format
 * 6x1.88 KG"). They are not part of the description; a pack size among them is ("Format 6x1.88 KG", "Pack: 4/3.78
 * L"), as price comparison reads it. A description wrapped onto a second line may still say where the product comes
 * from ("PRODUCT OF USA"): that stays.
 */

/** Labels that open a detail; `keep` for the pack size, which stays with the description. */
const LABELS: { re: RegExp; keep: boolean }[] = [
  { re: /^lot\b\s*(?:#|no\.?|n[°o]\.?)?\s*:?/i, keep: false },
  { re: /^(?:batch|lote|charge)\s*(?:#|no\.?)?\s*:/i, keep: false },
  {
    re: /^(?:meilleur\s+avant|best\s+before|best\s+by|use\s+by|exp(?:iry|\.)?(?:\s+date)?\s*:|mhd\b|dlc\b)\s*:?/i,
    keep: false,
  },
  { re: /^(?:origine|origin|country\s+of\s+origin|pays\s+d'?\s*origine)\b\s*:?/i, keep: false },
  { re: /^(?:marque|brand)\b\s*:?/i, keep: false },
  { re: /^(?:format|pack|pack\s+size|emballage)\s*:?(?=\s)/i, keep: true },
];

function labelAt(text: string): { length: number; keep: boolean } | null {
  for (const { re, keep } of LABELS) {
    const m = re.exec(text);
    if (m) return { length: m[0].length, keep };
  }
  return null;
}

/** Whether a line under a description opens with a detail label (lot, best before, origin, brand, pack). */
export function isDetailLine(text: string): boolean {
  return labelAt(text.trim()) !== null;
}

/**
 * What a part of a detail line adds to the description: its pack size segments only ('Marque ECOLAB Format 4x4 L'
 * gives 'Format 4x4 L'; 'Lot 74103 Origine Chili' gives nothing). Words before any label continue the label of
 * the part before them (a detail, unless told otherwise).
 */
export function keptDetails(text: string, keepFirst = false): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  let keep = keepFirst;
  for (let i = 0; i < words.length; i++) {
    const rest = words.slice(i).join(' ');
    const label = labelAt(rest);
    if (label) keep = label.keep;
    if (keep) kept.push(words[i]);
  }
  return kept.join(' ');
}
