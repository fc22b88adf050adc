/**
 * How Haitian Creole importers word their names ('bè san sèl (unsalted butter)', 'lanmori san zo', 'poul, kwis san zo
 * san po'): without (san) salt, bones or skin, with (ak) bones. Lower case without accents, as names are read.
 */

/** Multi-word terms read as one word, applied before vocabulary.ts's own (no capturing groups). */
export const CREOLE_PHRASES: readonly [RegExp, string][] = [
  [/\bsan\s+sel\b/g, ' unsalted '],
  [/\bsan\s+zo\b/g, ' boneless '],
  [/\bsan\s+po\b/g, ' skinless '],
  [/\bak\s+zo\b/g, ' bonein '],
  // 'fig mi' (ripe figs) are bananas, as eaten; ripe plantains (bannann mi) are the yellow ones: 'mi' (ripe) is no
  // medium size.
  [/\bfig\s+mi\b/g, ' banana '],
  [/(?<=\bbannann\s+)mi\b/g, ' yellow '],
  // Pork 'for griyo' (for frying in cubes, the Haitian dish) is the pork as sold.
  [/\bfor\s+griyo\b/g, ' '],
  // Plain (unseasoned, maustamaton) poultry or meat is the meat as sold: only a marinated one is another.
  [/(?<=\b(?:chicken|breast|thigh|fillets?|pork|beef)\b.*)\b(?:plain|unseasoned)\b/g, ' '],
];
