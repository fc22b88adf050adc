/**
 * Prices per hundred or per thousand (disposables, paper goods and labels by the C or the M): the amount is the
 * quantity in eaches × the price ÷ 100 or ÷ 1000. A line is read so only when it names that pricing unit (beside its
 * price, in its unit column or its price column's heading) and the division gives the amount to the cent; its unit
 * price becomes the price of one each, and its check says so.
 */
import { type DecimalStyle, parseNumber, splitQuantityUnit } from './numbers.js';
import { cents, readings } from './reconcile-repairs.js';
import { type Cell, type Judged, lineCheck, money, plainNumber } from './reconcile-weights.js';
import type { ParsedRow, ParsedTable } from './types.js';

const UNIT = '(M|C|1000|100|CWT|THOUSAND|HUNDRED)';
/** A pricing unit named alone ('M', 'per M', '/C', 'PER 1000'). */
const NAMED = new RegExp(`^(?:per\\s*|\\/\\s*)?${UNIT}\\.?$`, 'i');
/** A price printed with its pricing unit ('12.50/M', '18.00 PER 1000', '3.60/C', '24.99 M'). */
const PRICED = new RegExp(`^(.*\\d)\\s*(?:(?:\\/\\s*|\\s+per\\s+)${UNIT}|\\s+(M|CWT))\\.?$`, 'i');
/** A price column headed with its pricing unit ('Price/M', 'Price per 1000'); not 'U/M', a unit of measure. */
const HEADED = new RegExp(`(?:\\/\\s*|\\bper\\s+)${UNIT}\\b`, 'i');

const divisor = (unit: string): 100 | 1000 => (/^(?:M|1000|THOUSAND)$/i.test(unit) ? 1000 : 100);
const eachPrice = (v: number, style: DecimalStyle) => {
  const text = String(Number(v.toFixed(6)));
  return style === 'comma' ? text.replace('.', ',') : text;
};

/**
 * The line judged as priced per hundred or per thousand, its price cell rewritten as the price of one each; or null
 * when it names no such pricing unit or the division does not give its amount.
 */
export function pricedPerHundreds(
  table: ParsedTable,
  row: ParsedRow,
  cells: { q: Cell | null; p: Cell | null; a: Cell | null },
  style: DecimalStyle,
  /** The figures were read by OCR: a price of bare digits ('4821') may have lost its decimal point (48.21). */
  scanned = false,
): Judged | null {
  const { q, p, a } = cells;
  if (!q || !p || !a) return null;
  const printed = PRICED.exec(p.text.trim());
  let unit = printed?.[2] ?? printed?.[3] ?? null;
  if (!unit) {
    const named = table.headers
      .filter((h, i) => table.fields[i] === 'unit' && row.values[h]?.trim())
      .map((h) => NAMED.exec(row.values[h].trim())?.[1])
      .find(Boolean);
    unit = named ?? (/^U\s*\/\s*M$/i.test(p.header) ? null : (HEADED.exec(p.header)?.[1] ?? null));
  }
  if (!unit) return null;
  const quantity = splitQuantityUnit(q.text, style).quantity;
  const price = parseNumber(printed ? printed[1] : p.text, style);
  const amount = parseNumber(a.text, style);
  if (quantity === null || price === null || amount === null || quantity <= 0 || price <= 0) return null;
  const per = divisor(unit);
  if (cents(quantity * price) === cents(amount)) return null;
  // On a scan, the price may be one whose decimal point was lost ('4821' for 48.21), read as the repairs read it.
  const lost = scanned ? readings(printed ? printed[1] : p.text, style, 'money').filter((r) => r.kind === 'point') : [];
  const read = [{ value: price, change: null }, ...lost].find(
    (r) => cents((quantity * r.value) / per) === cents(amount),
  );
  if (read === undefined) return null;
  const each = read.value / per;
  row.values[p.header] = eachPrice(each, style);
  const name = per === 1000 ? 'thousand' : 'hundred';
  const reason = `Priced per ${name}: ${plainNumber(quantity)} × ${money(read.value)} ÷ ${per} = ${money(amount)}`;
  const repairs = read.change ? [read.change] : [];
  return {
    check: lineCheck(repairs.length ? 'repaired' : 'reconciled', reason, repairs),
    figures: { quantity, price: each, amount },
  };
}
