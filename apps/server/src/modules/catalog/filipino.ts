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
  // Meat, fish and eggs.
  manok: 'chicken',
  baboy: 'pork',
  liempo: 'pork belly',
  isda: 'fish',
  hipon: 'shrimp',
  pusit: 'squid',
  bangus: 'milkfish',
  itlog: 'egg',
  longganisa: 'sausage',
  // Produce.
  bawang: 'garlic',
  sibuyas: 'onion',
  kamatis: 'tomato',
  patatas: 'potato',
  repolyo: 'cabbage',
  talong: 'eggplant',
  ampalaya: 'bitter melon',
  luya: 'ginger',
  saging: 'banana',
  mangga: 'mango',
  kalamansi: 'calamansi',
  // Dry goods, oils and how it is sold.
  bigas: 'rice',
  asukal: 'sugar',
  asin: 'salt',
  paminta: 'pepper',
  suka: 'vinegar',
  harina: 'flour',
  gatas: 'milk',
  kape: 'coffee',
  sariwa: 'fresh',
  tuyo: 'dried fish',
};
