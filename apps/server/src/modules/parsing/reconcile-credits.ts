/**
 * Credits, deposits and payments on the invoice's own lines. A line credited back whose amount alone carries the minus
 * ('1 CS 32.10 32.10-', 'CREDIT - TOMATO DAMAGED') is goods returned: its quantity is taken back as well, so that
 * quantity × unit price gives the amount. A deposit on a container (keg, bottle, can, crate, cylinder) is billed on a
 * line of its own, not a payment on account; a payment, a balance or a card tendered read inside the table is no item.
 */
import { cents } from './reconcile-repairs.js';
import { summaryKind } from './table/keywords.js';
import { normalizeText } from './text.js';

const CONTAINERS =
  /^(?:kegs?|bottles?|btls?|cans?|crates?|cases?|cs|cylinders?|cyls?|containers?|totes?|pallets?|drums?|barrels?|bbls?|jugs?|tanks?|shells?|empties|empty|crv|returnables?)$/;

/** A deposit or return of containers ('KEG DEPOSIT', 'BOTTLE DEP', 'CRV'): an item line, not a payment. */
export function containerLine(tokens: string[]): boolean {
  return tokens.some((t) => CONTAINERS.test(t));
}

/**
 * The quantity of a line whose amount is negative while quantity and price are not, and whose figures agree but for
 * that sign: the quantity returned (negative), or null.
 */
export function creditedQuantity(quantity: number, price: number, amount: number): number | null {
  if (!(quantity > 0 && price > 0 && amount < 0)) return null;
  return cents(quantity * price) === cents(-amount) ? -quantity : null;
}

const PAYMENT = new Set(
  (
    'cash change tendered visa mastercard amex debit card payment paid summary rounding arrondi monnaie comptant ' +
    'paiement recu balance deposit credit account interac'
  ).split(' '),
);

/** Why the row's words say it is not an item (a total, tax, charge or payment line), or null. */
export function wordsSayNotItem(text: string): string | null {
  const kind = summaryKind(text);
  if (kind === 'subtotal' || kind === 'end') return 'Looks like a total line, not an item';
  if (kind === 'charge') return 'Looks like a tax or charge line, not an item';
  const tokens = normalizeText(text).split(' ').filter(Boolean);
  if (tokens.length && tokens.length <= 4 && tokens.some((t) => PAYMENT.has(t)) && !containerLine(tokens)) {
    return 'Looks like a payment line, not an item';
  }
  return null;
}

/**
 * A sentence ("Intérêts de 2 % par mois sur les comptes en souffrance."): a note of the terms read beside a figure
 * of the totals, not an item's description (descriptions do not end with a full stop after five words and more).
 */
export function isSentence(text: string): boolean {
  const words = text
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}{2}/u.test(w));
  return words.length >= 5 && /\p{Ll}{2,}\.$/u.test(text.trim());
}
