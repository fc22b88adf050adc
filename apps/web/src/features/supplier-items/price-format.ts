import { type DecimalLike, formatMoney } from '@app/contracts';

/** A number as the item forms take it: plain decimal text ('12.5', '.5'), as the server reads it. */
export const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A price with 2 decimals, or up to 5 when the price needs them: "12.50000" → "$12.50", "0.12345" → "$0.12345".
 * Empty for non-numbers.
 */
export function formatPrice(value: DecimalLike | null | undefined): string {
  return formatMoney(value, { maxDecimals: 5 });
}
