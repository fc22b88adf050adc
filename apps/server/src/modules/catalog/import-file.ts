import { AppError } from '../../lib/errors.js';
import { ParseError } from '../parsing/errors.js';
import { type DocumentType, readerFor } from '../parsing/readers/registry.js';
import { denseRows, SpreadsheetTooLarge } from '../parsing/sheet/reader.js';
import { type ColumnMap, detectHeader } from './import-headers.js';

export { numberText } from '../parsing/sheet/reader.js';

/** The rows of each sheet of a spreadsheet, empty rows kept so a row's index is its number less one. */
function grids(bytes: Uint8Array, type: DocumentType): string[][][] {
  const sheets = readerFor(type).sheets;
  if (!sheets) throw new ParseError(`A catalogue is read from a spreadsheet, not ${readerFor(type).description}.`);
  return sheets(bytes).map(denseRows);
}

/** The rows of a CSV file; a row's index is its number in the file less one. */
export function csvGrid(bytes: Uint8Array): string[][] {
  return grids(bytes, 'csv')[0] ?? [];
}

/**
 * The table of a catalogue file with its header row found: a CSV's only table, or the first worksheet that has
 * one. Files are read by their type's registered reader, through the spreadsheet reader's caps; a file past one
 * is a 413, a file that cannot be read a 400, each with what to do about it.
 */
export async function readCatalogFile(
  bytes: Uint8Array,
  type: DocumentType,
): Promise<{ grid: string[][]; map: ColumnMap | null }> {
  try {
    const all = grids(bytes, type);
    for (const grid of all) {
      const map = detectHeader(grid);
      if (map) return { grid, map };
    }
    return { grid: all.find((g) => g.length) ?? [], map: null };
  } catch (err) {
    if (err instanceof SpreadsheetTooLarge) throw new AppError('PAYLOAD_TOO_LARGE', err.message);
    if (err instanceof ParseError) throw new AppError('VALIDATION', err.message);
    throw err;
  }
}
