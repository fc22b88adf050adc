import { CATALOG_IMPORT, formatQuantity, type ItemResult } from '@app/contracts';

/**
 * A cell as CSV text: quoted when it holds a delimiter, quote or line break. Text a spreadsheet would run as a
 * formula (=, +, -, @ first) is prefixed with an apostrophe, unless it is a plain number.
 */
export function csvCell(value: string): string {
  let v = value;
  if (/^[=+\-@\t\r]/.test(v) && !/^[+-]?\d+(\.\d+)?$/.test(v)) v = `'${v}`;
  return /[",\r\n;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** Rows as a CSV file's text, lines ended by CRLF as spreadsheets expect. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The import template: the headers the import reads, with two example rows. */
export function templateCsv(): string {
  return toCsv([CATALOG_IMPORT.templateHeaders, ...CATALOG_IMPORT.templateRows]);
}

/** The catalogue in the template's columns, so an exported file can be edited and imported again. */
export function catalogueCsv(items: readonly ItemResult[]): string {
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name));
  return toCsv([
    CATALOG_IMPORT.templateHeaders,
    ...sorted.map((i) => [
      i.item_code,
      i.name,
      i.category ?? '',
      i.unit,
      i.pack,
      formatQuantity(i.quantity),
      formatQuantity(i.price),
    ]),
  ]);
}

/** A link target for a CSV text (with a byte order mark, so Excel reads accents right). */
export function csvDataUrl(text: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${text}`)}`;
}
