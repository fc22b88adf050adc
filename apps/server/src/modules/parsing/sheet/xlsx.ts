/** Excel workbooks: refused when they would expand too far, then one table per worksheet. */
import ExcelJS from 'exceljs';
import { ParseError } from '../errors.js';
import { detectDecimalStyle } from '../numbers.js';
import type { ParsedTable } from '../types.js';
import type { SheetRead } from './csv.js';
import { gridTable } from './grid.js';
import { checkInflatedZip, checkZip } from './zip-guard.js';

const MAX_ROWS = 20_000;
const MAX_COLUMNS = 100;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

export async function readXlsx(bytes: Uint8Array): Promise<SheetRead> {
  checkZip(bytes);
  checkInflatedZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new ParseError('This Excel file is damaged and cannot be read. Please save it again and upload it.');
  }
  const grids: string[][][] = [];
  for (const sheet of workbook.worksheets) {
    const grid: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber > MAX_ROWS) return;
      const cells: string[] = [];
      const count = Math.min(row.cellCount, MAX_COLUMNS);
      for (let c = 1; c <= count; c++) cells.push(cellText(row.getCell(c).value).trim());
      grid[rowNumber - 1] = cells;
    });
    grids.push(Array.from(grid, (r) => r ?? []));
  }
  const style = detectDecimalStyle(grids.flat(2));
  const tables: ParsedTable[] = [];
  const lines: string[] = [];
  grids.forEach((grid, i) => {
    const t = gridTable(grid, i + 1, style);
    if (t) tables.push(t);
    lines.push(...grid.filter((r) => r.some(Boolean)).map((r) => r.join('\t')));
  });
  return { tables, lines, pages: grids.length, style };
}
