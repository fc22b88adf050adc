/** CSV uploads: encoding and delimiter detected, one table; read through the capped spreadsheet reader. */
import { ParseError } from '../errors.js';
import { type DecimalStyle, detectDecimalStyle } from '../numbers.js';
import type { ParsedTable } from '../types.js';
import { gridTable } from './grid.js';
import { readCsvSheet } from './reader.js';

export { decodeText, guessDelimiter } from './text.js';

export type SheetRead = { tables: ParsedTable[]; lines: string[]; pages: number; style: DecimalStyle };

export function readCsv(bytes: Uint8Array): SheetRead {
  const grid = readCsvSheet(bytes).rows.map((r) => r.cells);
  if (!grid.length) throw new ParseError('This CSV file has no rows.');
  const style = detectDecimalStyle(grid.flat());
  const table = gridTable(grid, 1, style);
  return { tables: table ? [table] : [], lines: grid.map((r) => r.join('\t')), pages: 1, style };
}
