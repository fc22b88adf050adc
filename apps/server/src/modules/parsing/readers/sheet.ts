/** Spreadsheets (Excel workbooks, CSV files): one table per sheet, through the capped spreadsheet reader. */
import { readCsv } from '../sheet/csv.js';
import { readXlsx } from '../sheet/xlsx.js';
import type { DocumentRead, ReadContext } from './registry.js';

export async function readSheetDocument(
  bytes: Uint8Array,
  type: 'xlsx' | 'csv',
  ctx: ReadContext,
): Promise<DocumentRead> {
  const sheet = type === 'xlsx' ? await ctx.deadline.race(readXlsx(bytes)) : readCsv(bytes);
  return {
    tables: sheet.tables,
    lines: [],
    textLines: sheet.lines,
    pages: sheet.pages,
    method: 'spreadsheet',
    style: sheet.style,
  };
}
