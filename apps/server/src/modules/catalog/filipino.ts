/**
 * Tagalog words of Filipino grocers' lists, read as the English words they mean, for where a name gives no English
 * beside them ('LUMPIA WRAPPER', 'PANCIT CANTON', 'BAGOONG ALAMANG'). Lower case without accents, as names are read.
 */
export const FILIPINO: Readonly<Record<string, string>> = {
  // Lumpia are spring rolls; pancit, bihon and sotanghon are noodles (rice sticks, glass noodles of mung bean).
  lumpia: 'spring roll',
  pancit: 'noodle',
  bihon: 'rice stick',
  sotanghon: 'glass noodle',
  // Sauces and pastes: patis is fish sauce, toyo soy sauce, bagoong a fermented shrimp or fish paste.
  patis: 'fish sauce',
  toyo: 'soy sauce',
  bagoong: 'shrimp paste',
};
