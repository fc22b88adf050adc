import { z } from 'zod';
import { ITEM_CATEGORIES, LIMITS } from './constants.js';
import { idSchema, int32Schema, optionalIdSchema } from './input.js';
import { invoiceNewSupplierBody } from './suppliers.js';

export const INVOICE_MSG = {
  exists: 'INVOICE EXISTS',
  noRestaurant: 'No restaurant available',
  noFile: 'No file',
  invalid: 'Invalid arguments',
  tooLarge: 'The file is larger than 20 MB',
  photosTooLarge: 'The photos together are larger than 20 MB',
  tooManyPhotos: `Upload at most ${LIMITS.uploadMaxPhotos} photos (pages) at a time`,
  notPhotos: 'Choose .png or .jpg photos',
  wrongType: 'The file does not match its extension',
  noInvoices: 'No Scanned Invoices',
  selectOne: 'Please select at least one item to import',
  needName: 'Please enter an item name to complete the import.',
  needSupplier:
    'Please enter the supplier for this invoice. New suppliers must be added before their invoices are imported.',
  needDetails: 'Please enter a matching price, quantity or unit for this item.',
  general: "General import error. This invoice has been flagged for investigation. It can't be imported at this time.",
  importFailed: 'Import failed. Please try again.',
  importedTitle: 'All items have been imported',
  importedBody: 'These items will now appear in search and are available for price comparison.',
  parsing: 'Parsing results....',
} as const;

export const INVOICE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export const DOCUMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'xlsx', 'csv'] as const;

/** A photo (.png, .jpg) of one page of an invoice, among several taken of it. */
export const uploadPhoto = z
  .object({ fileContentBase64: z.string().max(28 * 1024 * 1024), fileName: z.string().trim().min(1).max(255) })
  .strict();

/**
 * One file (fileContentBase64), or several photos of the pages of one invoice (photos, in page order), which are
 * stored together as one PDF of those pages, named fileName with the extension .pdf.
 */
export const invoiceUploadBody = z
  .object({
    fileContentBase64: z
      .string()
      .max(28 * 1024 * 1024)
      .optional(),
    photos: z.array(uploadPhoto).min(1).max(LIMITS.uploadMaxPhotos, INVOICE_MSG.tooManyPhotos).optional(),
    businessId: optionalIdSchema,
    fileName: z.string().trim().min(1).max(255),
    uploadId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{6,100}$/, 'Invalid arguments')
      .optional(),
    kind: z.enum(['invoice', 'document']).default('invoice'),
  })
  .strict();

export const invoicePutBody = z
  .object({
    invoiceUploadId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{6,100}$/, 'Invalid arguments'),
    fileName: z.string().trim().min(1).max(255),
    businessId: optionalIdSchema,
    fullKey: z.string().max(500),
  })
  .strict();

export const invoiceListBody = z
  .object({ businessId: optionalIdSchema, searchName: z.string().trim().max(200).optional() })
  .strict();
export const invoiceIdBody = z.object({ invoiceId: idSchema }).strict();

/** One page of an uploaded invoice or document as an image for display (a photo upright, a PDF page rendered). */
export const invoicePageBody = z
  .object({
    invoiceId: idSchema,
    page: z.coerce
      .number({ error: 'The page must be a whole number from 1' })
      .int('The page must be a whole number from 1')
      .min(1, 'The page must be a whole number from 1')
      .max(10_000, 'The page must be a whole number from 1')
      .default(1),
  })
  .strict();
/** A short-lived link to the page's image (JPEG), the page asked for and how many pages the document has. */
export type InvoicePage = { url: string; page: number; pages: number };

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(max));

export const importRecord = z.object({
  item: z.object({
    name: text(500).optional(),
    category: z.union([z.enum(ITEM_CATEGORIES), z.literal(''), z.literal('None'), z.null()]).optional(),
  }),
  supplier: z.object({
    id: optionalIdSchema,
    name: text(200).nullish(),
    alternateNames: z.union([z.array(z.string()), z.string()]).nullish(),
  }),
  details: z.object({
    price: z.union([z.number(), z.string()]).nullish(),
    unit: text(50).nullish(),
    quantity: z.union([z.number(), z.string()]).nullish(),
    itemCode: text(100).nullish(),
  }),
});
export type ImportRecord = z.infer<typeof importRecord>;

export const invoiceItemsBody = z
  .object({
    records: z.array(z.unknown()).max(100),
    businessId: optionalIdSchema,
    invoiceId: idSchema,
    /** The records' supplier is new to the restaurant: add it, in the import's transaction. */
    newSupplier: invoiceNewSupplierBody.optional(),
  })
  .strict();

/**
 * A restaurant reads and writes its own instructions for one of its suppliers. An admin names the restaurant it
 * acts for; without one, it reads and writes the supplier's shared default (used where a restaurant has none).
 */
export const parseInstructionBody = z
  .object({
    supplierId: idSchema,
    businessId: optionalIdSchema,
    type: z.enum(['Get', 'Put']),
    action: z.enum(['field_association', 'field_split']).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/** The document types a restaurant has filed under one of its suppliers (an admin names the restaurant). */
export const documentTypesBody = z
  .object({
    supplierId: idSchema,
    type: z.literal('get').default('get'),
    businessId: optionalIdSchema,
  })
  .strict();

export const documentUploadBody = z
  .object({
    documentType: z.union([idSchema, z.string().trim().min(1).max(200)]),
    key: z.string().max(500),
    supplierId: idSchema,
    userId: int32Schema.optional(),
    new: z.boolean().default(false),
    name: z.string().trim().min(1).max(200).optional(),
    businessId: optionalIdSchema,
  })
  .strict();

export const fileLinkBody = z
  .object({ Bucket: z.string().max(200).optional(), Key: z.string().min(1).max(500) })
  .strict();

/** The restaurant's secret address for invoices by email (an admin names the restaurant). */
export const inboundAddressBody = z.object({ businessId: optionalIdSchema }).strict();
export type InboundAddress = { address: string };
