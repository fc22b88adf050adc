/**
 * Korean names of Korean distributors' lists, romanised ('Sundubu', 'Guk Ganjang'), read as the English words other
 * lists use. In lower case, as names are read (see product-name.ts).
 */
export const KOREAN_PHRASES: readonly [RegExp, string][] = [
  // Soft tofu (sundubu) is the silken kind, no firm tofu.
  [/\bsoft\s+tofu\b|\btofu\s*,?\s*soft\b|\bsundubu\b/g, ' silken tofu '],
  // Soup soy sauce (guk ganjang) is a lighter, saltier kind than the soy sauce of the table.
  [/\bguk\s*-?\s*ganjang\b/g, ' soup soy sauce '],
];
