/**
 * Lines whose quantity cell does not give quantity × unit price = amount, put right from another figure of the line:
 * a weight billed in place of the count (catch weight), or, when the quantity column is empty, a count read into the
 * price cell or a figure standing in another column. Each write-back changes the row's cells and says what it did.
 */
import { type DecimalStyle, parseNumber } from './numbers.js';
import {
  cents,
  countGluedToPrice,
  moneyText,
  type Reading,
  readings,
  restoresPoint,
  wholeQuantity,
} from './reconcile-repairs.js';
import type { LineCheck, LineStatus, ParsedRow } from './types.js';

export type Figures = { quantity: number | null; price: number | null; amount: number | null };
export type Judged = { check: LineCheck; figures: Figures };

export const money = (v: number) => v.toFixed(2);
export const plainNumber = (v: number) => String(Math.round(v * 1000) / 1000);
/** A quantity written back into its cell with the document's decimal mark ('4,278' kg where commas mark decimals). */
export const quantityCell = (v: number, style: DecimalStyle) =>
  style === 'comma' ? plainNumber(v).replace('.', ',') : plainNumber(v);

export const lineCheck = (status: LineStatus, reason: string | null, repairs: string[] = []): LineCheck => ({
  status,
  reason,
  repairs,
});

/** A cell of the row: its column's header and its text. */
export type Cell = { header: string; text: string };

/**
 * A line billed by weight, written back: the weight into the quantity cell (as printed, or with its repair), the
 * price and amount with theirs, and a note of the weight × price. `shown` is the weight as the note gives it.
 */
export function billedByWeight(
  row: ParsedRow,
  cells: { quantity: string; price: string | null; amount: string | null },
  found: { weight: Reading; printed: string; price: Reading; amount: Reading },
  style: DecimalStyle,
  shown: (text: string) => string,
  repairedAlways: boolean,
): Judged {
  const { weight, price, amount } = found;
  const text = weight.change ? quantityCell(weight.value, style) : found.printed;
  row.values[cells.quantity] = text;
  if (price.change && cells.price) row.values[cells.price] = moneyText(price.value, style);
  if (amount.change && cells.amount) row.values[cells.amount] = moneyText(amount.value, style);
  const changes = [weight.change, price.change, amount.change].filter((c): c is string => c !== null);
  const status = repairedAlways || changes.length ? 'repaired' : 'reconciled';
  return {
    check: lineCheck(status, `Billed by weight: ${shown(text)} × ${money(price.value)}`, changes),
    figures: { quantity: weight.value, price: price.value, amount: amount.value },
  };
}

/**
 * A line whose quantity column is empty, filled from another figure: the count read with the price as one figure
 * ('4/5089'), a figure of another column that times the price gives the amount (cases beside a weight column; or
 * with its decimal point lost, or with the price's lost), or null.
 */
export function emptyQuantityRepair(
  row: ParsedRow,
  line: {
    quantityColumn: string | undefined;
    q: Cell | null;
    p: Cell | null;
    qr: Reading[];
    pr: Reading[];
    ar: Reading[];
    extras: Cell[];
    fits: (q: number, p: number, a: number) => boolean;
  },
  style: DecimalStyle,
  exactText: boolean,
): Judged | null {
  const { quantityColumn, q, p, qr, pr, ar, extras, fits } = line;
  // The quantity column is empty on a scan and the price cell holds the count and the price read as one figure
  // ('4/5089', '413694': the rule between them read as a mark or a digit, the price's point lost too).
  const amountRead = ar.find((r) => r.change === null);
  if (!exactText && !qr.length && quantityColumn && p && amountRead) {
    const alone = pr.some((r) => r.change === null && wholeQuantity(r.value, amountRead.value) !== null);
    const glued = alone ? null : countGluedToPrice(p.text, amountRead.value);
    if (glued) {
      row.values[quantityColumn] = quantityCell(glued.count, style);
      row.values[p.header] = moneyText(glued.price, style);
      const change = `"${p.text}" read as ${glued.count} × ${moneyText(glued.price, style)} (a count and its price read as one figure)`;
      return {
        check: lineCheck('repaired', null, [change]),
        figures: { quantity: glued.count, price: glued.price, amount: amountRead.value },
      };
    }
  }
  // The quantity column is empty on this line while another column (cases beside a weight column) holds the figure.
  if (!qr.length && quantityColumn && pr[0]?.change === null && ar[0]?.change === null) {
    const [pv, av] = [pr[0].value, ar[0].value];
    // The figure may stand alone in its cell or run into a neighbour's words ("2/12 LB AVG 26.36 LB").
    const tokens = [...(q ? [q] : []), ...extras].flatMap((e) => [e.text, ...e.text.split(/\s+/)]);
    // A return credited back prints its count negative ('(2)', '3-') beside a negative amount.
    const other = tokens.find((t) => {
      const x = parseNumber(t, style);
      return x !== null && x !== 0 && fits(x, pv, av);
    });
    if (other) {
      row.values[quantityColumn] = other;
      return {
        check: lineCheck('reconciled', null),
        figures: { quantity: parseNumber(other, style), price: pv, amount: av },
      };
    }
    // The figure there lost its decimal point in reading ('421' for a weight of 4.21 read a column early).
    const restored = tokens
      .flatMap((t) => readings(t, style, 'quantity').filter(restoresPoint))
      .find((r) => r.value > 0 && cents(r.value * pv) === cents(av));
    if (restored?.change) {
      row.values[quantityColumn] = quantityCell(restored.value, style);
      return {
        check: lineCheck('repaired', null, [restored.change]),
        figures: { quantity: restored.value, price: pv, amount: av },
      };
    }
  }
  // Or the price lost its decimal point too ('257/BN' for 2.57 beside '18'): the figure of another column times the
  // price with its point put back gives the amount to the cent.
  if (!exactText && !qr.length && quantityColumn && p && ar[0]?.change === null) {
    const av = ar[0].value;
    const tokens = [...(q ? [q] : []), ...extras].flatMap((e) => [e.text, ...e.text.split(/\s+/)]);
    for (const rp of pr.filter(restoresPoint)) {
      const other = tokens.find((t) => {
        const x = parseNumber(t, style);
        return x !== null && x > 0 && cents(x * rp.value) === cents(av);
      });
      if (!other || !rp.change) continue;
      row.values[quantityColumn] = other;
      row.values[p.header] = moneyText(rp.value, style);
      return {
        check: lineCheck('repaired', null, [rp.change]),
        figures: { quantity: parseNumber(other, style), price: rp.value, amount: av },
      };
    }
  }
  return null;
}
