import { z } from 'zod';
import { ITEM_CATEGORIES, LIMITS, UPLOAD_MAX_MB } from './constants.js';
import { decimalString, endpoint, isoTimestamp } from './endpoint.js';
import { idSchema, int32Schema, optionalIdSchema } from './input.js';
import { PARSE_INSTRUCTION_DATA } from './parsed-invoice.js';
import { invoiceNewSupplierBody } from './suppliers.js';

export const INVOICE_MSG = {
  exists: 'INVOICE EXISTS',
  noRestaurant: 'No restaurant available',
  noFile: 'No file',
  invalid: 'Invalid arguments',
  tooLarge: `The file is larger than ${UPLOAD_MAX_MB} MB`,
  photosTooLarge: `The photos together are larger than ${UPLOAD_MAX_MB} MB`,
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
  .object({
    fileContentBase64: z.string().max(LIMITS.uploadBase64MaxChars),
    fileName: z.string().trim().min(1).max(255),
  })
  .strict();

/**
 * One file (fileContentBase64), or several photos of the pages of one invoice (photos, in page order), which are
 * stored together as one PDF of those pages, named fileName with the extension .pdf.
 */
export const invoiceUploadBody = z
  .object({
    fileContentBase64: z.string().max(LIMITS.uploadBase64MaxChars).optional(),
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

export const INVOICE_STATUSES = ['pending', 'imported'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const PARSE_STATUSES = ['queued', 'parsing', 'parsed', 'failed'] as const;
export type ParseStatus = (typeof PARSE_STATUSES)[number];
const kind = z.enum(['invoice', 'document']);

/** A row of the invoice list (spec section 3, Invoice). */
export const invoiceRowSchema = z.object({
  id: z.number(),
  invoiceId: z.number(),
  /** The upload id. */
  name: z.string(),
  created: isoTimestamp,
  invoice_date: isoTimestamp.nullable(),
  invoice_number: z.string(),
  /** The total printed on the invoice, as read. */
  parsed_total: decimalString.nullable(),
  status: z.enum(INVOICE_STATUSES),
  parse_status: z.enum(PARSE_STATUSES),
  parse_error: z.string(),
  kind,
  business_id: z.number(),
  user_id: z.number().nullable(),
  key: z.string(),
  full_key: z.string(),
  fileName: z.string(),
  supplier_id: z.number().nullable(),
  supplierName: z.string().nullable(),
  businessName: z.string(),
});
export type InvoiceRow = z.infer<typeof invoiceRowSchema>;

/** The sum of each invoice's imported items, keyed by invoice id. */
export const invoiceTotalsSchema = z.record(
  z.string(),
  z.object({ sum: decimalString.nullable(), supplier_id: z.number().nullable() }),
);
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;
export const invoiceListSchema = z.object({ invoices: z.array(invoiceRowSchema), invoiceTotals: invoiceTotalsSchema });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

/** One invoice, with its supplier's and restaurant's names. */
export const invoiceRecordSchema = z.object({
  id: z.number(),
  business_id: z.number(),
  supplier_id: z.number().nullable(),
  status: z.enum(INVOICE_STATUSES),
  parse_status: z.enum(PARSE_STATUSES),
  parse_error: z.string(),
  kind,
  full_key: z.string(),
  file_name: z.string(),
  invoice_number: z.string(),
  invoice_date: isoTimestamp.nullable(),
  created_at: isoTimestamp,
  imported_at: isoTimestamp.nullable(),
  supplierName: z.string().nullable(),
  businessName: z.string(),
});
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;

/** An item line imported from an invoice, with the item and price it made. */
export const importedItemSchema = z.object({
  id: z.number(),
  item_id: z.number(),
  item_price_id: z.number(),
  name: z.string(),
  item_code: z.string(),
  unit: z.string(),
  quantity: decimalString,
  price: decimalString,
  category: z.string().nullable(),
  created_at: isoTimestamp,
});
export type ImportedItem = z.infer<typeof importedItemSchema>;

/** A short-lived link to the page's image (JPEG), the page asked for and how many pages the document has. */
export const invoicePageSchema = z.object({ url: z.string(), page: z.number(), pages: z.number() });
export type InvoicePage = z.infer<typeof invoicePageSchema>;

const fieldAssociation = z.object({
  action: z.literal('field_association'),
  data: PARSE_INSTRUCTION_DATA.field_association,
});
const fieldSplit = z.object({ action: z.literal('field_split'), data: PARSE_INSTRUCTION_DATA.field_split });
/** An instruction (spec section 3, Parse instruction): its action and what that action holds. */
export const parseInstructionSchema = z.discriminatedUnion('action', [fieldAssociation, fieldSplit]);
export type ParseInstruction = z.infer<typeof parseInstructionSchema>;
const stored = { id: z.number(), updated_at: isoTimestamp, shared: z.boolean() };
/** A parse instruction as stored: the restaurant's own, or the supplier's shared default (`shared`). */
export const storedInstructionSchema = z.discriminatedUnion('action', [
  fieldAssociation.extend(stored),
  fieldSplit.extend(stored),
]);
export type StoredInstruction = z.infer<typeof storedInstructionSchema>;
const saved = { supplierId: z.number(), shared: z.boolean() };
/** The instruction just saved, and whose it is. */
export const savedInstructionSchema = z.discriminatedUnion('action', [
  fieldAssociation.extend(saved),
  fieldSplit.extend(saved),
]);

export const documentTypeSchema = z.object({ id: z.number(), name: z.string(), created_at: isoTimestamp });
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** An invoice recorded for an upload, and the key its parsed tables are stored beside. */
const invoicePut = z.object({ invoiceId: z.number(), fullKey: z.string() });
const inboundAddress = z.object({ address: z.string() });
export type InboundAddress = z.infer<typeof inboundAddress>;

export const invoiceEndpoints = {
  '/invoice_upload': endpoint({
    body: invoiceUploadBody,
    response: z.object({
      status: z.literal('SUCCESS'),
      uploadId: z.string(),
      key: z.string(),
      fullKey: z.string(),
      fileName: z.string(),
    }),
    summary: 'Stores an uploaded invoice or document (one file, or photos of its pages as one PDF)',
  }),
  '/invoice_put': endpoint({
    body: invoicePutBody,
    response: invoicePut,
    changes: ['invoices'],
    summary: 'Records the invoice of a stored upload and queues its reading',
  }),
  '/invoice': endpoint({
    body: invoiceListBody,
    response: invoiceListSchema,
    reads: 'invoices',
    summary: "A restaurant's invoices (an admin's: every restaurant's, or one's by name), newest upload first",
  }),
  '/invoice_items_get': endpoint({
    body: invoiceIdBody,
    response: z.object({
      items: z.array(importedItemSchema),
      invoice: invoiceRecordSchema,
      total: decimalString.nullable(),
    }),
    reads: 'invoices',
    summary: 'One invoice with the items imported from it and their total',
  }),
  '/invoice_page': endpoint({
    body: invoicePageBody,
    response: invoicePageSchema,
    reads: 'invoices',
    summary: 'A link to one page of an uploaded invoice or document as an image',
  }),
  '/invoice_items': endpoint({
    body: invoiceItemsBody,
    response: z.object({ itemsAdded: z.number(), supplier_id: z.number().nullable() }),
    // Items and prices for search and reports; a new supplier joins the restaurant's lists.
    changes: ['invoices', 'items', 'suppliers', 'reports'],
    summary: "Imports a batch of an invoice's reviewed lines as the restaurant's items and prices",
  }),
  '/invoice_parse_instruction': endpoint({
    body: parseInstructionBody,
    response: z.object({
      instruction: z.union([z.array(storedInstructionSchema), savedInstructionSchema]),
    }),
    reads: 'invoices',
    changes: ['invoices'],
    summary: "Reads (Get) or saves (Put) what a restaurant taught about one supplier's invoices",
  }),
  '/document_types': endpoint({
    body: documentTypesBody,
    response: z.object({ documentTypes: z.array(documentTypeSchema) }),
    reads: 'documents',
    summary: 'The document types a restaurant filed under one of its suppliers',
  }),
  '/document_upload': endpoint({
    body: documentUploadBody,
    response: invoicePut.extend({ documentTypeId: z.number() }),
    changes: ['documents', 'invoices'],
    summary: 'Files an uploaded document under a supplier and a document type, and queues its reading',
  }),
  '/inbound_address': endpoint({
    body: inboundAddressBody,
    response: inboundAddress,
    reads: 'invoices',
    summary: "The restaurant's address for emailed invoices",
  }),
  '/inbound_address_rotate': endpoint({
    body: inboundAddressBody,
    response: inboundAddress,
    changes: ['invoices'],
    summary: 'A new address for emailed invoices; the old one stops working',
  }),
  '/s3_file_link': endpoint({
    body: fileLinkBody,
    response: z.object({ url: z.string() }),
    reads: 'invoices',
    summary: 'A short-lived link to a stored upload or its parsed tables',
  }),
};
