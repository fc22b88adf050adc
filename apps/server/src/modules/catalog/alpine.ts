/**
 * Swiss and Austrian German words of Alpine wholesalers' names ('Rüebli', 'Peterli', 'Nüsslisalat', 'Schlagobers',
 * 'Topfen', 'Erdäpfel', 'Paradeiser', 'Marillen', 'Karfiol', 'Fisolen', 'Kren'), the German words they share with
 * Germany's lists, and the Swiss French ones beside them ('doucette'), read as the English words they mean. Lower
 * case without accents and with umlauts as plain vowels, as names are read.
 */
export const ALPINE: Readonly<Record<string, string>> = {
  // Dairy: Swiss Rahm and Austrian Obers are cream; Topfen and Quark are quark; Vorzugsbutter (Swiss) and Teebutter
  // (Austrian) are the best grade of (unsalted) butter.
  rahm: 'cream',
  vollrahm: 'whipping cream',
  obers: 'cream',
  schlagobers: 'whipping cream',
  topfen: 'quark',
  magertopfen: 'lowfat quark',
  magerquark: 'lowfat quark',
  vorzugsbutter: 'unsalted butter',
  teebutter: 'unsalted butter',
  raclettekase: 'raclette cheese',
  // Raclette du Valais AOP is the protected raclette of the Valais.
  valais: 'valaisan',
  // Dumplings: Knödel (Austrian and Bavarian), knedlík (Czech).
  knodel: 'dumpling',
  knedlik: 'dumpling',
  knedliky: 'dumpling',
  semmelknodel: 'bread dumpling',
  haferdrink: 'oat milk',
  // Sugar and flour: Austrian Staubzucker is icing sugar; griffig flour is the coarse one.
  staubzucker: 'icing sugar',
  griffig: 'coarse',
  gerieben: 'grated',
  // Produce.
  ruebli: 'carrot',
  peterli: 'parsley',
  erdapfel: 'potato',
  speckig: 'waxy',
  zwiebel: 'onion',
  gelb: 'yellow',
  gelbe: 'yellow',
  rot: 'red',
  rote: 'red',
  zitronen: 'lemon',
  zitrone: 'lemon',
  paradeiser: 'tomato',
  rispentomaten: 'vine tomato',
  rispen: 'vine',
  cherryparadeiser: 'cherry tomato',
  cherrytomaten: 'cherry tomato',
  karfiol: 'cauliflower',
  fisolen: 'greenbean',
  bohnen: 'bean',
  grun: 'green',
  extrafein: 'extrafine',
  aprikosen: 'apricot',
  marillen: 'apricot',
  marmelade: 'jam',
  marillenmarmelade: 'apricot jam',
  aprikosenkonfiture: 'apricot jam',
  abricot: 'apricot',
  abricots: 'apricot',
  eierschwammli: 'chanterelle',
  eierschwammerl: 'chanterelle',
  eierschwamme: 'chanterelle',
  pfifferlinge: 'chanterelle',
  steinpilze: 'porcini',
  cepe: 'porcini',
  cepes: 'porcini',
  nusslisalat: 'lamb lettuce',
  vogerlsalat: 'lamb lettuce',
  feldsalat: 'lamb lettuce',
  doucette: 'lamb lettuce',
  mache: 'lamb lettuce',
  // Kren is sold as roots (Stangen); Meerrettich is grated too.
  kren: 'horseradish root',
  meerrettich: 'horseradish',
  // Beef cuts: Beiried is the striploin, Rostbraten (hohe Rippe) the rib-eye, Tafelspitz the rump cap, Lungenbraten
  // the tenderloin.
  beiried: 'striploin',
  rostbraten: 'ribeye',
  hochrippe: 'ribeye',
  tafelspitz: 'picanha',
  lungenbraten: 'tenderloin',
};

/** Alpine terms of several words, read as one. */
export const ALPINE_PHRASES: readonly [RegExp, string][] = [
  [/\bhohe\s+rippe\b/g, ' ribeye '],
  // Boneless and bone-in; 'vom Rind' (of beef) says the animal.
  [/\bohne\s+knochen\b/g, ' boneless '],
  [/\bmit\s+knochen\b/g, ' bonein '],
  [/\bvom\s+(?=rind|schwein|kalb|lamm)/g, ' '],
  // Flat-leaf (glatt) parsley; glatt flour is the fine (plain) one.
  [/\b(?:petersilie|peterli)\s+glatt\b/g, ' italian parsley '],
  [/\b(?:petersilie|peterli)\s+kraus\b/g, ' curly parsley '],
  [/\b(?:weizenmehl|mehl)\s+glatt\b/g, ' wheat flour plain fine '],
  // Low-fat quark is lowfat as the vocabulary reads it; curd cheese is quark; 'je kg' is a price basis.
  [/\blow\s*-?\s*fat\s+(?=quark|curd)/g, ' lowfat '],
  [/(?<![-\w])curd\s+cheese\b/g, ' quark '],
  [/\bje\s+kg\b/g, ' '],
  // A piece ('Karfiol: Stk.') is how it is sold.
  [/:\s*stk\b\.?/g, ' '],
];

/** Packing and selling words of Alpine lists: a crate (Kiste, Steige), sticks (Stangen), a piece (Stk.), a loaf part. */
export const ALPINE_NOISE = ['kiste', 'steige', 'stangen', 'stk', 'laibstuck', 'karton', 'sack'];

/** Countries of origin of Alpine and Central European lists, named at the end without a field of their own. */
export const ORIGIN_NOISE = ['schweiz', 'switzerland', 'osterreich', 'austria', 'sudamerika', 'hungary', 'czechia'];

/** Nouns of those names. */
export const ALPINE_NOUNS = ['dumpling'];
