/**
 * Swedish and Norwegian words of Scandinavian importers' names ('Smör osaltat', 'Rågmjöl, fint', 'SMØR USALTET',
 * 'KNEKKEBRØD, RUG'), read as the English words they mean. Lower case without accents, as names are read (ø is read
 * as o, æ as ae).
 */
export const NORDIC: Readonly<Record<string, string>> = {
  smor: 'butter',
  osaltat: 'unsalted',
  usaltet: 'unsalted',
  saltat: 'salted',
  saltet: 'salted',
  ragmjol: 'rye flour',
  rugmel: 'rye flour',
  hvetemel: 'wheat flour',
  vetemjol: 'wheat flour',
  havregryn: 'rolled oats',
  strosocker: 'granulated sugar',
  strosukker: 'granulated sugar',
  sukker: 'sugar',
  socker: 'sugar',
  parlsocker: 'pearl sugar',
  perlesukker: 'pearl sugar',
  knackebrod: 'crispbread',
  knekkebrod: 'crispbread',
  kardemumma: 'cardamom',
  kardemomme: 'cardamom',
  farsk: 'fresh',
  fersk: 'fresh',
  lax: 'salmon',
  laks: 'salmon',
  rapsolja: 'rapeseed oil',
  rapsolje: 'rapeseed oil',
  kallpressad: 'coldpressed',
  kaldpresset: 'coldpressed',
  rokt: 'smoked',
  // Finnish: pork (porsaan), shoulder (lapa), boneless (luuton).
  porsaan: 'pork',
  lapa: 'shoulder',
  luuton: 'boneless',
  // Containers: kartong (krt, kart), sekk (a sack), hink and spann (a pail), burk and boks (a jar or tin).
  krt: 'case',
  kart: 'case',
  sekk: 'bag',
  hink: 'pail',
  spann: 'pail',
  burk: 'jar',
  boks: 'jar',
};

/** Swedish and Norwegian names of several words. */
export const NORDIC_PHRASES: readonly [RegExp, string][] = [
  [/\bcold\s*-?\s*pressed\b/g, ' coldpressed '],
  [/\bkardemomm[ae]\s*,?\s*malt\b/g, ' cardamom ground '],
  [/\bmed\s+skinn\b|\bm\s*\/\s*skinn\b/g, ' skinon '],
];

/** Swedish and Norwegian words that say nothing of which product it is: 'ca' (about), 'fint' (fine, of flour). */
export const NORDIC_NOISE = ['ca'];

/** Nouns Scandinavian goods are named by. */
export const NORDIC_NOUNS = ['crispbread'];
