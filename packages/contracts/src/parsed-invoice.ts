/**
 * What the invoice and document parser publishes: '{fullKey}.tables.json' (spec section 3, Parsed invoice), and the
 * instructions that shape it. The server's parser writes these shapes; the web's review reads them.
 */
import { z } from 'zod';

/** A column's meaning, as the parser and the field_association instruction name it. */
export const PARSE_FIELDS = [
  'none',
  'item_code',
  'name',
  'unit',
  'quantity',
  'unit_price',
  'amount',
  'category',
] as const;
export const parseFieldSchema = z.enum(PARSE_FIELDS);
export type ParseField = z.infer<typeof parseFieldSchema>;

/**
 * What the parser's arithmetic says of a row: `reconciled` (quantity × unit price = amount, allowing a printed
 * discount), `repaired` (it does after the changes listed in `repairs`, which are already applied to the values),
 * `unchecked` (nothing to check against, or the figures disagree: `reason` says which), `not_item` (a subtotal, tax,
 * charge or payment line read inside the table; the row is not selected).
 */
export const LINE_STATUSES = ['reconciled', 'repaired', 'unchecked', 'not_item'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];
export const lineCheckSchema = z.object({
  status: z.enum(LINE_STATUSES),
  reason: z.string().nullable(),
  repairs: z.array(z.string()),
});
export type LineCheck = z.infer<typeof lineCheckSchema>;

/**
 * Where a row was printed: its page (1-based) and the rectangle around its words as fractions (0–1) of that page's
 * width and height as uploaded (a photo upright after its EXIF orientation), so the review can highlight it.
 * Spreadsheets and e-invoices have none.
 */
export const rowBoxSchema = z.object({
  page: z.number(),
  x0: z.number(),
  y0: z.number(),
  x1: z.number(),
  y1: z.number(),
});
export type RowBox = z.infer<typeof rowBoxSchema>;

export const parsedRowSchema = z.object({
  /** The row's cells by header. */
  values: z.record(z.string(), z.string()),
  selected: z.boolean(),
  category: z.string().nullable(),
  /** Absent from parses stored before the parser judged lines. */
  check: lineCheckSchema.optional(),
  box: rowBoxSchema.optional(),
});
export type ParsedRow = z.infer<typeof parsedRowSchema>;

export const parsedTableSchema = z.object({
  page: z.number(),
  headers: z.array(z.string()),
  fields: z.array(parseFieldSchema),
  rows: z.array(parsedRowSchema),
});
export type ParsedTable = z.infer<typeof parsedTableSchema>;

/** An item line as the parser understood it (figures as read). */
export const parsedItemSchema = z.object({
  itemCode: z.string(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().nullable(),
  unitPrice: z.number().nullable(),
  amount: z.number().nullable(),
});
export type ParsedItem = z.infer<typeof parsedItemSchema>;

/** A known supplier, as the parser matches an invoice's letterhead against it. */
export const supplierRefSchema = z.object({ id: z.number(), name: z.string(), alternate_names: z.array(z.string()) });
export type SupplierRef = z.infer<typeof supplierRefSchema>;

/** The document's figures: the item lines' sum against the printed subtotal or total. */
export const reconciliationSchema = z.object({
  /** Sum of the item lines' amounts (quantity × unit price where no amount is printed); null without lines. */
  linesTotal: z.number().nullable(),
  printedSubtotal: z.number().nullable(),
  printedTotal: z.number().nullable(),
  /** The printed figure the lines add up to, or null when none does (or none is printed). */
  matches: z.enum(['subtotal', 'total']).nullable(),
  /** linesTotal minus the printed subtotal (the total when no subtotal is printed); null when either is missing. */
  difference: z.number().nullable(),
  counts: z.object({
    reconciled: z.number(),
    repaired: z.number(),
    unchecked: z.number(),
    not_item: z.number(),
  }),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const PARSE_METHODS = ['text', 'ocr', 'spreadsheet', 'e-invoice'] as const;
export type ParseMethod = (typeof PARSE_METHODS)[number];

/**
 * The parsed tables of an uploaded invoice or document, stored as '{fullKey}.tables.json': the tables with their
 * rows, the items read, the supplier recognised, the printed header figures and the text lines.
 */
export const parsedInvoiceSchema = z.object({
  data: z.array(parsedTableSchema),
  items: z.array(parsedItemSchema),
  /** Absent from parses stored before the parser judged lines. */
  reconciliation: reconciliationSchema.optional(),
  supplier: supplierRefSchema.nullable(),
  supplierName: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  total: z.number().nullable(),
  fileName: z.string(),
  lines: z.array(z.string()),
  pages: z.number(),
  method: z.enum(PARSE_METHODS),
  invoiceId: z.number(),
});
export type ParsedInvoice = z.infer<typeof parsedInvoiceSchema>;

/** What each parse instruction action holds (spec section 3, Parse instruction). */
export const PARSE_INSTRUCTION_DATA = {
  field_association: z.object({ fieldMap: z.record(z.string().max(200), parseFieldSchema) }).strict(),
  field_split: z
    .object({
      fields: z.array(z.string().max(200)).min(1).max(10),
      column: z.string().max(200).optional(),
      separator: z.string().max(5).optional(),
    })
    .strict(),
};
