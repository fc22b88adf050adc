/**
 * Danish words of Danish wholesalers' names ('Kylling, hel, fersk', 'Løg, røde', 'Peber, sort, stødt', 'Sødmælk 3,5 %',
 * 'Handsker, nitril, str. L'), read as the English words they mean. Lower case without accents, as names are read (ø
 * is read as o, æ as ae, å as a). Danish joins words into one ('kyllingebryst', 'olivenolie', 'lammekølle'): a
 * compound of words listed here is read by its parts (see compoundReading in product-name.ts), so only the parts and
 * the compounds whose parts mislead (hvidløg is garlic, no white onion) are listed.
 */
export const DANISH: Readonly<Record<string, string>> = {
  // Meat and poultry, and the forms they take in compounds (kyllinge-, svine-, lamme-).
  kylling: 'chicken',
  kyllinge: 'chicken',
  svin: 'pork',
  svine: 'pork',
  svinekod: 'pork',
  okse: 'beef',
  oksekod: 'beef',
  lam: 'lamb',
  lamme: 'lamb',
  bryst: 'breast',
  overlar: 'thigh',
  vinger: 'wing',
  kolle: 'leg',
  bov: 'shoulder',
  // Pork breast is the belly.
  svinebryst: 'pork belly',
  udbenet: 'boneless',
  hel: 'whole',
  hele: 'whole',
  kogt: 'cooked',
  roget: 'smoked',
  syltet: 'pickled',
  syltede: 'pickled',
  // Fish.
  torsk: 'cod',
  klipfisk: 'salt cod',
  rejer: 'shrimp',
  // Dairy and eggs. Skrabeæg (barn eggs) are the eggs Danish kitchens buy, as white eggs are elsewhere.
  aeg: 'egg',
  skrabeaeg: 'egg',
  maelk: 'milk',
  sodmaelk: 'whole milk',
  skummetmaelk: 'skim milk',
  flode: 'cream',
  ost: 'cheese',
  // Produce.
  rode: 'red',
  gule: 'yellow',
  hvide: 'white',
  gronne: 'green',
  sort: 'black',
  hvidlog: 'garlic',
  forarslog: 'scallion',
  hvidkal: 'green cabbage',
  rodkal: 'red cabbage',
  gulerod: 'carrot',
  gulerodder: 'carrot',
  tomater: 'tomato',
  runde: 'round',
  kartofler: 'potato',
  aerter: 'pea',
  frosne: 'frozen',
  frossen: 'frozen',
  citroner: 'lemon',
  bananer: 'banana',
  agurk: 'english cucumber',
  agurker: 'english cucumber',
  persille: 'parsley',
  spinat: 'spinach',
  // Dry goods.
  mel: 'flour',
  hvedemel: 'allpurpose flour',
  melis: 'sugar',
  flormelis: 'icing sugar',
  lys: 'light',
  fint: 'fine',
  peber: 'pepper',
  olie: 'oil',
  oliven: 'olive',
  solsikke: 'sunflower',
  honning: 'honey',
  eddike: 'vinegar',
  ris: 'rice',
  te: 'tea',
  tebreve: 'tea bag',
  // Gloves.
  handsker: 'glove',
  nitril: 'nitrile',
};

/** Danish terms of several words. */
export const DANISH_PHRASES: readonly [RegExp, string][] = [
  // Boneless and skinless, in either order ('uden ben og skind', 'uden skind og ben'), or one of them. Pork without its
  // rind (svær) is as pork is sold unless said with it ('med svær').
  [
    /\buden\s+ben\s*(?:,|og)\s*(?:uden\s+)?skind\b|\buden\s+skind\s*(?:,|og)\s*(?:uden\s+)?ben\b/g,
    ' boneless skinless ',
  ],
  [/\buden\s+ben\s*(?:,|og)\s*(?:uden\s+)?svaer\b|\buden\s+svaer\s*(?:,|og)\s*(?:uden\s+)?ben\b/g, ' boneless '],
  [/\buden\s+ben\b/g, ' boneless '],
  [/\buden\s+skind\b/g, ' skinless '],
  [/\buden\s+svaer\b/g, ' '],
  // Sizes by letter ('str. L', 'størrelse M', Swedish 'stl. S'), of eggs and gloves.
  [/\b(?:str|storrelse|stl|storlek)\.?\s*xl\b/g, ' xl '],
  [/\b(?:str|storrelse|stl|storlek)\.?\s*l\b/g, ' large '],
  [/\b(?:str|storrelse|stl|storlek)\.?\s*m\b/g, ' medium '],
  [/\b(?:str|storrelse|stl|storlek)\.?\s*s\b/g, ' small '],
  [/\bmed\s+ben\b/g, ' bonein '],
  [/\bmed\s+(?:skind|svaer)\b/g, ' skinon '],
  [/\bmed\s+jod\b/g, ' iodized '],
  [/\bi\s+skiver\b/g, ' sliced '],
  // In brine (i lage) is how feta is sold.
  [/\bi\s+lage\b/g, ' '],
  [/\bstodt\s+melis\b/g, ' granulated sugar '],
  [/\bekstra\s+jomfru\b/g, ' extravirgin '],
  [/\bsort\s+te\b/g, ' black tea '],
  [/(?<=\bpeber\b.*)\bstodt\b/g, ' ground '],
  [/\bpaprika\s*,?\s*sod\b/g, ' sweet paprika '],
  // Plain yogurt (yoghurt naturel); of olive oil (Turkish 'naturel sızma') the word says natural, no more.
  [/(?<=\byogh?urt\b.*)\bnaturel\b|\bnaturel\b(?=.*\byogh?urt\b)/g, ' plain '],
  [/\bhakket\s+oksekod\b|\boksekod\s*,?\s*hakket\b/g, ' ground beef '],
  // Onions ('Løg, gule'): read as 'log' only beside a Danish colour, as a log is also a shape (goat cheese log).
  [/\blog\s*,?\s*(?=(?:gule|rode|hvide)\b)/g, ' onion '],
];
