/**
 * Priced by the each, billed by the case: a dairy or a beverage house prints the price of one cup or one can beside
 * the number of cases, and the amount is cases × units per case × the each price. The units per case come from the
 * line's pack ('12/6OZ', '24/355 ML', '12 x 1L'). The line reconciles only when that product gives the amount to the
 * cent; its price cell then holds the case price, and its check names the each price printed.
 */
import { type DecimalStyle, parseNumber, splitQuantityUnit } from './numbers.js';
import { cents } from './reconcile-repairs.js';
import { type Cell, type Judged, lineCheck, money, plainNumber } from './reconcile-weights.js';
import type { ParsedRow, ParsedTable } from './types.js';

/** The units per case of a pack: the count before its '/' or 'x' ('12/6OZ', '24 x 355ML'), or null. */
export function unitsPerCase(text: string): number | null {
  const m = /(?:^|\s)(\d{1,3})\s*(?:\/|x|×)\s*#?\d/i.exec(text.trim());
  const n = m ? Number(m[1]) : 0;
  return n >= 2 ? n : null;
}

export function pricedPerEachOfPack(
  table: ParsedTable,
  row: ParsedRow,
  cells: { q: Cell | null; p: Cell | null; a: Cell | null },
  style: DecimalStyle,
): Judged | null {
  const { q, p, a } = cells;
  if (!q || !p || !a) return null;
  const quantity = splitQuantityUnit(q.text, style).quantity;
  const price = parseNumber(p.text, style);
  const amount = parseNumber(a.text, style);
  if (quantity === null || price === null || amount === null || quantity <= 0 || price <= 0) return null;
  if (cents(quantity * price) === cents(amount)) return null;
  const packs = table.headers
    .filter((h, i) => (table.fields[i] === 'unit' || table.fields[i] === 'name') && row.values[h]?.trim())
    .map((h) => unitsPerCase(row.values[h]))
    .filter((n): n is number => n !== null);
  const units = packs.find((n) => cents(quantity * n * price) === cents(amount));
  if (units === undefined) return null;
  const casePrice = Math.round(units * price * 10_000) / 10_000;
  const text = String(casePrice);
  row.values[p.header] = style === 'comma' ? text.replace('.', ',') : text;
  return {
    check: lineCheck(
      'reconciled',
      `Priced per each: ${plainNumber(quantity)} × ${units} × ${money(price)} = ${money(amount)}`,
    ),
    figures: { quantity, price: casePrice, amount },
  };
}
