import Papa from 'papaparse';

export type CsvValue = string | number | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

/** Byte-order mark: tells Excel the file is UTF-8 (accents, €, emoji). */
export const CSV_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula: a cell starting with = + - @ tab or CR. A plain negative number
 * (-12.50) is not one and stays a number.
 */
export const CSV_FORMULA = /^(?!-\d+(\.\d+)?$)[=+\-@\t\r]/;

function cell(value: CsvValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return value;
}

/**
 * RFC 4180 text: a header row, then one line per row, CRLF line ends. Text that looks like a formula gets a
 * leading ' (and is quoted); a cell holding a comma, semicolon, quote, line break or edge space is quoted.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const text = Papa.unparse(
    [columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => cell(c.value(row))))],
    {
      newline: '\r\n',
      escapeFormulae: CSV_FORMULA,
      // Excel in many locales splits on semicolons.
      quotes: (value: unknown) => typeof value === 'string' && value.includes(';'),
    },
  );
  return `${text}\r\n`;
}

/** The file's content as Excel opens it: BOM + CSV, typed text/csv in UTF-8. */
export function csvBlob(csv: string): Blob {
  return new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
}

/** A link target for CSV text, for an `<a download>` that needs no click handler. */
export function csvDataUrl(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`${CSV_BOM}${csv}`)}`;
}

/** "Spend by supplier", "All" on 2026-11-22 → "spend-by-supplier-all-2026-11-22.csv". */
export function csvFilename(parts: readonly string[], day: string): string {
  const slug = [...parts, day]
    .join('-')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'export'}.csv`;
}

/** Saves rows as a CSV file through the browser's download. */
export function downloadCsv<T>(filename: string, rows: readonly T[], columns: readonly CsvColumn<T>[]): void {
  const url = URL.createObjectURL(csvBlob(toCsv(rows, columns)));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
