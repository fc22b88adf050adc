/**
 * The one spreadsheet reader (Excel workbooks and CSV files) behind invoice and document parsing and the supplier
 * catalogue import. Every file passes the same caps on sheets, rows, columns and cells, checked while the rows are
 * read and before anything is built: a file past a cap is refused with a message saying which cap and where.
 *
 * Rows come back sparse (only rows that hold a value, with their number in the file), so a workbook whose only cell
 * sits at row 1,048,576 costs one row, never a million empty ones. Workbooks are read from their sheet XML directly:
 * cell values, shared strings, inline strings and date formats only. Merged ranges, validations and formatting are
 * never looked at, because expanding those ranges cell by cell is how a few kilobytes can fill the memory.
 */
import Papa from 'papaparse';
import { ParseError } from '../errors.js';
import { decodeText, guessDelimiter } from './text.js';
import { inflateEntry, ZIP_LIMITS, ZIP_MESSAGES, type ZipEntry, zipEntries } from './zip-guard.js';

export const SHEET_LIMITS = { maxSheets: 50, maxRows: 20_000, maxColumns: 100, maxCells: 400_000 };
export type SheetLimits = typeof SHEET_LIMITS;

/** A row that holds at least one value: its number in the file (1 = first) and its cells from column A. */
export type SheetRow = { number: number; cells: string[] };
export type Sheet = { name: string; rows: SheetRow[] };

const n = (v: number) => v.toLocaleString('en-US');

export const SHEET_MESSAGES = {
  sheets: (count: number, max: number) =>
    `This spreadsheet is too large: it has ${n(count)} sheets and at most ${n(max)} are read. Keep the sheets with items and upload it again.`,
  rows: (sheet: string, row: number, max: number) =>
    `This spreadsheet is too large: ${sheet} has a value in row ${n(row)} and at most ${n(max)} rows are read. Delete the rows below the table (or split the file) and upload it again.`,
  columns: (sheet: string, column: number, max: number) =>
    `This spreadsheet is too large: ${sheet} has a value in column ${n(column)} and at most ${n(max)} columns are read. Delete the columns right of the table and upload it again.`,
  cells: (max: number) =>
    `This spreadsheet is too large: it has more than ${n(max)} cells with values. Split the file and upload each part.`,
  damaged: 'This Excel file is damaged and cannot be read. Please save it again and upload it.',
} as const;

/** A spreadsheet past one of the caps; the message says which. */
export class SpreadsheetTooLarge extends ParseError {}

/** A number as a person typed it: 12.35 rather than 12.349999999999999, no exponent for ordinary prices. */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  if (Number.isSafeInteger(value)) return String(value);
  return String(Number(value.toPrecision(12)));
}

/** Counts what has been read against the caps; throws as soon as one is passed. */
class Caps {
  private cells = 0;
  constructor(private readonly limits: SheetLimits) {}
  value(sheet: string, row: number, column: number): void {
    if (row > this.limits.maxRows) throw new SpreadsheetTooLarge(SHEET_MESSAGES.rows(sheet, row, this.limits.maxRows));
    if (column > this.limits.maxColumns)
      throw new SpreadsheetTooLarge(SHEET_MESSAGES.columns(sheet, column, this.limits.maxColumns));
    if (++this.cells > this.limits.maxCells) throw new SpreadsheetTooLarge(SHEET_MESSAGES.cells(this.limits.maxCells));
  }
}

// ------------------------------------------------------------------------------------------------------------------
// CSV

/** A CSV file as one sheet; rows are streamed from the parser and counted against the caps as they come. */
export function readCsvSheet(bytes: Uint8Array, limits: SheetLimits = SHEET_LIMITS): Sheet {
  const text = decodeText(bytes);
  const caps = new Caps(limits);
  const rows: SheetRow[] = [];
  let number = 0;
  let failure: unknown = null;
  Papa.parse<string[]>(text, {
    delimiter: guessDelimiter(text),
    skipEmptyLines: false,
    step: (result, parser) => {
      number++;
      const data = Array.isArray(result.data) ? result.data : [];
      let last = -1;
      try {
        data.forEach((c, i) => {
          if (clean(String(c ?? '')).trim()) {
            caps.value('the file', number, i + 1);
            last = i;
          }
        });
      } catch (err) {
        failure = err;
        parser.abort();
        return;
      }
      if (last >= 0) rows.push({ number, cells: data.slice(0, last + 1).map((c) => clean(String(c ?? ''))) });
    },
  });
  if (failure) throw failure;
  return { name: 'CSV', rows };
}

// ------------------------------------------------------------------------------------------------------------------
// Excel workbooks (Office Open XML)

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Text as it may reach the database: no NUL or other control characters but tab and line breaks. */
function clean(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

function decode(s: string): string {
  const text = s.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/g, (whole, e: string) => {
    if (!e.startsWith('#')) return ENTITIES[e];
    const code = e.startsWith('#x') ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
  return clean(text);
}

const PREFIX = '(?:[A-Za-z_][\\w.-]*:)?';
const attr = (attrs: string, name: string): string | undefined =>
  new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(attrs)
    ?.slice(1, 3)
    .find((v) => v !== undefined);
/** The text of every <t> element, phonetic runs (<rPh>) left out: a shared or inline string. */
function runsText(xml: string): string {
  const body = xml.replace(new RegExp(`<${PREFIX}rPh\\b[\\s\\S]*?</${PREFIX}rPh>`, 'g'), '');
  let text = '';
  for (const m of body.matchAll(new RegExp(`<${PREFIX}t(?:\\s[^>]*)?>([\\s\\S]*?)</${PREFIX}t>`, 'g')))
    text += decode(m[1]);
  return text;
}

function columnNumber(letters: string): number {
  let c = 0;
  for (const ch of letters.toUpperCase()) c = c * 26 + (ch.charCodeAt(0) - 64);
  return c;
}

/** Built-in number formats that show dates and times. */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);
function isDateFormat(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

type Book = {
  sheets: { name: string; path: string }[];
  strings: string[];
  dateStyles: boolean[];
  date1904: boolean;
};

class WorkbookParts {
  private used = 0;
  constructor(
    private readonly bytes: Uint8Array,
    private readonly entries: Map<string, ZipEntry>,
  ) {}
  has(path: string): boolean {
    return this.entries.has(path);
  }
  /** A part's text; every part read counts against the archive's inflated-size limits. */
  text(path: string): string {
    const e = this.entries.get(path);
    if (!e) throw new ParseError(SHEET_MESSAGES.damaged);
    const room = Math.min(ZIP_LIMITS.maxEntry, ZIP_LIMITS.maxTotal - this.used);
    if (room <= 0) throw new ParseError(ZIP_MESSAGES.tooLarge);
    const data = inflateEntry(this.bytes, e, room);
    this.used += data.length;
    return data.toString('utf8');
  }
}

function resolvePart(base: string, target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : `${base}${target}`).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p && p !== '.') out.push(p);
  }
  return out.join('/');
}

function readBook(parts: WorkbookParts, limits: SheetLimits): Book {
  const bookPath = parts.has('xl/workbook.xml') ? 'xl/workbook.xml' : null;
  if (!bookPath) throw new ParseError(SHEET_MESSAGES.damaged);
  const workbook = parts.text(bookPath);
  const declared = [...workbook.matchAll(new RegExp(`<${PREFIX}sheet\\s([^>]*)>`, 'g'))].map((m) => m[1]);
  if (declared.length > limits.maxSheets)
    throw new SpreadsheetTooLarge(SHEET_MESSAGES.sheets(declared.length, limits.maxSheets));
  const relsPath = 'xl/_rels/workbook.xml.rels';
  const targets = new Map<string, string>();
  if (parts.has(relsPath)) {
    for (const m of parts.text(relsPath).matchAll(new RegExp(`<${PREFIX}Relationship\\s([^>]*)>`, 'g'))) {
      const id = attr(m[1], 'Id');
      const target = attr(m[1], 'Target');
      if (id && target && /\/worksheet$/.test(attr(m[1], 'Type') ?? '')) targets.set(id, resolvePart('xl/', target));
    }
  }
  const sheets: Book['sheets'] = [];
  for (const a of declared) {
    const id = /(?:^|\s)[\w.-]+:id\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(a);
    const path = targets.get(id?.[1] ?? id?.[2] ?? '');
    if (path && parts.has(path)) sheets.push({ name: decode(attr(a, 'name') ?? ''), path });
  }

  const strings: string[] = [];
  if (parts.has('xl/sharedStrings.xml')) {
    const sst = parts.text('xl/sharedStrings.xml');
    for (const m of sst.matchAll(new RegExp(`<${PREFIX}si(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</${PREFIX}si>)`, 'g')))
      strings.push(m[1] ? runsText(m[1]) : '');
  }

  const dateStyles: boolean[] = [];
  if (parts.has('xl/styles.xml')) {
    const styles = parts.text('xl/styles.xml');
    const formats = new Map<number, string>();
    for (const m of styles.matchAll(new RegExp(`<${PREFIX}numFmt\\s([^>]*)>`, 'g')))
      formats.set(Number(attr(m[1], 'numFmtId')), decode(attr(m[1], 'formatCode') ?? ''));
    const xfs = new RegExp(`<${PREFIX}cellXfs\\b[^>]*>([\\s\\S]*?)</${PREFIX}cellXfs>`).exec(styles)?.[1] ?? '';
    for (const m of xfs.matchAll(new RegExp(`<${PREFIX}xf(?=[\\s/>])([^>]*)>`, 'g'))) {
      const id = Number(attr(m[1], 'numFmtId') ?? 0);
      const custom = formats.get(id);
      dateStyles.push(custom !== undefined ? isDateFormat(custom) : DATE_FORMAT_IDS.has(id));
    }
  }
  const pr = new RegExp(`<${PREFIX}workbookPr\\s([^>]*)>`).exec(workbook)?.[1] ?? '';
  const date1904 = ['1', 'true'].includes(attr(pr, 'date1904') ?? '');
  return { sheets, strings, dateStyles, date1904 };
}

function dateText(serial: number, date1904: boolean): string | null {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

function cellText(inner: string, attrs: string, book: Book): string {
  const type = attr(attrs, 't') ?? 'n';
  if (type === 'inlineStr') return runsText(inner);
  const v = new RegExp(`<${PREFIX}v(?:\\s[^>]*)?>([\\s\\S]*?)</${PREFIX}v>`).exec(inner)?.[1];
  if (v === undefined) return '';
  const raw = decode(v);
  switch (type) {
    case 's':
      return book.strings[Number(raw)] ?? '';
    case 'b':
      return raw.trim() === '1' ? 'true' : 'false';
    case 'e':
      return '';
    case 'str':
      return raw;
    case 'd':
      return /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : raw;
    default: {
      const num = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(num)) return raw;
      if (book.dateStyles[Number(attr(attrs, 's') ?? 0)]) return dateText(num, book.date1904) ?? numberText(num);
      return numberText(num);
    }
  }
}

/** The rows of one worksheet's XML that hold values; each value is checked against the caps as it is read. */
function readSheetXml(xml: string, label: string, book: Book, caps: Caps): SheetRow[] {
  const start = xml.search(new RegExp(`<${PREFIX}sheetData[\\s>]`));
  if (start < 0) return [];
  const tags = new RegExp(`<${PREFIX}(row|c)(?=[\\s/>])([^>]*)>`, 'g');
  const cellEnd = new RegExp(`</${PREFIX}c>`, 'g');
  const dataEnd = new RegExp(`</${PREFIX}sheetData>`, 'g');
  dataEnd.lastIndex = start;
  const end = dataEnd.exec(xml)?.index ?? xml.length;
  tags.lastIndex = start;
  const rows = new Map<number, SheetRow>();
  let row = 0;
  let column = 0;
  let current: SheetRow | undefined;
  for (let m = tags.exec(xml); m && m.index < end; m = tags.exec(xml)) {
    const attrs = m[2];
    const selfClosing = attrs.endsWith('/');
    if (m[1] === 'row') {
      const r = Number(attr(attrs, 'r'));
      row = Number.isSafeInteger(r) && r > 0 ? r : row + 1;
      column = 0;
      continue;
    }
    const ref = /^([A-Za-z]{1,4})(\d*)$/.exec(attr(attrs, 'r') ?? '');
    column = ref ? columnNumber(ref[1]) : column + 1;
    const cellRow = ref?.[2] ? Number(ref[2]) : row;
    if (selfClosing) continue;
    cellEnd.lastIndex = tags.lastIndex;
    const close = cellEnd.exec(xml);
    if (!close) throw new ParseError(SHEET_MESSAGES.damaged);
    const text = cellText(xml.slice(tags.lastIndex, close.index), attrs, book);
    tags.lastIndex = cellEnd.lastIndex;
    if (!text.trim()) continue;
    caps.value(label, cellRow, column);
    if (current?.number !== cellRow) {
      current = rows.get(cellRow);
      if (!current) {
        current = { number: cellRow, cells: [] };
        rows.set(cellRow, current);
      }
    }
    while (current.cells.length < column - 1) current.cells.push('');
    current.cells[column - 1] = text;
  }
  return [...rows.values()].sort((a, b) => a.number - b.number);
}

/** The worksheets of an Excel workbook, each with its rows that hold values. */
export function readXlsxSheets(bytes: Uint8Array, limits: SheetLimits = SHEET_LIMITS): Sheet[] {
  const parts = new WorkbookParts(bytes, zipEntries(bytes));
  const book = readBook(parts, limits);
  const caps = new Caps(limits);
  return book.sheets.map((s) => ({
    name: s.name,
    rows: readSheetXml(parts.text(s.path), `sheet "${s.name}"`, book, caps),
  }));
}

/** Reads a spreadsheet by kind; a file past a cap throws SpreadsheetTooLarge, a damaged one a ParseError. */
export function readSpreadsheet(bytes: Uint8Array, kind: 'xlsx' | 'csv', limits: SheetLimits = SHEET_LIMITS): Sheet[] {
  return kind === 'csv' ? [readCsvSheet(bytes, limits)] : readXlsxSheets(bytes, limits);
}

/** A sheet's rows with the empty ones in between, so a row's index is its number less one (within the row cap). */
export function denseRows(sheet: Sheet): string[][] {
  const last = sheet.rows.at(-1)?.number ?? 0;
  const grid: string[][] = Array.from({ length: last }, () => []);
  for (const r of sheet.rows) grid[r.number - 1] = r.cells;
  return grid;
}
