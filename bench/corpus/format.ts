/** How a family prints money, quantities, weights and dates. */
import type { Family, Money } from './family.js';

/** Rounds to cents the way the invoices do (half away from zero, on the decimal value). */
export const round2 = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 100 + 1e-7)) / 100;
export const round3 = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 1000 + 1e-7)) / 1000;
export const round4 = (x: number) => (Math.sign(x) * Math.round(Math.abs(x) * 10000 + 1e-7)) / 10000;

const french = (m: Money) => m.style === 'frsuffix' || m.style === 'frcomma' || m.style === 'eu';

function group(intPart: string, sep: string): string {
  return intPart.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** A number with `decimals` decimals in the family's style, without currency sign. */
export function decimal(x: number, decimals: number, m: Money, thousands = true): string {
  const [i, d] = Math.abs(x).toFixed(decimals).split('.');
  const sign = x < 0 ? '-' : '';
  if (m.style === 'plain') return `${sign}${i}${d ? `.${d}` : ''}`;
  if (m.style === 'frcomma') return `${sign}${i}${d ? `,${d}` : ''}`;
  if (m.style === 'eu') return `${sign}${thousands ? group(i, '.') : i}${d ? `,${d}` : ''}`;
  if (m.style === 'frsuffix') return `${sign}${thousands ? group(i, ' ') : i}${d ? `,${d}` : ''}`;
  return `${sign}${thousands ? group(i, ',') : i}${d ? `.${d}` : ''}`;
}

/** An amount (two decimals) or a unit price (the family's unit decimals) as printed. */
export function money(x: number, m: Money, unitPrice = false): string {
  const decimals = unitPrice ? m.unitDecimals : 2;
  const body = decimal(x, decimals, m);
  const sign = !unitPrice || m.signOnPrice;
  const symbol = m.symbol ?? '$';
  if (m.style === 'dollar' && sign) return x < 0 ? `-${symbol}${body.slice(1)}` : `${symbol}${body}`;
  if (m.style === 'frsuffix' && sign) return `${body} ${symbol}`;
  if (m.style === 'eu' && sign && m.symbol) return x < 0 ? `-${symbol} ${body.slice(1)}` : `${symbol} ${body}`;
  return body;
}

/** A billed quantity: whole numbers plain (or with .00), fractions (weights) with the family's weight decimals. */
export function quantity(q: number, f: Family): string {
  if (Number.isInteger(q) && f.qtyDecimals === 0) return String(q);
  return decimal(q, Number.isInteger(q) ? 2 : f.weightDecimals, f.money, false);
}

export const weight = (w: number, f: Family) => decimal(w, f.weightDecimals, f.money, false);

/** A tax rate as printed: `20%`, `0%`, `14.975%` (`14,975 %` in French). */
export function percent(rate: number, f: Family): string {
  const digits = String(round3(rate * 100));
  return f.lang === 'fr' ? `${digits.replace('.', ',')} %` : `${digits}%`;
}

export const decimalComma = (f: Family) => french(f.money);

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

const pad = (n: number) => String(n).padStart(2, '0');

/** A date (UTC) in the family's format. */
export function date(d: Date, f: Family): string {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  switch (f.dates) {
    case 'mdy':
      return `${pad(m + 1)}/${pad(day)}/${y}`;
    case 'iso':
      return `${y}-${pad(m + 1)}-${pad(day)}`;
    case 'dmy':
      return `${pad(day)}/${pad(m + 1)}/${y}`;
    case 'long':
      return `${MONTHS_EN[m]} ${day}, ${y}`;
    case 'frlong':
      return `${day} ${MONTHS_FR[m]} ${y}`;
  }
}

/** A date in a line's date column: the family's format without the year where it is short. */
export function shortDate(d: Date, f: Family): string {
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  switch (f.dates) {
    case 'mdy':
      return `${pad(m + 1)}/${pad(day)}`;
    case 'dmy':
    case 'frlong':
      return `${pad(day)}/${pad(m + 1)}`;
    case 'iso':
      return date(d, f);
    case 'long':
      return `${MONTHS_EN[m]} ${day}`;
  }
}
