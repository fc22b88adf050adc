import { z } from 'zod';
import { LIMITS } from './constants.js';
import { MAX_ID } from './input.js';

/**
 * A supplier's catalogue import (the Items page): a CSV or Excel file is read into rows for review, then the
 * reviewed rows become the supplier's items and prices, which connected restaurants find in search.
 */
export const CATALOG_IMPORT = {
  maxRows: 5000,
  extensions: ['csv', 'xlsx'] as const,
  /** The columns of the template and of the catalogue export, in this order. */
  templateHeaders: ['Item code', 'Name', 'Category', 'Unit', 'Pack', 'Quantity', 'Price'] as const,
  templateRows: [
    ['FV-1021', 'Roma Tomatoes', 'Produce', 'CS', '25 LB', '1', '32.50'],
    ['FV-2001', 'Chicken Breast, Boneless Skinless', 'Poultry', 'LB', '4x10 LB', '40', '3.10'],
  ] as const,
  /** A new price this far (in percent) from the current one is flagged in the review. */
  bigPriceChangePercent: 50,
} as const;

export const CATALOG_IMPORT_MSG = {
  wrongExtension: 'Choose a .csv or .xlsx file',
  noRows: 'The file has no item rows',
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} item rows. Import at most ${CATALOG_IMPORT.maxRows.toLocaleString('en-US')} at a time: split the file and import each part.`,
  noHeader:
    'No header row was found. The first row should name the columns, for example Item code, Name, Unit, Pack, Price, Category.',
  missingColumns: (names: string[]) => `The file has no ${names.join(' or ')} column.`,
  notFound: 'This import was not found. Choose the file again.',
  uploadReused: 'This upload id belongs to another file. Choose the file again.',
  nothingToImport: 'Please select at least one item to import',
  imported: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} imported`,
} as const;

const uploadId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{6,100}$/, 'Invalid arguments');

export const itemImportPreviewBody = z
  .object({
    fileContentBase64: z.string().max(LIMITS.uploadBase64MaxChars),
    fileName: z.string().trim().min(1).max(255),
    /** Chosen by the client once per file; the commit names it again, which makes a repeated commit harmless. */
    uploadId: uploadId.optional(),
  })
  .strict();
export type ItemImportPreviewInput = z.infer<typeof itemImportPreviewBody>;

export const itemImportCommitBody = z
  .object({
    uploadId,
    /** Row numbers the reviewer left out; rows with errors are never imported. */
    excludeRows: z.array(z.number().int().positive().max(MAX_ID)).max(CATALOG_IMPORT.maxRows).default([]),
  })
  .strict();
export type ItemImportCommitInput = z.infer<typeof itemImportCommitBody>;

export const IMPORT_FIELDS = ['itemCode', 'name', 'category', 'unit', 'pack', 'quantity', 'price'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** What importing a row does: a new item, a change to an existing one, nothing, or nothing because of errors. */
export const importActionSchema = z.enum(['new', 'update', 'unchanged', 'error']);
export type ImportAction = z.infer<typeof importActionSchema>;

export const catalogImportRowSchema = z.object({
  /** The row's number in the file (the header row counts), as a spreadsheet shows it. */
  row: z.number(),
  itemCode: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  unit: z.string(),
  pack: z.string(),
  /** Exact decimals as text; price is null when the row has no valid price. */
  quantity: z.string(),
  price: z.string().nullable(),
  action: importActionSchema,
  /** The existing item the row updates. */
  itemId: z.number().nullable(),
  /** For updates: which fields change (name, price, ...). */
  changes: z.array(z.string()),
  /** For an update of the price: the price it replaces, and the change in whole percent (null from a price of 0). */
  previousPrice: z.string().nullable().optional(),
  priceChangePercent: z.number().nullable().optional(),
  /** The price moves by more than CATALOG_IMPORT.bigPriceChangePercent: worth a second look. */
  bigPriceChange: z.boolean().optional(),
  errors: z.array(z.string()),
});
export type CatalogImportRow = z.infer<typeof catalogImportRowSchema>;

export const catalogImportCountsSchema = z.object({
  total: z.number(),
  new: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  errors: z.number(),
});
export type CatalogImportCounts = z.infer<typeof catalogImportCountsSchema>;

export const catalogImportPreviewSchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  columns: z.array(z.object({ field: z.enum(IMPORT_FIELDS), header: z.string() })),
  warnings: z.array(z.string()),
  rows: z.array(catalogImportRowSchema),
  counts: catalogImportCountsSchema,
  /** 'imported' when this upload was committed already. */
  status: z.enum(['preview', 'imported']),
});
export type CatalogImportPreview = z.infer<typeof catalogImportPreviewSchema>;

export const catalogImportResultSchema = z.object({
  status: z.literal('SUCCESS'),
  uploadId: z.string(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Rows left out by the reviewer. */
  skipped: z.number(),
  errors: z.array(z.object({ row: z.number(), errors: z.array(z.string()) })),
  /** True when this upload had been committed before and nothing was written now. */
  repeated: z.boolean(),
});
export type CatalogImportResult = z.infer<typeof catalogImportResultSchema>;
