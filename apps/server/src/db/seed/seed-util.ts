/** Small helpers for the demo data: a seeded PRNG, exact decimal money and relative dates. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** mulberry32: a tiny deterministic PRNG, so every demo load looks the same. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return { next, int, shuffle, pick: <T>(list: readonly T[]): T => list[int(0, list.length - 1)]! };
}
export type Rng = ReturnType<typeof createRng>;

// Decimals as bigint counts of 1/100000 (the schema's numeric(14, 5)), so money never goes through floats.
const SCALE = 100_000n;

export function toUnits(value: string | number): bigint {
  const text = String(value);
  if (!/^\d+(\.\d{1,5})?$/.test(text)) throw new Error(`Not a decimal with up to 5 places: ${text}`);
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * SCALE + BigInt(frac.padEnd(5, '0'));
}

/** Formats units with 2 to 5 decimals. */
export function fromUnits(units: bigint): string {
  const whole = units / SCALE;
  const frac = (units % SCALE)
    .toString()
    .padStart(5, '0')
    .replace(/0{1,3}$/, '');
  return `${whole}.${frac}`;
}

export function centsToString(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** price x quantity x ordered_quantity in cents, rounded half up. */
export function lineTotalCents(price: string, quantity: string | number, ordered: number): bigint {
  const product = toUnits(price) * toUnits(quantity) * BigInt(ordered); // scale 10^10
  return (product + 50_000_000n) / 100_000_000n;
}

/** The price scaled by permille/1000; prices of a dollar or more are rounded to cents. */
export function scalePrice(price: string, permille: number): string {
  let units = (toUnits(price) * BigInt(permille) + 500n) / 1000n;
  if (units >= SCALE) units = ((units + 500n) / 1000n) * 1000n;
  return fromUnits(units);
}

/** A moment `days` days before now (fractional days allowed). */
export const daysAgo = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY);

export function lookup<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data: no ${what} for ${String(key)}`);
  return value;
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
