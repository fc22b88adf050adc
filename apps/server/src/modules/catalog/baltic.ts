/**
 * Lithuanian and Latvian words of Baltic importers' names ('Sviestas nesūdytas 82 %', 'Kefyras 2,5 %', 'Rūkyta
 * kiaulienos dešra', 'Skrudintos grikių kruopos'), read as the English words they mean, and the cultured milks such
 * importers sell (kefir, matsoni). Lower case without accents, as names are read.
 */
export const BALTIC: Readonly<Record<string, string>> = {
  // Dairy: butter (sviestas), (un)salted, sour cream (grietinė), farmer cheese (varškė), lean (liesa), kefir.
  sviestas: 'butter',
  nesudytas: 'unsalted',
  sudytas: 'salted',
  sudyta: 'salted',
  grietine: 'sourcream',
  varske: 'farmer cheese',
  liesa: 'lowfat',
  kefyras: 'kefir',
  kefir: 'kefir',
  matsoni: 'matsoni',
  // Eggs (kiaušiniai), brown (rudi).
  kiausiniai: 'egg',
  rudi: 'brown',
  // Meat and fish: smoked (rūkyta), pork (kiaulienos), beef (jautienos), sausage (dešra), salmon (lašiša), herring
  // (silkė), cod (menkė), its loins (nugarinės), a fillet (filė), in oil (aliejuje), sliced (griežinėliais).
  rukyta: 'smoked',
  rukytos: 'smoked',
  kiaulienos: 'pork',
  jautienos: 'beef',
  desra: 'sausage',
  lasisa: 'salmon',
  silke: 'herring',
  silkes: 'herring',
  menkes: 'cod',
  menke: 'cod',
  nugarines: 'loin',
  file: 'fillet',
  aliejuje: 'oil',
  griezineliais: 'sliced',
  // Vegetables and herbs: cabbage (kopūstai), beets (burokėliai), red (raudonieji), dill (krapai), parsley
  // (petražolės), cucumbers (agurkai).
  kopustai: 'cabbage',
  burokeliai: 'beet',
  raudonieji: 'red',
  krapai: 'dill',
  petrazoles: 'parsley',
  agurkai: 'cucumber',
  // Dry goods: buckwheat groats (grikių kruopos), roasted (skrudintos) or not, green (žalios), rye (ruginiai) flour
  // (miltai), dark (tamsūs), sunflower (saulėgrąžų) oil (aliejus), refined (rafinuotas) or not, mineral water.
  grikiu: 'buckwheat',
  skrudintos: 'roasted',
  neskrudintos: 'unroasted',
  zalios: 'green',
  ruginiai: 'rye',
  miltai: 'flour',
  tamsus: 'dark',
  saulegrazu: 'sunflower',
  aliejus: 'oil',
  rafinuotas: 'refined',
  nerafinuotas: 'unrefined',
  mineralinis: 'mineral',
  vanduo: 'water',
};

/** Multi-word terms read as one word (or none), applied before vocabulary.ts's own (no capturing groups). */
export const BALTIC_PHRASES: readonly [RegExp, string][] = [
  // Groats (kruopos) of buckwheat are the buckwheat; fermented cabbage (rauginti kopūstai) is sauerkraut.
  [/\bkruopos\b/g, ' '],
  [/\brauginti\s+kopustai\b/g, ' sauerkraut '],
  // Kefir is a cultured milk: 'kefir, cultured milk' says no more.
  [/(?<=\bkefir\b.*)\bcultured\s+milk\b/g, ' '],
];

/** The cultured milks Baltic and Caucasian importers sell. */
export const BALTIC_NOUNS = ['kefir', 'matsoni'];
