/** Shapes of the invoice API answers and of the parser's '{fullKey}.tables.json' (spec section 3). */

export type ParseStatus = 'queued' | 'parsing' | 'parsed' | 'failed';
export type InvoiceStatus = 'pending' | 'imported';

/** A row of /invoice. */
export type InvoiceRow = {
  id: number;
  invoiceId: number;
  /** The upload id. */
  name: string;
  created: string;
  invoice_date: string | null;
  invoice_number: string | null;
  /** The total printed on the invoice, as read. */
  parsed_total: string | null;
  status: InvoiceStatus;
  parse_status: ParseStatus;
  parse_error: string | null;
  kind: 'invoice' | 'document';
  business_id: number;
  businessName: string;
  supplier_id: number | null;
  supplierName: string | null;
  fileName: string;
  full_key: string;
};

export type InvoiceTotals = Record<string, { sum: string | null; supplier_id: number | null }>;

export type InvoiceList = { invoices: InvoiceRow[]; invoiceTotals: InvoiceTotals };

/** The invoice row /invoice_items_get answers with its items. */
export type InvoiceRecord = {
  id: number;
  business_id: number;
  supplier_id: number | null;
  status: InvoiceStatus;
  parse_status: ParseStatus;
  parse_error: string | null;
  kind: 'invoice' | 'document';
  full_key: string;
  file_name: string;
  invoice_number: string | null;
  invoice_date: string | null;
  created_at: string;
  imported_at: string | null;
  supplierName: string | null;
  businessName: string;
};

export type ImportedItem = {
  id: number;
  item_id: number;
  item_price_id: number;
  name: string;
  item_code: string | null;
  unit: string | null;
  quantity: string | null;
  price: string | null;
  category: string | null;
  created_at: string;
};

/** A column's meaning, as the parser and the field_association instruction name it. */
export type Field = 'none' | 'item_code' | 'name' | 'unit' | 'quantity' | 'unit_price' | 'amount' | 'category';

/**
 * The parser's arithmetic on a row: `reconciled` (quantity × unit price = amount), `repaired` (it does after the
 * changes in `repairs`, already applied to the values), `unchecked` (`reason` says why), `not_item` (a subtotal,
 * tax, charge or payment line read inside the table; not selected). Parses stored before the check have none.
 */
export type LineStatus = 'reconciled' | 'repaired' | 'unchecked' | 'not_item';

export type LineCheck = { status: LineStatus; reason: string | null; repairs: string[] };

/**
 * Where a row was printed: its page (1-based) and the rectangle around its words as fractions (0–1) of the page's
 * width and height as uploaded (a photo upright). Absent for spreadsheets, e-invoices and parses stored before.
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

export type SupplierRef = { id: number; name: string; alternate_names: string[] };

/** The item lines' sum against the printed subtotal or total. */
export type Reconciliation = {
  linesTotal: number | null;
  printedSubtotal: number | null;
  printedTotal: number | null;
  /** The printed figure the lines add up to, or null when none does (or none is printed). */
  matches: 'subtotal' | 'total' | null;
  /** linesTotal minus the printed subtotal (or the total when no subtotal is printed). */
  difference: number | null;
  counts: Record<LineStatus, number>;
};

export type ParsedInvoice = {
  data: ParsedTable[];
  /** Absent from parses stored before the parser judged lines. */
  reconciliation?: Reconciliation;
  supplier: SupplierRef | null;
  supplierName: string | null;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  total: number | null;
  fileName: string;
  lines: string[];
  pages: number;
  method: string;
  invoiceId: number;
};

/** The invoice an import works on. */
export type ImportTarget = {
  invoiceId: number;
  fullKey: string;
  /** The restaurant (an admin must name it on every call). */
  businessId: number | null;
  fileName?: string;
};

/** The supplier the imported rows are recorded under: a known one (id), or a name typed by the user. */
export type SupplierChoice = { id: number | null; name: string; alternateNames: string[] };
