/**
 * Indonesian and Malay words of importers' names ('Serai segar (fresh lemongrass)', 'Chicken Thigh Boneless Skinless
 * / Peha Ayam', 'Green Cardamom / Buah Pelaga'), read as the English words they mean. Lower case, as names are read.
 */
export const MALAY: Readonly<Record<string, string>> = {
  serai: 'lemongrass',
  segar: 'fresh',
  lengkuas: 'galangal',
  kapulaga: 'cardamom',
  pelaga: 'cardamom',
  ayam: 'chicken',
  paha: 'thigh',
  peha: 'thigh',
  kering: 'dried',
  hijau: 'green',
  merah: 'red',
  putih: 'white',
  kelapa: 'coconut',
  santan: 'coconutmilk',
  teri: 'anchovy',
  // The makrut lime (kaffir lime, limau purut, Thai 'mak khi hut') is sold for its leaves.
  kaffir: 'makrut',
  makrut: 'makrut',
  purut: 'makrut',
};

/** Multi-word Indonesian and Malay terms, applied before the vocabulary's own (see vocabulary.ts). */
export const MALAY_PHRASES: readonly [RegExp, string][] = [
  // Coriander leaves (daun ketumbar) are cilantro; shallots are 'red onions' (bawang merah), garlic 'white' ones.
  [/\bdaun\s+ketumbar\b/g, ' cilantro '],
  [/\bbawang\s+merah\b/g, ' shallot '],
  [/\bbawang\s+putih\b/g, ' garlic '],
  [/\btanpa\s+tulang\b/g, ' boneless '],
  [/\btanpa\s+kulit\b/g, ' skinless '],
  [/\bikan\s+bilis\b/g, ' anchovy '],
  // Makrut lime leaves ('Kaffir Lime Leaves', 'daun limau purut') are leaves of their own, no limes.
  [/\b(?:makrut|kaffir)\s+lime\s+lea(?:f|ves)\b|\bdaun\s+limau\s+purut\b/g, ' makrut leaf '],
  // A fruit (buah) of cardamom is its pod.
  [/\bbuah\s+(?=pelaga\b|kapulaga\b)/g, ' '],
];
