/** The parser's entry point: any supported upload in, tables, items and invoice details out. */
import { Deadline } from './deadline.js';
import { pageOverrulesXml } from './einvoice/page-check.js';
import { ParseError } from './errors.js';
import { findInvoiceDate, findInvoiceNumber, findTotal } from './header-fields.js';
import { applyInstructions } from './instructions.js';
import { tableItems } from './items.js';
import { analyseLayout } from './layout-analysis.js';
import type { DecimalStyle } from './numbers.js';
import { readImage } from './ocr/read-image.js';
import { readPdf } from './pdf/read-pdf.js';
import { reconcile } from './reconcile.js';
import { readCsv } from './sheet/csv.js';
import { readXlsx } from './sheet/xlsx.js';
import { checkFileType } from './sniff.js';
import { detectSupplier, findSellerName } from './supplier.js';
import type { Line, ParsedInvoice, ParsedTable, ParseInput, ParseMethod } from './types.js';

export const DEFAULT_LIMITS = { maxPages: 50, timeoutMs: 120_000, maxPixels: 40_000_000 };

type Read = {
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
};

const lineText = (lines: Line[]) => lines.map((l) => l.text);

async function read(input: ParseInput, deadline: Deadline): Promise<Read> {
  const limits = { ...DEFAULT_LIMITS, ...input.limits };
  const type = checkFileType(input.bytes, input.fileName);
  if (type === 'pdf') {
    const pdf = await readPdf(input.bytes, {
      maxPages: limits.maxPages,
      maxPixels: limits.maxPixels,
      deadline,
      eInvoice: input.eInvoice ?? true,
    });
    const layout = analyseLayout(pdf.pages, pdf.ocr);
    if (pdf.eInvoice && pageOverrulesXml(pdf.eInvoice.table, layout.tables, layout.style)) {
      const { invoiceNumber, invoiceDate, total, sellerName } = pdf.eInvoice;
      const method = pdf.ocr ? 'ocr' : 'text';
      return {
        ...layout,
        textLines: lineText(layout.lines),
        pages: pdf.numPages,
        method,
        invoiceNumber,
        invoiceDate,
        total,
        sellerName,
      };
    }
    if (pdf.eInvoice) {
      return {
        tables: [pdf.eInvoice.table],
        lines: layout.lines,
        textLines: lineText(layout.lines),
        pages: pdf.numPages,
        method: 'e-invoice',
        style: 'dot',
        invoiceNumber: pdf.eInvoice.invoiceNumber,
        invoiceDate: pdf.eInvoice.invoiceDate,
        total: pdf.eInvoice.total,
        sellerName: pdf.eInvoice.sellerName,
      };
    }
    return { ...layout, textLines: lineText(layout.lines), pages: pdf.numPages, method: pdf.ocr ? 'ocr' : 'text' };
  }
  if (type === 'png' || type === 'jpeg') {
    const page = await readImage(input.bytes, type, limits.maxPixels, deadline);
    const layout = analyseLayout([page], true);
    return { ...layout, textLines: lineText(layout.lines), pages: 1, method: 'ocr' };
  }
  const sheet = type === 'xlsx' ? await deadline.race(readXlsx(input.bytes)) : readCsv(input.bytes);
  return {
    tables: sheet.tables,
    lines: [],
    textLines: sheet.lines,
    pages: sheet.pages,
    method: 'spreadsheet',
    style: sheet.style,
  };
}

export async function parseDocument(input: ParseInput): Promise<ParsedInvoice> {
  const deadline = new Deadline(input.limits?.timeoutMs ?? DEFAULT_LIMITS.timeoutMs);
  const r = await deadline.race(read(input, deadline));
  applyInstructions(r.tables, input.instructions ?? []);
  const order =
    /\$|USD|CAD/.test(r.textLines.slice(0, 80).join(' ')) && !/€/.test(r.textLines.join(' ')) ? 'mdy' : 'dmy';
  const searchLines: Line[] = r.lines.length
    ? r.lines
    : r.textLines.map((text, i) => ({
        words: text.split(/\s+/).map((t, k) => ({ text: t, x0: k * 10, x1: k * 10 + 8, y0: i * 12, y1: i * 12 + 10 })),
        y0: i * 12,
        y1: i * 12 + 10,
        page: 1,
        text,
        size: 10,
      }));
  const sellerLines = r.sellerName
    ? [
        {
          ...searchLines[0],
          words: [{ text: r.sellerName, x0: 0, x1: 1, y0: 0, y1: 1 }],
          text: r.sellerName,
          page: 1,
          y0: 0,
          y1: 1,
          size: 1,
        },
      ]
    : [];
  const total = r.total ?? findTotal(searchLines, r.style);
  const reconciliation = reconcile(r.tables, r.style, searchLines, total);
  const items = tableItems(r.tables, r.style);
  const match = detectSupplier([...sellerLines, ...searchLines].filter(Boolean), input.suppliers ?? []);
  return {
    data: r.tables,
    items,
    supplier: match?.supplier ?? null,
    supplierName: r.sellerName ?? findSellerName(searchLines) ?? match?.printed ?? null,
    invoiceNumber: r.invoiceNumber ?? findInvoiceNumber(searchLines),
    invoiceDate: r.invoiceDate ?? findInvoiceDate(searchLines, order),
    total,
    reconciliation,
    fileName: input.fileName,
    lines: r.textLines,
    pages: r.pages,
    method: r.method,
  };
}

export { ParseError };
