/** Public shapes of the invoice and document parser. */

export type Field = 'none' | 'item_code' | 'name' | 'unit' | 'quantity' | 'unit_price' | 'amount' | 'category';

export const FIELDS: readonly Field[] = [
  'none',
  'item_code',
  'name',
  'unit',
  'quantity',
  'unit_price',
  'amount',
  'category',
];

export type ParsedRow = { values: Record<string, string>; selected: boolean; category: string | null };

export type ParsedTable = { page: number; headers: string[]; fields: Field[]; rows: ParsedRow[] };

export type ParsedItem = {
  itemCode: string;
  name: string;
  unit: string;
  quantity: number | null;
  unitPrice: number | null;
  amount: number | null;
};

export type SupplierRef = { id: number; name: string; alternate_names: string[] };

export type ParseInstruction =
  | { action: 'field_association'; data: { fieldMap: Record<string, Field> } }
  | { action: 'field_split'; data: { fields: string[]; separator?: string } };

export type ParseMethod = 'text' | 'ocr' | 'spreadsheet' | 'e-invoice';

export type ParsedInvoice = {
  data: ParsedTable[];
  items: ParsedItem[];
  supplier: SupplierRef | null;
  supplierName: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  total: number | null;
  fileName: string;
  lines: string[];
  pages: number;
  method: ParseMethod;
};

export type ParseLimits = { maxPages?: number; timeoutMs?: number; maxPixels?: number };

export type ParseInput = {
  bytes: Uint8Array;
  fileName: string;
  suppliers?: SupplierRef[];
  instructions?: ParseInstruction[];
  limits?: ParseLimits;
  /** Read an embedded e-invoice (ZUGFeRD, Factur-X, XRechnung, UBL) when the PDF carries one. Default true. */
  eInvoice?: boolean;
};

/** A word on a page with its box; y grows downwards. Units are PDF points or image pixels. */
export type Word = { text: string; x0: number; x1: number; y0: number; y1: number };

/** Words sharing a baseline, ordered by x. */
export type Line = { words: Word[]; y0: number; y1: number; page: number; text: string; size: number };

/** The positioned text of one page. */
export type PageText = { page: number; width: number; height: number; words: Word[] };
