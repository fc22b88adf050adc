/**
 * Chilean and Colombian words of importers' names ('Palta Hass cal. 48', 'Porotos negros', 'Manjar', 'Arequipe',
 * 'Chancaca', 'Aceite maravilla', 'Panela en bloque — paca x 24'), read as the English products they are. Lower case
 * without accents.
 */
export const ANDEAN: Readonly<Record<string, string>> = {
  palta: 'avocado',
  paltas: 'avocado',
  poroto: 'bean',
  porotos: 'bean',
  // Manjar (Chile) and arequipe (Colombia) are dulce de leche.
  manjar: 'milk caramel',
  arequipe: 'milk caramel',
  // Chancaca (Chile, Peru) is panela: unrefined cane sugar in blocks.
  chancaca: 'panela',
  granulada: 'granulated',
  jazmin: 'jasmine',
  // Cargamanto is a Colombian bean of its own (red-mottled), no kidney bean.
  cargamanto: 'cargamanto',
  lenteja: 'lentil',
  lentejas: 'lentil',
  maduro: 'ripe',
  madura: 'ripe',
  granulado: 'granulated',
};

/** Products of several words, read as one. */
export const ANDEAN_PHRASES: readonly [RegExp, string][] = [
  // Sunflower oil is 'aceite maravilla' in Chile.
  [/\baceite\s+(?:de\s+)?maravilla\b/g, ' sunflower oil '],
  // A green or ripe (yellow) 'plátano' is a plantain (a banana is 'plátano' alone, or 'guineo', 'banano').
  [/\bplatanos?\s+verdes?\b/g, ' plantain green '],
  [/\bplatanos?\s+(?:maduros?|amarillos?)\b/g, ' plantain yellow '],
  [/\bplatanos?\s+machos?\b/g, ' plantain '],
  // Eggs 'de color' are brown ones.
  [/\bhuevos?\s+(?:de\s+)?color\b/g, ' egg brown '],
  // Panela or chancaca in blocks or loaves ('en bloque', 'en panes') is the block one, not the powdered.
  [/\ben\s+(?:bloques?|panes|panitos)\b/g, ' block '],
];

/** Nouns of those names. */
export const ANDEAN_NOUNS = ['panela'];

/** Words that say no more than the product: a bale (paca) of so many, a calibre (cal.) before a count. */
export const ANDEAN_NOISE = ['paca', 'pacas', 'cal', 'calibre'];
