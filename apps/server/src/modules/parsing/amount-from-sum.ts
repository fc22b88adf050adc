/**
 * A line amount read with its $ sign as more digits ('163,62 $' as '1636283'): the line is left unchecked and the
 * lines fall short of the printed subtotal by its amount. When one unchecked row's quantity × unit price is exactly
 * that gap, and its amount as read begins with those digits (or holds them with one misread), the amount is that
 * product.
 */
import type { DecimalStyle } from './numbers.js';
import { cents, moneyText, readings, usable } from './reconcile-repairs.js';
import { fittedNote, type SummedLine, uncheckedFigures } from './sum-repairs.js';

/**
 * Whether an amount's digits as read are the product's: its digits first, then one or two more (the $ sign), or its
 * digits with one misread, perhaps with the $ sign after them ('41.77%' for 47,77 $).
 */
function readAsProduct(digits: string, product: string): boolean {
  const extra = digits.length - product.length;
  if (extra < 0 || extra > 2) return false;
  if (extra > 0 && digits.startsWith(product)) return true;
  return [...product].filter((d, i) => d !== digits[i]).length <= 1;
}

type Fit = {
  line: SummedLine;
  amount: number;
  price: number;
  priceChange: string | null;
  amountHeader: string;
  priceHeader: string;
};

function fitOf(line: SummedLine, gap: number, style: DecimalStyle): Fit | null {
  const cells = line.value === null ? uncheckedFigures(line, style) : null;
  if (!cells) return null;
  const { price: p, amount: a } = cells;
  const digits = a.text.replace(/[^\d]/g, '');
  for (const price of readings(p.text, style, 'money').filter(usable)) {
    const product = cents(cells.quantity * price.value);
    if (product !== gap || product <= 0) continue;
    if (!readAsProduct(digits, String(product))) continue;
    return {
      line,
      amount: product / 100,
      price: price.value,
      priceChange: price.change,
      amountHeader: a.header,
      priceHeader: p.header,
    };
  }
  return null;
}

/**
 * Fills the amount of the one unchecked row whose quantity × unit price closes the gap to `target` (module
 * comment); changes the row in place and returns the new sum of the lines, or null when nothing was changed.
 */
export function amountFromSum(
  lines: SummedLine[],
  linesTotal: number,
  target: number,
  style: DecimalStyle,
): number | null {
  const gap = cents(target) - cents(linesTotal);
  if (gap <= 0) return null;
  const fits = lines.map((l) => fitOf(l, gap, style)).filter((f): f is Fit => f !== null);
  if (fits.length !== 1) return null;
  const [fit] = fits;
  const { row } = fit.line;
  const was = row.values[fit.amountHeader].trim();
  const repairs = fit.priceChange ? [fit.priceChange] : [];
  if (fit.priceChange) row.values[fit.priceHeader] = moneyText(fit.price, style);
  row.values[fit.amountHeader] = fit.amount.toFixed(2);
  repairs.push(fittedNote(was, fit.amount, 'quantity × unit price'));
  row.check = { status: 'repaired', reason: null, repairs };
  return (cents(linesTotal) + gap) / 100;
}
