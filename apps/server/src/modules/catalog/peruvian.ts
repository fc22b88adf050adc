/**
 * Peruvian and Andean Spanish of importers' lists: the names of Andean staples ('quinua', 'ají amarillo', 'choclo',
 * 'papa seca', 'huacatay') read as the English their lists print beside them. In lower case without accents, as
 * names are read (see product-name.ts).
 */

/** Andean names of several words, read as their English; applied before the Spanish words. */
export const PERUVIAN_PHRASES: readonly [RegExp, string][] = [
  [/\bquinuas?\b/g, ' quinoa '],
  [/\baji\s+amarillo\b/g, ' yellow hot pepper '],
  [/\baji\s+panca\b/g, ' panca pepper '],
  [/\ben\s+pasta\b/g, ' paste '],
  [/\bmaiz\s+morado\b/g, ' purple corn '],
  [/\bchicha\s+morada\b/g, ' purple corn drink '],
  [/\bchoclo\s+desgranado\b/g, ' white corn kernel '],
  [/\bmaiz\s+cancha(?:\s+chulpe)?\b/g, ' toasting corn '],
  [/\bpapa\s+seca\b/g, ' dried potato '],
  [/\bhuacatay\b/g, ' black mint '],
  // Ready to drink.
  [/\blista?s?\s+para\s+tomar\b/g, ' '],
];

/** Andean words that say nothing of which product it is: pearled quinoa is the ordinary, washed white quinoa. */
export const PERUVIAN_NOISE = ['perlada', 'perlado'];
