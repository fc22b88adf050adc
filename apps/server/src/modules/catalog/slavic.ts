/**
 * Polish and Ukrainian (romanised) words of deli importers' names ('Masło ekstra niesolone', 'Kapusta kiszona',
 * 'MASLO VERSHKOVE', 'HRECHKA'), read as the English words they mean. Lower case without accents, as names are read
 * (Polish ł is read as l).
 */
export const SLAVIC: Readonly<Record<string, string>> = {
  maslo: 'butter',
  // Czech: quark (tvaroh) low-fat (netučný) or half-fat (polotučný).
  tvaroh: 'quark',
  netucny: 'lowfat',
  polotucny: 'half fat',
  niesolone: 'unsalted',
  nesolone: 'unsalted',
  solone: 'salted',
  smietana: 'sourcream',
  smetana: 'sourcream',
  twarog: 'farmer cheese',
  tvorog: 'farmer cheese',
  hrechka: 'buckwheat',
  grechka: 'buckwheat',
  gryczana: 'buckwheat',
  prazona: 'roasted',
  niepalona: 'unroasted',
  zelena: 'green',
  koper: 'dill',
  krop: 'dill',
  buraki: 'beet',
  buriak: 'beet',
  czerwone: 'red',
  kartoplia: 'potato',
  ziemniaki: 'potato',
  petrushka: 'parsley',
  pietruszka: 'parsley',
  cukier: 'sugar',
  bialy: 'white',
  puder: 'icing',
  olej: 'oil',
  rzepakowy: 'rapeseed',
  jaja: 'egg',
  yaitsia: 'egg',
  velyki: 'large',
  duze: 'large',
  bili: 'white',
  brazowe: 'brown',
  maka: 'flour',
  zytnia: 'rye',
  // Containers: karton (a case), worek (a sack), wiadro (a pail).
  karton: 'case',
  worek: 'bag',
  wiadro: 'pail',
};

/** Polish and Ukrainian names of several words. */
export const SLAVIC_PHRASES: readonly [RegExp, string][] = [
  [/\bkapusta\s+(?:kiszona|kvashena|kwaszona|kvashenaia)\b/g, ' sauerkraut '],
  [/\bkasza\s+gryczana\b|\bbuckwheat\s+groats?\b/g, ' buckwheat '],
  [/\bsyr\s+kyslomolochnyi\b/g, ' farmer cheese '],
  [/\bmaslo\s+vershkove\b/g, ' butter '],
  [/\bmed\s+hrechanyi\b/g, ' honey buckwheat '],
  [/\bfarmer\s*[’'`]?\s*s?\s+cheese\b/g, ' farmer cheese '],
  [/\bpo[lł]t[lł]usty\b/g, ' half fat '],
];

/** Polish and Ukrainian words that say nothing of which product it is: 'ok.' (about), 'ekstra' (a butter grade). */
// Czech 'měkký' (soft) is how quark (tvaroh) is sold unless said hard.
export const SLAVIC_NOISE = ['ok', 'ekstra', 'krt', 'wor', 'wia', 'mekky'];

/** Nouns Polish and Ukrainian goods are named by. */
export const SLAVIC_NOUNS = ['sauerkraut'];
