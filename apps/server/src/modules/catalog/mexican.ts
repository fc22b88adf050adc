/**
 * The butcher's and grocer's words of Mexican wholesalers' lists ('Diezmillo de res', 'Lengua de res', 'Cebolla
 * cambray', 'Crema ácida'), read as the English words they mean, and the nouns of the cuts and offal a butcher sells
 * (tongue, cheek, brains), which tell one cut of an animal from another. Lower case without accents, as names are read.
 */
export const MEXICAN: Readonly<Record<string, string>> = {
  // Beef and pork cuts: diezmillo and aguja of the chuck, falda the flank, cachete the cheek, chamorro the shank.
  diezmillo: 'chuck',
  aguja: 'chuck',
  falda: 'flank',
  cachete: 'cheek',
  chamorro: 'shank',
  lengua: 'tongue',
  sesos: 'brain',
  pancita: 'tripe',
  menudo: 'tripe',
  suadero: 'suadero',
  milanesa: 'cutlet',
  bistec: 'steak',
  bisteces: 'steak',
  // Cheeses: Chihuahua (menonita) is a cheese of its own.
  chihuahua: 'chihuahua',
  menonita: 'chihuahua',
};

/** Mexican terms of several words. */
export const MEXICAN_PHRASES: readonly [RegExp, string][] = [
  // Pig's feet (manitas, patitas) are trotters; cambray onions are spring onions; crema ácida is sour cream.
  [/\b(?:manitas|patitas)\s+de\s+(?:cerdo|puerco)\b/g, ' pork trotter '],
  [/\bcebollas?\s+cambray\b/g, ' scallion '],
  [/\bcrema\s+acida\b/g, ' sourcream '],
];

/** Offal and cuts sold as products of their own: a tongue or a cheek is no other part of the animal. */
export const OFFAL_NOUNS = ['tongue', 'cheek', 'brain', 'suadero', 'chihuahua'];
