/**
 * Words of farm markets' wholesale lists ('apple butter (kettle cooked)', 'chow chow relish'), read as the English words
 * the price comparison reads. Lower case without accents, as names are read (see product-name.ts).
 */

/** Multi-word terms read as one word (or a few), applied before vocabulary.ts's own (no capturing groups). */
export const FARM_MARKET_PHRASES: readonly [RegExp, string][] = [
  // Apple butter is a spread of apples cooked down, no butter; a fruit butter of another fruit is one too.
  [/\bapple\s+butter\b/g, ' applebutter '],
  [/\bpear\s+butter\b/g, ' pearbutter '],
  [/\bpumpkin\s+butter\b/g, ' pumpkinbutter '],
  // Maple butter (maple cream, beurre or crème d'érable) is maple syrup whipped to a spread, no butter either.
  [/\bmaple\s+(?:butter|cream)\b|\b(?:beurre|creme)\s+d\s*erable\b/g, ' maplebutter '],
  // Cooked in a kettle (kettle chips, kettle-cooked apple butter) is a way of cooking of its own.
  [/\bkettle\s*-?\s*(?:cooked|style)\b/g, ' kettle '],
];

/** Fruit and maple butters, which name a product ('Apple Butter'). */
export const FARM_MARKET_NOUNS = ['applebutter', 'pearbutter', 'pumpkinbutter', 'maplebutter'];
