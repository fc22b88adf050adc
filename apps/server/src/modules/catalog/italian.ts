/**
 * Italian and Portuguese words of imported goods' names ('Olio Extra Vergine di Oliva', 'Azeite Virgem Extra',
 * 'Acqua Minerale Frizzante'), read as the English words they mean. Lower case without accents, as names are read.
 */
export const ITALIAN: Readonly<Record<string, string>> = {
  olio: 'oil',
  extravergine: 'extravirgin',
  // Olive pomace oil (olio di sansa).
  sansa: 'pomace',
  semola: 'semolina',
  bufala: 'buffalo',
  doublezero: 'doublezero',
  rimacinata: 'remilled',
  passata: 'puree',
  ceci: 'chickpea',
  secchi: 'dry',
  secco: 'dry',
  // Prosciutto di Parma and di San Daniele are two hams.
  parma: 'parma',
  sandaniele: 'sandaniele',
  oliva: 'olive',
  azeite: 'olive oil',
  farina: 'flour',
  riso: 'rice',
  pomodoro: 'tomato',
  pomodori: 'tomato',
  pelati: 'peeled',
  disossato: 'boneless',
  aceto: 'vinegar',
  balsamico: 'balsamic',
  acqua: 'water',
  frizzante: 'sparkling',
  gassata: 'sparkling',
  naturale: 'still',
  minerale: 'mineral',
  capperi: 'caper',
  caffe: 'coffee',
  burro: 'butter',
  zucchero: 'sugar',
  // Cheese and charcuterie.
  dolce: 'mild',
  piccante: 'sharp',
  stagionato: 'aged',
  stagionata: 'aged',
  affumicato: 'smoked',
  affumicata: 'smoked',
  affettato: 'sliced',
  affettata: 'sliced',
  grattugiato: 'grated',
  grattugiata: 'grated',
  // Pancetta tesa is laid flat, as against rolled (arrotolata).
  tesa: 'flatcut',
  arrotolata: 'rolled',
  arrotolato: 'rolled',
  disossata: 'boneless',
  pistacchio: 'pistachio',
  salame: 'salami',
};

/** Italian and Portuguese terms of several words, read as one. */
export const ITALIAN_PHRASES: readonly [RegExp, string][] = [
  [/\bextra\s+vergine\b|\bvirgem\s+extra\b|\bextra\s+virgem\b/g, ' extravirgin '],
  // San Marzano tomatoes are a variety of their own, not any plum tomato.
  [/\bsan\s*-?\s*marzano\b/g, ' sanmarzano '],
  [/\bsan\s*-?\s*daniele\b/g, ' sandaniele '],
  // Flour of type 00 (tipo 00, 'FLOUR,00,PIZZA') is milled finest: the type tells it from all-purpose flour.
  [
    /\b(?:tipo|type)\s*0?0\b|(?<=\b(?:flour|farina|farine|harina)\b.*)(?<![\w.])00(?![\w.])|(?<![\w.])00(?![\w.])(?=.*\b(?:flour|farina|farine|harina)\b)/g,
    ' doublezero ',
  ],
  // Durum wheat (grano duro).
  [/\bgrano\s+duro\b/g, ' durum '],
  [/(?<=\bpancetta\b.*)\bflat\b|\bflat\b(?=.*\bpancetta\b)/g, ' flatcut '],
  [/\bcaffe\s+in\s+grani\b|\bcafe\s+em\s+grao\b/g, ' coffee wholebean '],
];
