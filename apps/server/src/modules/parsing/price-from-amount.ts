/**
 * A unit price misread ('70' for 7,11) on a row whose amount the printed subtotal confirms: when the lines add up,
 * each amount counted is right, so the price is amount ÷ quantity when that is a figure the price column could print
 * (whole cents, or its own number of decimals) and begins with the digit read first (a coincidence of a misread
 * quantity would rarely do both).
 */
import type { DecimalStyle } from './numbers.js';
import { columnFigures, moneyText, readings } from './reconcile-repairs.js';
import { fittedNote, type SummedLine, uncheckedFigures } from './sum-repairs.js';

/** How the note of a price taken from amount ÷ quantity says how it was read. */
export const PRICE_FROM_AMOUNT = 'amount ÷ quantity';

/** The most decimals the price column prints (at least two: money). */
function priceDecimals(line: SummedLine): number {
  const decimals = columnFigures(line.table, 'unit_price').map((t) => /[.,](\d{1,4})\D*$/.exec(t)?.[1].length ?? 0);
  return Math.max(2, ...decimals);
}

/** A value as a figure of at most `decimals` decimals, or null when it is not one. */
function clean(value: number, decimals: number): number | null {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 ? Math.round(scaled) / 10 ** decimals : null;
}

/**
 * Puts right the unit price of the unchecked rows among `lines` (which add up to the printed subtotal) from amount ÷
 * quantity (module comment); changes the rows in place.
 */
export function pricesFromAmounts(lines: SummedLine[], style: DecimalStyle): void {
  for (const line of lines) {
    const cells = line.value === null ? null : uncheckedFigures(line, style);
    if (!cells || cells.quantity <= 0) continue;
    const amount = readings(cells.amount.text, style, 'money').find((r) => r.change === null)?.value;
    if (amount === undefined || Math.abs(amount - (line.value ?? 0)) > 0.005) continue;
    const { quantity, price: p } = cells;
    const { row } = line;
    const price = clean(amount / quantity, priceDecimals(line));
    const was = p.text;
    const firstDigit = /\d/.exec(was)?.[0];
    if (
      price === null ||
      price <= 0 ||
      (firstDigit &&
        !String(price)
          .replace(/^0\.0*/, '')
          .startsWith(firstDigit))
    )
      continue;
    row.values[p.header] = moneyText(price, style);
    row.check = { status: 'repaired', reason: null, repairs: [fittedNote(was, price, PRICE_FROM_AMOUNT)] };
  }
}
