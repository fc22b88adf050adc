/**
 * Dried meats South African importers sell under their Afrikaans names: droëwors (a dried beef sausage) and biltong
 * (dried cured meat), each a product of its own, never the fresh meat. Lower case without accents, as names are read.
 */
export const SOUTH_AFRICAN: Readonly<Record<string, string>> = {
  droewors: 'droewors',
  biltong: 'biltong',
};

/** Products of such lists the other vocabularies lack. */
export const SOUTH_AFRICAN_NOUNS = ['droewors', 'biltong'];
