export type CsvValue = string | number | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

/** Byte-order mark: tells Excel the file is UTF-8 (accents, €, emoji). */
export const CSV_BOM = '\uFEFF';

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)$/;
// A cell starting with one of these is run as a formula by spreadsheet programs.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: numbers as they are; text that looks like a formula gets a leading '; quoted when needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = value;
  if (FORMULA_START.test(text) && !NUMERIC.test(text.trim())) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text: a header row, then one line per row, CRLF line ends. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The file's content as Excel opens it: BOM + CSV, typed text/csv in UTF-8. */
export function csvBlob(csv: string): Blob {
  return new Blob([CSV_BOM, csv], { type: 'text/csv;charset=utf-8' });
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
