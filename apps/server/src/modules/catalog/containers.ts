/**
 * The container a drink or a refill comes in, where it tells products apart: a single-serve can or bottle of a drink
 * (a 12 oz can and a 20 oz bottle of cola, a half pint and a gallon of milk, 500 mL and 1.5 L water are sold apart),
 * and a soap or sanitiser refill, which fits one dispenser only (1000 mL and 1200 mL refills).
 */
import type { Measure } from './read-measures.js';

/** Nouns of drinks sold in single-serve containers as well as in bulk ones. */
const DRINKS = new Set(['water', 'juice', 'cola', 'soda', 'lemonade', 'drink', 'tea', 'milk']);

/** The most a single-serve container of a drink holds, in litres (a 20 oz bottle). */
const SINGLE_SERVE_AT_MOST = 0.6;

/** Milk that is no drink: condensed, evaporated ('MILK EVAP', 'MILK COND' as broadliners shorten them), powdered. */
const NO_DRINK = /\b(?:condensed?|cond|condensada|evaporated?|evap|evaporada|powder(?:ed)?|poudre|polvo)\b/;

/** A can, in the languages drinks are listed in ('cans', 'canettes', 'latas', Vietnamese 'lon'). */
const CAN = /\b(?:cans?|canettes?|latas?|dosen?|lon|tins?)\b/;

const REFILL = /\b(?:refills?|cartridges?|recharges?)\b/;

/**
 * The size of the container ('355ml container') when it tells the product apart, else null: the first of the
 * measures given (pack column, the name's pack, then the name's measures) that is a volume, read as what one container holds.
 */
export function containerSize(text: string, nouns: ReadonlySet<string>, packs: (Measure | null)[]): string | null {
  const refill = REFILL.test(text);
  if (!refill && (![...nouns].some((n) => DRINKS.has(n)) || NO_DRINK.test(text))) return null;
  const pack = packs.find((m) => m?.per === 'l' && !m.range && m.count >= 1);
  if (!pack) return null;
  const one = pack.total / pack.count;
  if (!refill && one > SINGLE_SERVE_AT_MOST + 1e-9) return null;
  // A pint (or more) of milk or lemonade is a kitchen size, sold as the gallon is; half a pint is a single serve.
  if (!refill && /^(?:pints?|pt)$/.test(pack.unit) && pack.size >= 1) return null;
  // Rounded as a piece's size is (see product-name.ts): to the nearest 5 mL under a litre, 100 mL above.
  const step = one < 1 ? 5 : 100;
  const ml = Math.round((one * 1000) / step) * step;
  // The drinks can of Europe and Asia holds 330 mL, that of North America 12 fl oz (355 mL): the one standard can.
  if (ml === 330 && CAN.test(text)) return '355ml container';
  return `${ml}ml container`;
}
