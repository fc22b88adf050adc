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
  // A fruit (buah) of cardamom is its pod.
  [/\bbuah\s+(?=pelaga\b|kapulaga\b)/g, ' '],
];
