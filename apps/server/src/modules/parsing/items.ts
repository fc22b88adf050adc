/** Reading line items out of parsed tables through each table's field mapping. */
import { type DecimalStyle, parseNumber, roundMoney, splitQuantityUnit } from './numbers.js';
import { cents } from './reconcile-repairs.js';
import type { Field, ParsedItem, ParsedTable } from './types.js';

/** The trimmed cells of a row (its values by header) in the columns that hold `field`. */
export function valuesOf(table: ParsedTable, rowValues: Record<string, string>, field: Field): string[] {
  return table.headers.filter((_, i) => table.fields[i] === field).map((h) => (rowValues[h] ?? '').trim());
}

/** "[17589684] Beeswax XL" and "*987123* Olive Oil" carry the item code in front of the name. */
export function splitLeadingCode(name: string): { code: string; name: string } {
  const m = /^\[([^\]\s]{1,30})\]\s*(.+)$/.exec(name) ?? /^\*([0-9A-Za-z-]{3,30})\*\s*(.+)$/.exec(name);
  return m ? { code: m[1], name: m[2].trim() } : { code: '', name };
}

const agrees = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 0.006);

/**
 * "38.75 5.100" in the price cell of a row whose amount is their product: the weight of a catch-weight line, printed
 * in a column of its own that too few lines fill to be read as one, and the price by the pound or kilo.
 */
function weightBeforePrice(
  cell: string,
  amount: number | null,
  style: DecimalStyle,
): { weight: number; price: number } | null {
  const parts = cell.split(/\s+/);
  if (amount === null || parts.length !== 2) return null;
  const [weight, price] = parts.map((p) => parseNumber(p, style));
  if (weight === null || price === null || weight <= 0 || !/[.,]\d{2}$/.test(parts[0])) return null;
  return agrees(weight * price, amount) ? { weight, price } : null;
}

/** The item a table row describes, or null when the row has no name, code or number. */
export function rowItem(table: ParsedTable, values: Record<string, string>, style: DecimalStyle): ParsedItem | null {
  const first = (f: Field) => valuesOf(table, values, f).find(Boolean) ?? '';
  let name = valuesOf(table, values, 'name').filter(Boolean).join(' ');
  let itemCode = first('item_code');
  const lead = splitLeadingCode(name);
  if (lead.code && !itemCode) {
    itemCode = lead.code;
    name = lead.name;
  }
  const q = splitQuantityUnit(first('quantity'), style);
  const units = valuesOf(table, values, 'unit').filter(Boolean);
  const unit = (units.length === 2 && /^\d+$/.test(units[0]) ? `${units[0]} x ${units[1]}` : units.join(' ')) || q.unit;
  let unitPrice = parseNumber(first('unit_price'), style);
  let amount = parseNumber(first('amount'), style);
  const weighed = weightBeforePrice(first('unit_price'), amount, style);
  if (unitPrice === null && weighed) {
    unitPrice = weighed.price;
    q.quantity = weighed.weight;
  }
  // A decimal separator lost in reading ("4999" for 49,99) shows as a factor 100 between the columns.
  if (q.quantity && unitPrice !== null && amount !== null && !agrees(q.quantity * unitPrice, amount)) {
    if (Number.isInteger(unitPrice) && agrees((q.quantity * unitPrice) / 100, amount)) unitPrice /= 100;
    else if (Number.isInteger(amount) && agrees(q.quantity * unitPrice, amount / 100)) amount /= 100;
  }
  if (unitPrice === null && amount !== null) {
    unitPrice = q.quantity ? roundMoney(amount / q.quantity) : amount;
  }
  // One price and no quantity (a till receipt's line, a quantity lost in reading whose price equals the amount): one.
  let quantity = q.quantity;
  if (quantity === null && unitPrice !== null && amount !== null && cents(unitPrice) === cents(amount)) quantity = 1;
  if (!name && !itemCode) return null;
  // A sentence standing where the code goes ("Intérêts de 2 % par mois…") is a note, not an unnamed item.
  if (!name && itemCode.split(/\s+/).filter((w) => /\p{L}{3}/u.test(w)).length >= 3) return null;
  if (q.quantity === null && !unitPrice && !amount) return null;
  return { itemCode, name, unit, quantity, unitPrice, amount };
}

/** Items of all tables; rows that yield no item are marked not selected. */
export function tableItems(tables: ParsedTable[], style: DecimalStyle): ParsedItem[] {
  const items: ParsedItem[] = [];
  for (const table of tables) {
    for (const row of table.rows) {
      if (row.check?.status === 'not_item') {
        row.selected = false;
        continue;
      }
      const item = rowItem(table, row.values, style);
      row.selected = item !== null && !!item.name;
      if (item) items.push(item);
    }
  }
  return items;
}
