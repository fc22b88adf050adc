/**
 * How airline caterers and tea shops word the service items and sweeteners they sell: a cutlery kit of a fork, knife,
 * spoon and napkin ('CUTLERY KIT FK/KN/SP/NAP'), a moist towelette (a wipe, whatever it is scented of), and Okinawa
 * black sugar (kokuto), which is no light brown sugar. Lower case without accents, as names are read.
 */

/** Multi-word terms read as one word (or none), applied before vocabulary.ts's own (no capturing groups). */
export const INFLIGHT_PHRASES: readonly [RegExp, string][] = [
  // A kit of cutlery is the kit: the napkin in it is no napkin sold.
  // Its contents are spelled out ('FK/KN/SP/NAP': fork, knife, spoon, napkin), a kit without a spoon being another.
  [/\b(?:cutlery|utensil|flatware)\s*(?:kits?|packs?|sets?)\b/g, ' cutlerykit '],
  [/(?<=\bcutlerykit\b.*)\bfk\b/g, ' fork '],
  [/(?<=\bcutlerykit\b.*)\bkn\b/g, ' knife '],
  [/(?<=\bcutlerykit\b.*)\bsp\b/g, ' spoon '],
  [/(?<=\bcutlerykit\b.*)\bnap\b/g, ' napkin '],
  // A moist towelette (a wet wipe) is the towelette, whatever it smells of ('MOIST LEMON'): no lemon.
  [/\b(?:moist|wet)\b(?=.*\btowelettes?\b)|(?<=\btowelettes?\b.*)\b(?:moist|wet)\b/g, ' '],
  // Towelettes come one to a wrapper ('IW', individually wrapped).
  [/\b(?:lemon|citrus|lavender|fresh|unscented|scented|iw|individually\s+wrapped)\b(?=.*\btowelettes?\b)/g, ' '],
  [/(?<=\btowelettes?\b.*)\b(?:lemon|citrus|lavender|fresh|unscented|scented|iw|individually\s+wrapped)\b/g, ' '],
  [/\btowelettes?\b/g, ' towelette '],
  // Disposable gloves (French gants, Spanish guantes) sized by a letter ('Gloves, Nitrile, Black, M'): the size as the
  // word ('MED', 'Medium').
  [/(?<=\b(?:gloves?|gants?|guantes?)\b.*)\bm\b(?!\s*(?:l|ml|m)\b)/g, ' medium '],
  [/(?<=\b(?:gloves?|gants?|guantes?)\b.*)\bl\b(?=\s*(?:[,)(|]|$))/g, ' large '],
  [/(?<=\b(?:gloves?|gants?|guantes?)\b.*)\bs\b(?=\s*(?:[,)(|]|$))/g, ' small '],
  // Black tea bags: orange pekoe (the leaf grade) and a Ceylon blend are the ordinary black tea; each bag wrapped
  // ('IW') is how tea bags come.
  [/(?<=\btea\b.*)\b(?:orange\s+pekoe|ceylon\s+blend|iw)\b|\b(?:orange\s+pekoe|ceylon\s+blend)\b(?=.*\btea\b)/g, ' '],
  // An all-butter croissant or pastry is made with butter only: 'all' is no all-purpose flour.
  [/\ball\s*-?\s*butter\b/g, ' butter '],
  // Okinawa black sugar (kokuto) is a sugar of its own, neither light nor dark brown.
  [/\b(?:okinawa\s*(?:black\s+sugar|kokuto)?|kokuto)\b/g, ' kokuto '],
];

/** Words and the English word each is read as. */
export const INFLIGHT_WORDS: Readonly<Record<string, string>> = {
  cutlerykit: 'cutlerykit',
  towelette: 'towelette',
  kokuto: 'kokuto',
};

/** Products of such lists the other vocabularies lack. */
export const INFLIGHT_NOUNS = ['cutlerykit', 'towelette', 'kokuto'];
