import { abs, compare, toFixed } from '@app/contracts';

const PER_LABELS: Record<string, string> = { kg: 'kg', l: 'L', each: 'each' };

/** "kg" → "kg", "l" → "L". */
export function perLabel(per: string): string {
  return PER_LABELS[per] ?? per;
}

/** A unit price for comparison: 2 decimals, 4 below a dollar (eggs at $0.3161 each). */
export function formatUnitPrice(value: number, per: string): string {
  if (!Number.isFinite(value)) return '';
  return `$${toFixed(value, compare(abs(value), 1) < 0 ? 4 : 2)} / ${perLabel(per)}`;
}

/** "4.5" → "+4.5%", "-5.6" → "−5.6%". */
export function formatChangePct(pct: string | number): string {
  const n = Number(pct);
  if (!Number.isFinite(n)) return '';
  const text = `${Math.abs(n).toFixed(1)}%`;
  return n > 0 ? `+${text}` : n < 0 ? `\u2212${text}` : text;
}
