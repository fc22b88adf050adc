import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { AppError } from '../../lib/errors.js';
import { ParseError } from '../parsing/errors.js';
import { decodeText, guessDelimiter } from '../parsing/sheet/csv.js';
import { checkInflatedZip, checkZip } from '../parsing/sheet/zip-guard.js';
import { type ColumnMap, detectHeader } from './import-headers.js';

const MAX_COLUMNS = 100;

/** A number as a person typed it: 12.35 rather than 12.349999999999999, no exponent for ordinary prices. */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Number.isSafeInteger(n)) return String(n);
  return String(Number(n.toPrecision(12)));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The rows of a CSV file; a row's index is its number in the file less one. */
export function csvGrid(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: guessDelimiter(text) });
  return parsed.data.filter((r) => Array.isArray(r)).map((r) => r.slice(0, MAX_COLUMNS).map((c) => String(c ?? '')));
}

/** The rows of each worksheet, empty rows kept so a row's index is its number less one. */
export async function xlsxGrids(bytes: Uint8Array): Promise<string[][][]> {
  checkZip(bytes);
  checkInflatedZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new ParseError('This Excel file is damaged and cannot be read. Please save it again and upload it.');
  }
  return workbook.worksheets.map((sheet) => {
    const grid: string[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const cells: string[] = [];
      const count = Math.min(row.cellCount, MAX_COLUMNS);
      for (let c = 1; c <= count; c++) cells.push(cellText(row.getCell(c).value).trim());
      grid[rowNumber - 1] = cells;
    });
    return Array.from(grid, (r) => r ?? []);
  });
}

/**
 * The table of a catalogue file with its header row found: a CSV's only table, or the first worksheet that has
 * one. A file that cannot be read is a 400 with what to do about it.
 */
export async function readCatalogFile(
  bytes: Uint8Array,
  kind: 'csv' | 'xlsx',
): Promise<{ grid: string[][]; map: ColumnMap | null }> {
  try {
    const grids = kind === 'csv' ? [csvGrid(bytes)] : await xlsxGrids(bytes);
    for (const grid of grids) {
      const map = detectHeader(grid);
      if (map) return { grid, map };
    }
    return { grid: grids.find((g) => g.length) ?? [], map: null };
  } catch (err) {
    if (err instanceof ParseError) throw new AppError('VALIDATION', err.message);
    throw err;
  }
}
