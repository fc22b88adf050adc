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
  texasstyle: 'texasstyle',
  carolinastyle: 'carolinastyle',
  kansascitystyle: 'kansascitystyle',
  memphisstyle: 'memphisstyle',
  alabamastyle: 'alabamastyle',
};
