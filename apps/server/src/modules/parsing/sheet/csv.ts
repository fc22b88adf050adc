/** CSV uploads: encoding and delimiter detected, one table. */
import Papa from 'papaparse';
import { ParseError } from '../errors.js';
import { type DecimalStyle, detectDecimalStyle } from '../numbers.js';
import type { ParsedTable } from '../types.js';
import { gridTable } from './grid.js';

export type SheetRead = { tables: ParsedTable[]; lines: string[]; pages: number; style: DecimalStyle };

export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The delimiter that splits the most lines into the same number of fields (title lines above a table are common). */
export function guessDelimiter(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .slice(0, 30)
    .map((l) => l.replace(/"[^"]*"/g, '""'));
  let best = ',';
  let bestScore = 0;
  for (const d of [';', '\t', '|', ',']) {
    const counts = lines.map((l) => l.split(d).length - 1).filter((n) => n > 0);
    if (!counts.length) continue;
    const freq = new Map<number, number>();
    for (const n of counts) freq.set(n, (freq.get(n) ?? 0) + 1);
    const score = Math.max(...freq.values());
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

export function readCsv(bytes: Uint8Array): SheetRead {
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimiter: guessDelimiter(text) });
  const grid = parsed.data.filter((r) => Array.isArray(r)).slice(0, 50_000);
  if (!grid.length) throw new ParseError('This CSV file has no rows.');
  const style = detectDecimalStyle(grid.flat());
  const table = gridTable(grid, 1, style);
  return { tables: table ? [table] : [], lines: grid.map((r) => r.join('\t')), pages: 1, style };
}
