import { formatMoney } from '../../lib/format';
import type { SearchItem } from './types';

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

function toScaled(value: string): { digits: bigint; scale: number } | null {
  const m = DECIMAL.exec(value.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return null;
  const frac = m[3] ?? '';
  const digits = BigInt(`${m[2] || '0'}${frac}`);
  return { digits: m[1] === '-' ? -digits : digits, scale: frac.length };
}

/** The exact product of two decimal strings ('5.25000' × '20.00000' → '105.0000000000'); null if either is no number. */
export function multiplyDecimals(a: string, b: string): string | null {
  const x = toScaled(a);
  const y = toScaled(b);
  if (!x || !y) return null;
  const product = x.digits * y.digits;
  const scale = x.scale + y.scale;
  const negative = product < 0n;
  const text = (negative ? -product : product).toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const frac = scale > 0 ? `.${text.slice(text.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/** A decimal string without trailing zeros: '20.00000' → '20', '2.50' → '2.5'. */
export function trimDecimal(value: string | number): string {
  const s = String(value).trim();
  if (!/^[+-]?\d*\.\d*$/.test(s)) return s;
  return s.replace(/0+$/, '').replace(/\.$/, '') || '0';
}

/** The price of one ordered pack: price per unit × pack size (spec: line total = price × quantity × ordered). */
export function packPrice(item: Pick<SearchItem, 'price' | 'quantity'>): string {
  const product = multiplyDecimals(item.price, item.quantity);
  return product === null ? '' : formatMoney(product);
}

const PER_LABEL = { kg: 'kg', l: 'L', each: 'each' } as const;

/** A normalised unit price, e.g. '$2.65 / kg'; empty when the pack could not be read. */
export function formatUnitPrice(value: number | null | undefined, per: SearchItem['unit_price_per']): string {
  if (value === null || value === undefined || !per || !Number.isFinite(value)) return '';
  return `${formatMoney(value)} / ${PER_LABEL[per]}`;
}

/** A percentage with at most one decimal: 7.8 → '7.8', 10 → '10', 0.04 → '0'. */
export function formatPct(value: number): string {
  return trimDecimal((Math.round(value * 10) / 10).toFixed(1));
}

export type OfferBadge = { tone: 'save' | 'premium'; text: string; title: string };

/** The comparison badge of an offer: 'Save X%' on the cheapest, '+Y%' on dearer offers of the same product. */
export function offerBadge(
  item: Pick<SearchItem, 'cheapest' | 'saving_pct' | 'premium_pct' | 'offers'>,
): OfferBadge | null {
  if (item.cheapest && item.saving_pct !== null && item.saving_pct > 0) {
    return {
      tone: 'save',
      text: `Save ${formatPct(item.saving_pct)}%`,
      title: `Cheapest of ${item.offers} suppliers: ${formatPct(item.saving_pct)}% less than the dearest`,
    };
  }
  const premium = item.premium_pct ?? null;
  if (premium !== null && premium > 0) {
    return {
      tone: 'premium',
      text: `+${formatPct(premium)}%`,
      title: `${formatPct(premium)}% more than the cheapest of ${item.offers} suppliers`,
    };
  }
  return null;
}

/** What the pack column shows: the supplier's pack text, else pack size and unit ('20 LB'). */
export function packLabel(item: Pick<SearchItem, 'pack' | 'quantity' | 'unit'>): string {
  if (item.pack.trim()) return item.pack.trim();
  const size = trimDecimal(item.quantity);
  return size === '1' ? item.unit : `${size} ${item.unit}`.trim();
}
