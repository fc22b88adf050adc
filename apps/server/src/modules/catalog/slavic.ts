/**
 * Polish and Ukrainian (romanised) words of deli importers' names ('Masło ekstra niesolone', 'Kapusta kiszona',
 * 'MASLO VERSHKOVE', 'HRECHKA') and Croatian, Bosnian and Serbian ones ('Ćevapi goveđi', 'AJVAR BLAGI', 'Kajmak
 * mladi', 'ULJE SUNCOKRETOVO', 'KISELI KUPUS GLAVICE'), read as the English words they mean. Lower case without accents, as names are read
 * (Polish ł is read as l).
 */
export const SLAVIC: Readonly<Record<string, string>> = {
  maslo: 'butter',
  karkowka: 'pork butt',
  // Country sausage (kiełbasa wiejska).
  wiejska: 'country',
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
  rzepakowy: 'canola',
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
  // Croatian, Bosnian and Serbian (without diacritics; đ is read as d).
  govedji: 'beef',
  junetina: 'beef',
  jagnjetina: 'lamb',
  janjetina: 'lamb',
  smrznuti: 'frozen',
  smrznuto: 'frozen',
  suvi: 'dry',
  suhi: 'dry',
  sudzuk: 'sausage',
  prsut: 'dry cured ham',
  cevapi: 'cevapi',
  cevapcici: 'cevapi',
  ajvar: 'roasted pepper relish',
  blagi: 'mild',
  ljuti: 'hot',
  kajmak: 'kaymak',
  mladi: 'young',
  ulje: 'oil',
  suncokretovo: 'sunflower',
  beli: 'white',
  bijeli: 'white',
  kravlji: 'cow',
  // Sheep's milk cheese (ovčiji) is read apart from a cow's without making 'sheep' a word every name is read by.
  ovciji: 'ovine',
  ribani: 'shredded',
  glavice: 'head',
  glavica: 'head',
};

/** Polish and Ukrainian names of several words. */
export const SLAVIC_PHRASES: readonly [RegExp, string][] = [
  [/\bkapusta\s+(?:kiszona|kvashena|kwaszona|kvashenaia)\b/g, ' sauerkraut '],
  // Polish meat without bone (bez kości, 'b/k') or on the bone (z kością).
  [/\bbez\s+kosci\b|\bb\s*\/\s*k\b/g, ' boneless '],
  [/\bz\s+koscia\b/g, ' bonein '],
  [/\bkasza\s+gryczana\b|\bbuckwheat\s+groats?\b/g, ' buckwheat '],
  [/\bsyr\s+kyslomolochnyi\b/g, ' farmer cheese '],
  [/\bmaslo\s+vershkove\b/g, ' butter '],
  [/\bmed\s+hrechanyi\b/g, ' honey buckwheat '],
  [/\bfarmer\s*[’'`]?\s*s?\s+cheese\b/g, ' farmer cheese '],
  [/\bpo[lł]t[lł]usty\b/g, ' half fat '],
  [/\bkiseli\s+kupus\b/g, ' sour cabbage '],
  [/\bkore\s+za\s+pitu\b/g, ' phyllo pastry sheet '],
  [/\bsir\b(?=\s+(?:beli|bijeli|kravlji|ovciji|masni|svjezi|svezi|u\s+salamuri))/g, ' cheese '],
  // White cheese is sold in brine (u salamuri): saying so says no more.
  [/\bu\s+salamuri\b/g, ' '],
];

/** Polish and Ukrainian words that say nothing of which product it is: 'ok.' (about), 'ekstra' (a butter grade). */
// Czech 'měkký' (soft) is how quark (tvaroh) is sold unless said hard.
// Croatian 'kanta' is the bucket a cheese or cabbage comes in; mixed (miješani, mešani) ćevapi say their meats.
export const SLAVIC_NOISE = ['ok', 'ekstra', 'krt', 'wor', 'wia', 'mekky', 'kanta', 'mijesani', 'mesani'];

/** Nouns Polish and Ukrainian goods are named by. */
export const SLAVIC_NOUNS = ['sauerkraut', 'cevapi', 'kaymak'];
