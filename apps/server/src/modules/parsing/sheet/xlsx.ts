/** Excel workbooks: read through the capped spreadsheet reader, then one table per worksheet. */
import { detectDecimalStyle } from '../numbers.js';
import type { ParsedTable } from '../types.js';
import type { SheetRead } from './csv.js';
import { gridTable } from './grid.js';
import { readXlsxSheets } from './reader.js';

export async function readXlsx(bytes: Uint8Array): Promise<SheetRead> {
  const grids = readXlsxSheets(bytes).map((sheet) => sheet.rows.map((r) => r.cells));
  const style = detectDecimalStyle(grids.flat(2));
  const tables: ParsedTable[] = [];
  const lines: string[] = [];
  grids.forEach((grid, i) => {
    const t = gridTable(grid, i + 1, style);
    if (t) tables.push(t);
    lines.push(...grid.map((r) => r.join('\t')));
  });
  return { tables, lines, pages: grids.length, style };
}
