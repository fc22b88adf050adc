/** The parser's entry point: any supported upload in, tables, items and invoice details out. */
import { Deadline } from './deadline.js';
import { ParseError } from './errors.js';
import { spaceGluedNames } from './glued-words.js';
import { findInvoiceDate, findInvoiceNumber, findTotal } from './header-fields.js';
import { applyInstructions } from './instructions.js';
import { tableItems } from './items.js';
import { letterheadName } from './letterhead.js';
import type { DocumentRead } from './readers/registry.js';
import { reconcile } from './reconcile.js';
import { rereadDoubtedFigures } from './reread-figures.js';
import { documentReader } from './sniff.js';
import { detectSupplier, findSellerName } from './supplier.js';
import type { Line, ParsedInvoice, ParsedTable, ParseInput } from './types.js';

export const DEFAULT_LIMITS = { maxPages: 50, timeoutMs: 120_000, maxPixels: 40_000_000 };
/** Time kept back from the second reading of doubted figures, for what follows it. */
const REREAD_MARGIN_MS = 1500;

type Read = DocumentRead;

/** Reads the document with the registered reader of its type (checked against its name). */
async function read(input: ParseInput, deadline: Deadline): Promise<Read> {
  const limits = { ...DEFAULT_LIMITS, ...input.limits };
  const reader = documentReader(input.bytes, input.fileName);
  return reader.read(input.bytes, { limits, deadline, eInvoice: input.eInvoice ?? true });
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
  const judge = (tables: ParsedTable[]) => reconcile(tables, r.style, searchLines, total, r.method !== 'ocr');
  // Figures the arithmetic doubts are read again (reread-figures.ts), in the time left but a margin.
  const { tables, reconciliation } = r.rereadFigures
    ? await rereadDoubtedFigures(r.tables, judge, r.rereadFigures, deadline.remaining() - REREAD_MARGIN_MS)
    : { tables: r.tables, reconciliation: judge(r.tables) };
  if (r.method === 'ocr') spaceGluedNames(tables);
  const items = tableItems(tables, r.style);
  const match = detectSupplier([...sellerLines, ...searchLines].filter(Boolean), input.suppliers ?? []);
  return {
    data: tables,
    items,
    supplier: match?.supplier ?? null,
    supplierName:
      r.sellerName ??
      findSellerName(searchLines) ??
      match?.printed ??
      (r.method === 'text' || r.method === 'ocr' ? letterheadName(searchLines, { ocr: r.method === 'ocr' }) : null),
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
