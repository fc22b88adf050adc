/**
 * Names of Great Lakes freshwater fish as fish houses and Quebec lists print them ('Walleye Fillets — skin on, scaled,
 * Lake Erie', 'lake perch fillets, butterflied', 'Corégone (grand corégone) filets', 'SMELT H&G'), read as the English
 * words the price comparison reads. Lower case without accents, as names are read (see product-name.ts).
 */

/** Multi-word terms read as one word (or a few), applied before vocabulary.ts's own (no capturing groups). */
export const FRESHWATER_FISH_PHRASES: readonly [RegExp, string][] = [
  // The lake a fish was caught in ('Lake Erie', 'Lake Superior') is where it comes from, not what it is.
  [
    /\blake\s+(?:erie|superior|michigan|huron|ontario|winnipeg|nipigon|of\s+the\s+woods|champlain|st\.?\s+clair)\b/g,
    ' ',
  ],
  // Lake perch is the yellow perch; the lake whitefish is the great whitefish (grand corégone) of Quebec lists.
  [/\blake\s+perch\b/g, ' yellow perch '],
  [/\bgrands?\s+coregones?\b|\bcoregones?\s+(?:de\s+lac|du\s+lac)\b/g, ' lake whitefish '],
  // Butterflied fillets are butterfly fillets; a fish headed and gutted (H&G), whole or not, is the headed one.
  [/\bbutterflied\b/g, ' butterfly '],
  [/(?:\bwhole\s*,?\s*)?(?:\bheaded\s*(?:&|and)\s*gutted\b|\bh\s*&\s*g\b)/g, ' headed gutted '],
  // Skin-on fillets are sold scaled: 'scaled' says no more of them.
  [/(?<=\bskin\s*-?\s*on\b.{0,20})\bscaled\b|\bscaled\b(?=.{0,20}\bskin\s*-?\s*on\b)/g, ' '],
];

/** Words of such names, and the English word each is read as. */
export const FRESHWATER_FISH: Readonly<Record<string, string>> = {
  coregone: 'whitefish',
  perchaude: 'yellow perch',
  eperlan: 'smelt',
  eperlans: 'smelt',
};

/** Freshwater fish that name a product ('Walleye Fillets', 'Yellow Perch', 'Smelt'). */
export const FRESHWATER_FISH_NOUNS = ['walleye', 'perch', 'whitefish', 'smelt', 'pike', 'sauger', 'cisco', 'burbot'];
