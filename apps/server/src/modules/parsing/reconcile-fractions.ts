/**
 * Quantities printed as fractions of a case or a dozen ('1/2', '1 1/2', '¾'): half cases and half dozens. A fraction
 * in the quantity column is a quantity only when quantity × unit price gives the amount to the cent, or, on a line
 * without both, when its column is headed as a quantity; it is then written into the cell as a decimal figure.
 */
import { type DecimalStyle, parseNumber, readFraction } from './numbers.js';
import { cents } from './reconcile-repairs.js';
import { quantityCell } from './reconcile-weights.js';
import type { ParsedRow, ParsedTable } from './types.js';

const QUANTITY_HEADING =
  /\b(?:qty|qte|qté|quant|quantity|quantité|cantidad|cant|ship(?:ped)?|ord(?:er(?:ed)?)?|cases?|cs)\b/i;

const cellOf = (table: ParsedTable, row: ParsedRow, field: 'quantity' | 'unit_price' | 'amount') =>
  table.headers
    .filter((_, i) => table.fields[i] === field)
    .map((header) => ({ header, text: (row.values[header] ?? '').trim() }))
    .find((c) => c.text) ?? null;

/**
 * Writes a fraction read in the row's quantity cell as its decimal figure ('1 1/2 CS' as '1.5 CS'); the note that
 * says so, or null when the cell holds no fraction or the line's figures do not bear it out.
 */
export function caseFraction(table: ParsedTable, row: ParsedRow, style: DecimalStyle): string | null {
  const q = cellOf(table, row, 'quantity');
  const fraction = q ? readFraction(q.text) : null;
  if (!q || !fraction) return null;
  const p = cellOf(table, row, 'unit_price');
  const a = cellOf(table, row, 'amount');
  const price = p ? parseNumber(p.text, style) : null;
  const amount = a ? parseNumber(a.text, style) : null;
  if (price !== null && amount !== null) {
    if (cents(fraction.quantity * price) !== cents(amount)) return null;
  } else if (!QUANTITY_HEADING.test(q.header)) return null;
  const figure = quantityCell(fraction.quantity, style);
  row.values[q.header] = fraction.unit ? `${figure} ${fraction.unit}` : figure;
  return `Quantity printed as a fraction: ${q.text} = ${figure}`;
}
