import { AppError } from '../../lib/errors.js';
import { ParseError } from '../parsing/errors.js';
import { denseRows, readSpreadsheet, SpreadsheetTooLarge } from '../parsing/sheet/reader.js';
import { type ColumnMap, detectHeader } from './import-headers.js';

export { numberText } from '../parsing/sheet/reader.js';

/** The rows of a CSV file; a row's index is its number in the file less one. */
export function csvGrid(bytes: Uint8Array): string[][] {
  return denseRows(readSpreadsheet(bytes, 'csv')[0]);
}

/** The rows of each worksheet, empty rows kept so a row's index is its number less one. */
export function xlsxGrids(bytes: Uint8Array): string[][][] {
  return readSpreadsheet(bytes, 'xlsx').map(denseRows);
}

/**
 * The table of a catalogue file with its header row found: a CSV's only table, or the first worksheet that has
 * one. Files are read through the spreadsheet reader's caps; a file past one is a 413, a file that cannot be
 * read a 400, each with what to do about it.
 */
export async function readCatalogFile(
  bytes: Uint8Array,
  kind: 'csv' | 'xlsx',
): Promise<{ grid: string[][]; map: ColumnMap | null }> {
  try {
    const grids = kind === 'csv' ? [csvGrid(bytes)] : xlsxGrids(bytes);
    for (const grid of grids) {
      const map = detectHeader(grid);
      if (map) return { grid, map };
    }
    return { grid: grids.find((g) => g.length) ?? [], map: null };
  } catch (err) {
    if (err instanceof SpreadsheetTooLarge) throw new AppError('PAYLOAD_TOO_LARGE', err.message);
    if (err instanceof ParseError) throw new AppError('VALIDATION', err.message);
    throw err;
  }
}
