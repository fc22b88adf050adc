/**
 * Sea fish and roe that name a product ('Mahi Mahi Fillet', 'Yellowtail Loin', 'Capelin Roe'), as fish houses and sushi
 * suppliers print them. Lower case without accents, as names are read (see product-name.ts).
 */

/** Multi-word terms read as one word, applied before vocabulary.ts's own (no capturing groups). */
export const SEA_FISH_PHRASES: readonly [RegExp, string][] = [
  [/\bmahi\s*-?\s*mahi\b|\bmahi\b/g, ' mahimahi '],
  // Seer fish (vanjaram in Tamil, surmai in Hindi and Marathi) is king mackerel.
  [/\bseer\s*-?\s*fish\b|\bvanjaram\b|\bsurmai\b/g, ' king mackerel '],
];

/** Sea fish and roe that name a product. */
export const SEA_FISH_NOUNS = [
  ...['mahimahi', 'yellowtail', 'wahoo', 'opah', 'snapper', 'grouper', 'mackerel', 'herring', 'eel'],
  'roe',
];
