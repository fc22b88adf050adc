/** Lines of a table read from specks or a heading's remains: a word or two beside a lone figure. */
import { valuesOf } from './items.js';
import type { Field, ParsedRow, ParsedTable } from './types.js';

const filled = (table: ParsedTable, row: ParsedRow, field: Field) => valuesOf(table, row.values, field).filter(Boolean);

/**
 * A lone whole figure of a few digits in the amount column, where the other rows print their amounts with cents and
 * a code each, on a line without code, quantity or price ('he Nee UAE   4' under a dark heading band): not an item.
 */
export function strayFigure(table: ParsedTable, row: ParsedRow): string | null {
  const amount = filled(table, row, 'amount');
  if (amount.length !== 1 || !/^\d{1,3}$/.test(amount[0])) return null;
  if (['quantity', 'unit_price', 'item_code'].some((f) => filled(table, row, f as Field).length)) return null;
  const others = table.rows.filter((r) => r !== row);
  const cents = others.filter((r) => filled(table, r, 'amount').some((t) => /\d[.,]\d{2}(?!\d)/.test(t))).length;
  const coded = others.filter((r) => filled(table, r, 'item_code').length).length;
  if (others.length < 3 || cents < 0.8 * others.length || coded < 0.8 * others.length) return null;
  return 'A lone figure without cents where the other lines print an amount and a code: not an item';
}
