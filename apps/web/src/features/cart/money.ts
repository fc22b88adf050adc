/**
 * Exact money arithmetic on decimal strings: amounts become integers (cents, or scaled BigInts while
 * multiplying) so no binary float is ever summed.
 */

type Scaled = { value: bigint; scale: number };

function parse(input: string | number): Scaled | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? input.toFixed(6) : '') : input.trim();
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && !m[3])) return null;
  const frac = m[3] ?? '';
  const digits = BigInt(`${m[2] || '0'}${frac}`);
  return { value: m[1] === '-' ? -digits : digits, scale: frac.length };
}

/** Rounds a scaled value to cents, half away from zero (like PostgreSQL's round(numeric, 2)). */
function toCents({ value, scale }: Scaled): number {
  if (scale <= 2) return Number(value * 10n ** BigInt(2 - scale));
  const divisor = 10n ** BigInt(scale - 2);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  let cents = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) cents += 1n;
  return Number(negative ? -cents : cents);
}

/** An amount such as "150.00" or 150 in cents; 0 when it is not a number. */
export function amountCents(amount: string | number | null | undefined): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  const p = parse(amount);
  return p ? toCents(p) : 0;
}

/** Line total in cents: price × pack quantity × ordered quantity, rounded once to the cent. */
export function lineCents(price: string | number, packQuantity: string | number, ordered: string | number): number {
  const factors = [parse(price), parse(packQuantity), parse(ordered)];
  if (factors.some((f) => f === null)) return 0;
  const product = (factors as Scaled[]).reduce(
    (acc, f) => ({ value: acc.value * f.value, scale: acc.scale + f.scale }),
    {
      value: 1n,
      scale: 0,
    },
  );
  return toCents(product);
}

/** Cents as a decimal string with two places: 15000 → "150.00". */
export function centsToAmount(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  return `${negative ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
