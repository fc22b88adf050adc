/**
 * Levantine names of Lebanese and Syrian importers' goods, romanised ('Labneh', 'Za’atar', 'Dibs Rumman'), read as
 * the English words they mean, and the nouns they name. Lower case without accents, as names are read.
 */
export const LEVANTINE: Readonly<Record<string, string>> = {
  zaatar: 'zaatar',
  labneh: 'labneh',
  labne: 'labneh',
  lebnah: 'labneh',
  summaq: 'sumac',
  burghul: 'bulgur',
  tahineh: 'tahini',
  hallum: 'halloumi',
};

/** Levantine names of several words, and English ones written several ways. */
export const LEVANTINE_PHRASES: readonly [RegExp, string][] = [
  // Za'atar (its apostrophe read as a space), zahtar.
  [/\bza\s*a?\s*tar\b|\bzahtar\b/g, ' zaatar '],
  // Labneh is a strained yogurt: saying so says no more.
  [/\blabneh\s*,?\s*strained\s+yog(?:h)?urt\b/g, ' labneh '],
  [/\bdibs\s+rumman\b/g, ' pomegranate molasses '],
];

/** Nouns Levantine goods are named by. */
export const LEVANTINE_NOUNS = [
  ...['zaatar', 'labneh', 'molasse', 'sumac', 'bulgur'],
  // Flower waters (rose, orange blossom) are no drinks; saffron is sold in threads.
  ...['rosewater', 'orangeblossomwater', 'saffron'],
];

/** Words of Levantine importers' names that say nothing of which product it is: a blend's origin. */
export const LEVANTINE_NOISE = ['lebanese'];
