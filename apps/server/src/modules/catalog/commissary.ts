/**
 * How institutional and military subsistence catalogues and pit suppliers word staple products: noun-first lines
 * ('MILK, WHOLE, FLUID', 'ONIONS, DRY, YELLOW', 'OIL, SALAD AND COOKING, CANOLA', 'BAG, TRASH'), old spellings
 * (catsup) and the packer's names of rib and shoulder cuts. Lower case without accents, as names are read (see
 * product-name.ts).
 */

const BARBECUE_REGIONS: [string, string][] = [
  ['texas', 'texasstyle'],
  ['carolina', 'carolinastyle'],
  ['kansas\\s*city', 'kansascitystyle'],
  ['memphis', 'memphisstyle'],
  ['alabama', 'alabamastyle'],
];

/** Multi-word terms read as one word (or none), applied before vocabulary.ts's own (no capturing groups). */
export const COMMISSARY_PHRASES: readonly [RegExp, string][] = [
  // Milk and cream sold as drink are 'fluid' milk, which says no more of them (fluid ounces are read before).
  [/\bfluid\b(?=.*\b(?:milk|cream)\b)|(?<=\b(?:milk|cream)\b.*)\bfluid\b/g, ' '],
  // Dry onions are the ordinary storage onions (a green onion is a scallion): 'dry' of a coloured or sized onion says
  // no more ('dried', minced or flaked onion is another product).
  [
    /\bonions?\s*,?\s*dry\b(?=\s*,?\s*(?:yellow|red|white|spanish|sweet|jumbo|colossal|medium|large|small)\b)/g,
    ' onion ',
  ],
  // Salad and cooking oil: the oil, for any use.
  [/\bsalad\s*(?:and|&)\s*cooking\b/g, ' '],
  // Pickles are of cucumbers ('PICKLES, CUCUMBER, DILL'): the cucumber says no more.
  [/(?<=\bpickles?\b.*)\bcucumbers?\b/g, ' '],
  // A trash or garbage bag is a can liner.
  [
    /\b(?:trash|garbage|refuse)\s+(?:can\s+)?bags?\b|\bbags?\s*,?\s*(?:trash|garbage|refuse)\b|\bcan\s+liners?\b/g,
    ' liner ',
  ],
  // St. Louis ribs are spareribs trimmed square; spareribs are spare ribs; the Boston butt is the pork butt.
  [/\bst\.?\s*louis(?:\s*-?\s*(?:style|cut))?\b/g, ' stlouiscut '],
  [/\bspare\s*-?\s*ribs?\b/g, ' spare rib '],
  [/\bboston\s+butts?\b/g, ' butt '],
  // A short rib of so many bones ('3 BONE', '3-Bone') is a bone-in one ('BONE' alone is no short 'boneless').
  [/\b[1-9]\s*-?\s*bones?\b/g, ' bonein '],
  // A foil pan is a steam table pan, of full, half or third size ('pansizefull': no word a shortened one may stand
  // for); a pepper grind for the table of a café is the coarse one.
  [/\bsteam\s*-?\s*table\b/g, ' '],
  ...['full', 'half', 'third', 'quarter'].map((part): [RegExp, string] => [
    new RegExp(`\\b${part}\\s*-?\\s*size\\b`, 'g'),
    ` pansize${part} `,
  ]),
  [/\bcafe\s+grind\b/g, ' coarse '],
  // Coleslaw mix (a salad mix of shredded cabbage and carrot) is coleslaw; three colours are tri-colour.
  [/\bcoleslaw\s+mix\b|\bsalad\s+mix\s*,?\s*coleslaw\b|\bcoleslaw\s*,?\s*salad\s+mix\b/g, ' coleslaw '],
  [/\b(?:3|three|tri)\s*-?\s*colou?r\b/g, ' threecolor '],
  // Nacho slices of jalapeño are pickled rings; Italian eggplant is the globe one.
  [/\bnacho\s*-?\s*slic(?:ed|es)\b/g, ' pickled sliced '],
  [/(?<=\beggplants?\b.*)\bitalian\b|\bitalian\b(?=\s*,?\s*eggplants?\b)/g, ' globe '],
  // A barbecue sauce of a region's style (Texas, Carolina, Kansas City, Memphis, Alabama) is a kind of its own.
  ...BARBECUE_REGIONS.map(([region, word]): [RegExp, string] => [
    new RegExp(
      `(?<=\\b(?:bbq|barbecue)\\b.*)\\b${region}(?:\\s*-?\\s*style)?\\b|\\b${region}(?:\\s*-?\\s*style)?\\b(?=.*\\b(?:bbq|barbecue)\\b)`,
      'g',
    ),
    ` ${word} `,
  ]),
];

/** Words and the English word each is read as. */
export const COMMISSARY_WORDS: Readonly<Record<string, string>> = {
  catsup: 'ketchup',
  stlouiscut: 'stlouiscut',
  pansizefull: 'pansizefull',
  pansizehalf: 'pansizehalf',
  pansizethird: 'pansizethird',
  pansizequarter: 'pansizequarter',
  threecolor: 'threecolor',
  globe: 'globe',
  // Tartar sauce is a sauce of its own (as cocktail and barbecue sauces are).
  tartar: 'tartar',
  // Kielbasa is a Polish smoked sausage.
  kielbasa: 'sausage',
  texasstyle: 'texasstyle',
  carolinastyle: 'carolinastyle',
  kansascitystyle: 'kansascitystyle',
  memphisstyle: 'memphisstyle',
  alabamastyle: 'alabamastyle',
};

/** Products of such lists the other vocabularies lack: pans, coleslaw. */
export const COMMISSARY_NOUNS = ['pan', 'coleslaw'];

/** Regional styles of barbecue sauce: a sauce not said to be one is not. */
export const BARBECUE_STYLES = BARBECUE_REGIONS.map(([, word]) => word);
