/**
 * New Zealand and Australian English of foodservice and produce lists: brown onions are the yellow onions of other
 * lists, blue-top milk is whole (standard) milk, kiwifruit is the kiwi, and Hayward and SunGold are the green
 * and gold ones. In lower case without accents, as names are read (see product-name.ts).
 */

/** New Zealand and Australian names of several words, read as the words other lists use. */
export const ANTIPODEAN_PHRASES: readonly [RegExp, string][] = [
  [/\bbrown\s+onions?\b|\bonions?\s*,?\s+brown\b/g, ' yellow onion '],
  [/\b(?:standard\s+)?blue\s*-?\s*top\b/g, ' whole '],
  [/\bkiwi\s*-?\s*fruits?\b/g, ' kiwi '],
  [/\bhayward\b/g, ' green '],
  [/\bsun\s*gold\b/g, ' gold '],
];
