const MAX_DECIMALS = 5;

export const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A stored decimal ("12.50000") as the text to edit ("12.5"). */
export function decimalText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const s = String(value);
  if (!s.includes('.')) return s;
  return s.replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * A price with 2 decimals, or up to 5 when the price needs them: "12.50000" → "$12.50", "0.12345" → "$0.12345".
 * Empty for non-numbers.
 */
export function formatPrice(value: string | number | null | undefined): string {
  const t = decimalText(value);
  if (!NUMBER_TEXT.test(t)) return '';
  const negative = t.startsWith('-');
  const [whole, frac = ''] = t.replace(/^[+-]/, '').split('.');
  const cents = frac.padEnd(2, '0').slice(0, MAX_DECIMALS);
  const grouped = (whole || '0').replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${cents}`;
}
