/**
 * Quantities of order lines are NUMERIC(12, 3): compared here as whole thousandths (bigint), never as floats.
 * Takes what the database gives ('5.000') or a number the request schema already held to 3 decimals.
 */
export function thousandths(v: string | number): bigint {
  const text = typeof v === 'number' ? v.toFixed(3) : v.trim();
  const m = /^(-?)(\d+)(?:\.(\d{0,3})\d*)?$/.exec(text);
  if (!m) throw new Error(`Not a quantity: ${text}`);
  const whole = BigInt(m[2]) * 1000n + BigInt((m[3] ?? '').padEnd(3, '0'));
  return m[1] ? -whole : whole;
}
