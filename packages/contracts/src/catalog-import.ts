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
export type ImportAction = 'new' | 'update' | 'unchanged' | 'error';

export type CatalogImportRow = {
  /** The row's number in the file (the header row counts), as a spreadsheet shows it. */
  row: number;
  itemCode: string;
  name: string;
  category: string | null;
  unit: string;
  pack: string;
  /** Exact decimals as text; price is null when the row has no valid price. */
  quantity: string;
  price: string | null;
  action: ImportAction;
  /** The existing item the row updates. */
  itemId: number | null;
  /** For updates: which fields change (name, price, ...). */
  changes: string[];
  /** For an update of the price: the price it replaces, and the change in whole percent (null from a price of 0). */
  previousPrice?: string | null;
  priceChangePercent?: number | null;
  /** The price moves by more than CATALOG_IMPORT.bigPriceChangePercent: worth a second look. */
  bigPriceChange?: boolean;
  errors: string[];
};

export type CatalogImportCounts = { total: number; new: number; updated: number; unchanged: number; errors: number };

export type CatalogImportPreview = {
  uploadId: string;
  fileName: string;
  columns: { field: ImportField; header: string }[];
  warnings: string[];
  rows: CatalogImportRow[];
  counts: CatalogImportCounts;
  /** 'imported' when this upload was committed already. */
  status: 'preview' | 'imported';
};

export type CatalogImportResult = {
  status: 'SUCCESS';
  uploadId: string;
  created: number;
  updated: number;
  unchanged: number;
  /** Rows left out by the reviewer. */
  skipped: number;
  errors: { row: number; errors: string[] }[];
  /** True when this upload had been committed before and nothing was written now. */
  repeated: boolean;
};
