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

/**
 * What the parser's arithmetic says of a row: `reconciled` (quantity × unit price = amount, allowing a printed
 * discount), `repaired` (it does after the changes listed in `repairs`, which are already applied to the values),
 * `unchecked` (nothing to check against, or the figures disagree: `reason` says which), `not_item` (a subtotal, tax,
 * charge or payment line read inside the table; the row is not selected).
 */
export type LineStatus = 'reconciled' | 'repaired' | 'unchecked' | 'not_item';

export type LineCheck = { status: LineStatus; reason: string | null; repairs: string[] };

/**
 * Where a row was printed: its page (1-based) and the rectangle around its words as fractions (0–1) of that page's
 * width and height as uploaded (a photo upright after its EXIF orientation), so the review can highlight it.
 */
export type RowBox = { page: number; x0: number; y0: number; x1: number; y1: number };

export type ParsedRow = {
  values: Record<string, string>;
  selected: boolean;
  category: string | null;
  check?: LineCheck;
  box?: RowBox;
};

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

/** The document's figures: the item lines' sum against the printed subtotal or total. */
export type Reconciliation = {
  /** Sum of the item lines' amounts (quantity × unit price where no amount is printed); null without lines. */
  linesTotal: number | null;
  printedSubtotal: number | null;
  printedTotal: number | null;
  /** The printed figure the lines add up to, or null when none does (or none is printed). */
  matches: 'subtotal' | 'total' | null;
  /** linesTotal minus the printed subtotal (the total when no subtotal is printed); null when either is missing. */
  difference: number | null;
  counts: Record<LineStatus, number>;
};

export type ParseMethod = 'text' | 'ocr' | 'spreadsheet' | 'e-invoice';

export type ParsedInvoice = {
  data: ParsedTable[];
  items: ParsedItem[];
  supplier: SupplierRef | null;
  supplierName: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  total: number | null;
  reconciliation: Reconciliation;
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

/**
 * The page as uploaded, when the words were read from a prepared copy of it (a photo straightened, cropped or
 * scaled): its size and the map from a point in word coordinates to a point on it.
 */
export type OriginalPage = { width: number; height: number; toOriginal: (x: number, y: number) => [number, number] };

/** The positioned text of one page. */
export type PageText = { page: number; width: number; height: number; words: Word[]; original?: OriginalPage };
