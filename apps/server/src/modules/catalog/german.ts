/**
 * German words of deli importers' and German wholesalers' names ('Butter, ungesalzen', 'Vollmilch 3,5 %',
 * 'Weißkohl', 'Pfeffer, schwarz, gemahlen'), read as the English words they mean. Lower case without accents and
 * with ß as ss, as names are read (see read-measures.ts). German joins words into one: the usual compounds of food
 * names are listed whole.
 */
export const GERMAN: Readonly<Record<string, string>> = {
  // Dairy and eggs.
  ungesalzen: 'unsalted',
  gesalzen: 'salted',
  salzbutter: 'salted butter',
  butterschmalz: 'clarified butter',
  milch: 'milk',
  vollmilch: 'whole milk',
  joghurt: 'yogurt',
  naturjoghurt: 'plain yogurt',
  sahne: 'cream',
  schlagsahne: 'whipping cream',
  eier: 'egg',
  ei: 'egg',
  kase: 'cheese',
  // Sugar, flour, oil, grains, spices.
  zucker: 'sugar',
  weisszucker: 'granulated sugar',
  kristallzucker: 'granulated sugar',
  puderzucker: 'icing sugar',
  mehl: 'flour',
  weizenmehl: 'wheat flour',
  ol: 'oil',
  rapsol: 'canola oil',
  sonnenblumenol: 'sunflower oil',
  olivenol: 'olive oil',
  raffiniert: 'refined',
  haferflocken: 'rolled oat',
  kernig: 'rolled',
  zart: 'quick',
  reis: 'rice',
  pfeffer: 'pepper',
  schwarz: 'black',
  gemahlen: 'ground',
  ganz: 'whole',
  kreuzkummel: 'cumin',
  kummel: 'caraway',
  salz: 'salt',
  essig: 'vinegar',
  // Produce.
  tomaten: 'tomato',
  romatomaten: 'roma tomato',
  gurken: 'cucumber',
  salatgurken: 'english cucumber',
  salatgurke: 'english cucumber',
  blumenkohl: 'cauliflower',
  weisskohl: 'green cabbage',
  rotkohl: 'red cabbage',
  mohren: 'carrot',
  karotten: 'carrot',
  erdbeeren: 'strawberry',
  kartoffeln: 'potato',
  zwiebeln: 'onion',
  knoblauch: 'garlic',
  petersilie: 'parsley',
  glatt: 'italian',
  kraus: 'curly',
  // Meat and fish.
  rind: 'beef',
  rinderhackfleisch: 'ground beef',
  hackfleisch: 'ground',
  schwein: 'pork',
  hahnchen: 'chicken',
  lachs: 'salmon',
  lachsfilet: 'salmon fillet',
  kabeljau: 'cod',
  kabeljaufilet: 'cod fillet',
  miesmuscheln: 'mussel',
  // States.
  tiefgekuhlt: 'frozen',
  gerauchert: 'smoked',
  frisch: 'fresh',
};

/** German terms of several words, read as one. */
export const GERMAN_PHRASES: readonly [RegExp, string][] = [
  // Egg sizes: 'Größe L', 'Gr. M'.
  [/\b(?:grosse|gr\.?)\s+xl\b/g, ' xl '],
  [/\b(?:grosse|gr\.?)\s+l\b/g, ' large '],
  [/\b(?:grosse|gr\.?)\s+m\b/g, ' medium '],
  [/\b(?:grosse|gr\.?)\s+s\b/g, ' small '],
  // Free-range eggs (a phrase: 'freerange' is no word an abbreviation may stand for).
  [/\bfreilandeier\b/g, ' freerange egg '],
  [/\bmit\s+haut\b/g, ' skinon '],
  [/\bohne\s+haut\b/g, ' skinless '],
];
