/**
 * The price-comparison corpus: catalogue lines as suppliers print them (name, pack column, priced unit, units per
 * order line, price per unit), each with the product it is (`product`, a label written by hand: two lines with the
 * same label are the same product) and what one order line holds in kg, L or each (`line`, also by hand), from
 * which the expected unit price is price × quantity ÷ line. `line` is null when nothing says what a line holds.
 */

export type Per = 'kg' | 'l' | 'each';
export type LineAmount = { per: Per; amount: number } | null;

export type CorpusOffer = {
  supplier: string;
  name: string;
  pack: string;
  unit: string;
  quantity: string;
  price: string;
  product: string;
  line: LineAmount;
};

// Exact definitions (international pound and yard; US customary liquid measures).
const LB = 0.45359237;
const OZ = LB / 16;
const GAL = 3.785411784;
const FLOZ = GAL / 128;

export const kg = (n: number): LineAmount => ({ per: 'kg', amount: n });
export const g = (n: number): LineAmount => kg(n / 1000);
export const lb = (n: number): LineAmount => kg(n * LB);
export const oz = (n: number): LineAmount => kg(n * OZ);
export const l = (n: number): LineAmount => ({ per: 'l', amount: n });
export const ml = (n: number): LineAmount => l(n / 1000);
export const gal = (n: number): LineAmount => l(n * GAL);
export const floz = (n: number): LineAmount => l(n * FLOZ);
export const each = (n: number): LineAmount => ({ per: 'each', amount: n });
export const none: LineAmount = null;

/** One catalogue line: supplier, name, pack column, unit, quantity (units per line), price per unit, product, line. */
export const o = (
  supplier: string,
  name: string,
  pack: string,
  unit: string,
  quantity: number,
  price: string,
  product: string,
  line: LineAmount,
): CorpusOffer => ({ supplier, name, pack, unit, quantity: String(quantity), price, product, line });

/** The unit price the corpus expects: price × quantity ÷ what the line holds. */
export function expectedUnitPrice(offer: CorpusOffer): { value: number; per: Per } | null {
  if (!offer.line) return null;
  return { value: (Number(offer.price) * Number(offer.quantity)) / offer.line.amount, per: offer.line.per };
}
