/**
 * Cantonese names of Chinese grocery staples as restaurant suppliers romanise them beside (or instead of) the English
 * name ('HO YAU OYSTER SAUCE', 'Ginger [geung]'), each read as the English it means. In lower case without accents,
 * as names are read (see product-name.ts).
 */

/** Romanised Cantonese names of several words, read as their English. */
export const CANTONESE_PHRASES: readonly [RegExp, string][] = [
  [/\bho\s+yau\b/g, ' oyster sauce '],
  [/\bma\s+yau\b/g, ' sesame oil '],
  [/\bchoi\s+yau\b/g, ' canola oil '],
  [/\bsiu\s+hing\s+(?:jau|chau)\b/g, ' shaoxing wine '],
  [/\bsuk\s+fan\b/g, ' cornstarch '],
  [/\byuen\s+sai\b/g, ' cilantro '],
  [/\bbaak\s+tong\b/g, ' sugar '],
  [/\bsiu\s+baak\s+choi\b/g, ' baby bok choy '],
  [/\b(?:siu\s+choi|wong\s+nga\s+baak)\b/g, ' napa cabbage '],
  [/\bchoi\s+sam\b/g, ' choy sum '],
  [/\bgeung\b/g, ' ginger '],
  // 'Oyster flavored sauce' is how oyster sauce is labelled: no flavour of another sauce.
  [/\boyster\s+flavou?red\s+sauce\b/g, ' oyster sauce '],
];
