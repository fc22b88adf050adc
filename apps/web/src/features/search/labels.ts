import { formatQuantity, multiply, round, toPlain } from '@app/contracts';
import { formatMoney } from '../../lib/format';
import type { SearchItem } from './types';

/** The price of one ordered pack: price per unit × pack size (spec: line total = price × quantity × ordered). */
export function packPrice(item: Pick<SearchItem, 'price' | 'quantity'>): string {
  return formatMoney(multiply(item.price, item.quantity));
}

const PER_LABEL = { kg: 'kg', l: 'L', each: 'each' } as const;

/** A normalised unit price, e.g. '$2.65 / kg'; empty when the pack could not be read. */
export function formatUnitPrice(value: number | null | undefined, per: SearchItem['unit_price_per']): string {
  if (value === null || value === undefined || !per || !Number.isFinite(value)) return '';
  return `${formatMoney(value)} / ${PER_LABEL[per]}`;
}

/** A percentage with at most one decimal: 7.8 → '7.8', 10 → '10', 0.04 → '0'. */
export function formatPct(value: number): string {
  return Number.isFinite(value) ? toPlain(round(value, 1)) : '';
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
  const size = formatQuantity(item.quantity);
  return size === '1' ? item.unit : `${size} ${item.unit}`.trim();
}
