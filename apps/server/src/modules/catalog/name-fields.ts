/**
 * The fields of a catalogue name: fields set apart by dashes (a house label, the product, its container and count)
 * and the two halves of a bilingual name. Text as names are read (lower case, no accents).
 */
import { FRENCH } from './french.js';
import { SPANISH } from './spanish.js';

const FIELDS = /\s[—–]\s/;

/**
 * A name of fields set apart by dashes ('Spring water — 500 mL PET — 24 pk') states the container and the count in
 * fields of their own: the words of a field holding a figure (PET, glass, can, carton) are packaging, left out —
 * unless the field names the product ('Harvest Table — Unsalted Butter, 1 lb × 4': a house label, then the product
 * and its size). A first field that names no product beside a later one that does is a label, left out too.
 */
export function withoutContainerFields(text: string, rest: string, namesProduct: (field: string) => boolean): string {
  const fields = text.split(FIELDS);
  const restFields = rest.split(FIELDS);
  if (fields.length < 2 || fields.length !== restFields.length) return rest;
  const naming = restFields.map(namesProduct);
  const kept = restFields.flatMap((_, i) => (i === 0 || !/\d/.test(fields[i]!) || naming[i] ? [i] : []));
  const label = !naming[0] && kept.some((i) => i > 0 && naming[i]);
  return kept
    .filter((i) => !(label && i === 0))
    .map((i) => restFields[i]!)
    .join(' ');
}

const FOREIGN = new Set([...Object.keys(FRENCH), ...Object.keys(SPANISH)]);

/** How many words of a text are French or Spanish words the vocabulary translates. */
function foreignWords(text: string): number {
  return text
    .split(/[^a-z]+/)
    .filter((w) => w && (FOREIGN.has(w) || FOREIGN.has(w.replace(/s$/, '')) || FOREIGN.has(w.replace(/e?s?$/, ''))))
    .length;
}

/**
 * A bilingual name ('Beurre non salé | Unsalted butter', 'Pollo entero / Whole chicken') is one product named twice:
 * it is read in the language the vocabulary reads as written, English, when the other half is French or Spanish
 * (a translation word by word says less, or something else: 'non cuit' is not 'unbaked'). Names of more fields
 * separated by slashes ('Salmon / portion / Chile / IVP frozen') are read whole.
 */
export function oneLanguage(rest: string): string {
  const parts = rest.split(/\s*\|\s*|\s+\/\s+(?=[a-z])/);
  if (parts.length !== 2) return rest;
  const [a, b] = parts.map(foreignWords) as [number, number];
  if (a > 0 && b === 0 && /[a-z]{3}/.test(parts[1]!)) return parts[1]!;
  if (b > 0 && a === 0 && /[a-z]{3}/.test(parts[0]!)) return parts[0]!;
  return rest;
}
