/** Ground-truth line items of the invoice fixtures, and how many a parse found correctly. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenContainment, tokenSimilarity } from '../text.js';
import type { ParsedItem } from '../types.js';

/** The repository's invoice fixtures (`fixtures/invoices`, each folder with its source's licence). */
export const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../fixtures/invoices',
);

export type TruthLine = { name: string; quantity: number | null; prices: number[] };

export const fixture = (relative: string) => new Uint8Array(readFileSync(path.join(FIXTURES, relative)));

/** invoice2data `<name>.json` lines. */
export function invoice2dataTruth(relative: string): TruthLine[] {
  const data = JSON.parse(readFileSync(path.join(FIXTURES, relative), 'utf8')) as {
    lines: Record<string, unknown>[];
  }[];
  return data[0].lines
    .filter((l) => typeof (l.name ?? l.desc) === 'string' && typeof (l.price_unit ?? l.price) === 'number')
    .map((l) => ({
      name: String(l.name ?? l.desc),
      quantity: Number(l.qty),
      prices: [Number(l.price_unit ?? l.price)],
    }));
}

/** ZUGFeRD corpus `<name>.lines.json` lines. */
export function zugferdTruth(relative: string): TruthLine[] {
  const data = JSON.parse(readFileSync(path.join(FIXTURES, relative), 'utf8')) as { lines: Record<string, string>[] };
  return data.lines
    .filter((l) => l.name)
    .map((l) => ({
      name: l.name,
      quantity: Number(l.quantity),
      prices: [Number(l.net_unit_price), Number(l.gross_unit_price)],
    }));
}

/** Ground-truth lines found with a similar name, the same quantity and a unit price within a cent. */
export function found(truth: TruthLine[], items: ParsedItem[]): number {
  const used = new Set<number>();
  let n = 0;
  for (const t of truth) {
    const i = items.findIndex(
      (it, k) =>
        !used.has(k) &&
        (tokenSimilarity(t.name, it.name) >= 0.6 || tokenContainment(t.name, it.name) >= 0.8) &&
        (t.quantity === null || it.quantity === t.quantity) &&
        t.prices.some((p) => it.unitPrice !== null && Math.abs(it.unitPrice - p) <= 0.01),
    );
    if (i >= 0) {
      used.add(i);
      n++;
    }
  }
  return n;
}
