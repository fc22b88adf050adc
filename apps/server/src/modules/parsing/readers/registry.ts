/**
 * The document types the product reads, each registered once: how a file of the type is named and served, how it is
 * recognised from its first bytes, and how it is read. Every upload path, the file-type sniffer and the parser work
 * from this list, so a new type is one entry here. Recognising a file is cheap; each reader loads its engine (PDF,
 * OCR) only when a document is read, so the API process that only checks uploads never loads them.
 */
import type { Deadline } from '../deadline.js';
import type { DecimalStyle } from '../numbers.js';
import type { RereadCells } from '../reread-figures.js';
import { readCsvSheet, readXlsxSheets, type Sheet } from '../sheet/reader.js';
import type { Line, ParsedTable, ParseMethod } from '../types.js';

export type DocumentType = 'pdf' | 'png' | 'jpeg' | 'xlsx' | 'csv';

/** What a reader needs besides the bytes: the page and pixel caps and the document's time budget. */
export type ReadContext = {
  limits: { maxPages: number; maxPixels: number };
  deadline: Deadline;
  /** Read an embedded e-invoice (ZUGFeRD, Factur-X, XRechnung, UBL) when a PDF carries one. */
  eInvoice: boolean;
};

/** A document as read: its tables and lines, before items, supplier and invoice details are taken from them. */
export type DocumentRead = {
  tables: ParsedTable[];
  lines: Line[];
  textLines: string[];
  pages: number;
  method: ParseMethod;
  style: DecimalStyle;
  invoiceNumber?: string | null;
  invoiceDate?: string | null;
  total?: number | null;
  sellerName?: string | null;
  /**
   * Reads cells of the tables again with a second OCR engine from the page images they were read from (OCR readings
   * only), for the rows whose arithmetic does not hold (reread-figures.ts).
   */
  rereadFigures?: RereadCells;
};

export type DocumentReader = {
  type: DocumentType;
  /** File name extensions, lower case, without the dot. */
  extensions: readonly string[];
  /** The content type the file is stored and served with. */
  contentType: string;
  /** The type as a sentence names it: 'a PDF'. */
  description: string;
  /** True when the file's first bytes are this type's. */
  sniff(bytes: Uint8Array): boolean;
  read(bytes: Uint8Array, ctx: ReadContext): Promise<DocumentRead>;
  /** Spreadsheets only: the sheets with their rows, through the one capped spreadsheet reader. */
  sheets?(bytes: Uint8Array): Sheet[];
};

const startsWith = (b: Uint8Array, sig: readonly number[]) => sig.every((v, i) => b[i] === v);

/** A zip archive whose entry names (plain text in its headers) are those of an Excel workbook. */
function isWorkbook(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return false;
  const names = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return names.includes('[Content_Types].xml') && names.includes('xl/');
}

/** UTF-8 text, not markup, JSON or PostScript, with a comma, semicolon or tab in one of its first 20 lines. */
function looksLikeCsv(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.length < bytes.length ? trimPartial(head) : head);
  } catch {
    return false;
  }
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('<') || trimmed.startsWith('{') || trimmed.startsWith('%!')) return false;
  const lines = trimmed
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(0, 20);
  return lines.length > 0 && lines.some((l) => /[,;\t]/.test(l));
}

/** Cuts a UTF-8 buffer before a sequence the 64 KiB window split in two. */
function trimPartial(b: Uint8Array): Uint8Array {
  let end = b.length;
  while (end > 0 && end > b.length - 4 && ((b[end - 1] ?? 0) & 0xc0) === 0x80) end--;
  if (end > 0 && ((b[end - 1] ?? 0) & 0xc0) === 0xc0) end--;
  return b.subarray(0, end);
}

const readSheets = (type: 'xlsx' | 'csv') => async (bytes: Uint8Array, ctx: ReadContext) =>
  (await import('./sheet.js')).readSheetDocument(bytes, type, ctx);
const readImage = async (bytes: Uint8Array, ctx: ReadContext) =>
  (await import('./image.js')).readImageDocument(bytes, ctx);

/** In the order they are tried: CSV, being any delimited text, comes last. */
export const READERS: readonly DocumentReader[] = [
  {
    type: 'pdf',
    extensions: ['pdf'],
    contentType: 'application/pdf',
    description: 'a PDF',
    sniff: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]),
    read: async (bytes, ctx) => (await import('./pdf.js')).readPdfDocument(bytes, ctx),
  },
  {
    type: 'png',
    extensions: ['png'],
    contentType: 'image/png',
    description: 'a PNG image',
    sniff: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    read: readImage,
  },
  {
    type: 'jpeg',
    extensions: ['jpg', 'jpeg'],
    contentType: 'image/jpeg',
    description: 'a JPEG image',
    sniff: (b) => startsWith(b, [0xff, 0xd8, 0xff]),
    read: readImage,
  },
  {
    type: 'xlsx',
    extensions: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    description: 'an Excel workbook',
    sniff: isWorkbook,
    read: readSheets('xlsx'),
    sheets: (bytes) => readXlsxSheets(bytes),
  },
  {
    type: 'csv',
    extensions: ['csv'],
    contentType: 'text/csv; charset=utf-8',
    description: 'a CSV file',
    sniff: looksLikeCsv,
    read: readSheets('csv'),
    sheets: (bytes) => [readCsvSheet(bytes)],
  },
];

const BY_TYPE = new Map(READERS.map((r) => [r.type, r]));
const BY_EXTENSION = new Map(READERS.flatMap((r) => r.extensions.map((e) => [e, r] as const)));

export function readerFor(type: DocumentType): DocumentReader {
  const reader = BY_TYPE.get(type);
  if (!reader) throw new Error(`No reader for ${type}`);
  return reader;
}

/** The reader of files named with this extension (lower case, no dot), if any. */
export function readerForExtension(ext: string): DocumentReader | undefined {
  return BY_EXTENSION.get(ext);
}
