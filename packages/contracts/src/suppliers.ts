import { z } from 'zod';
import { DELIVERY_DAYS } from './constants.js';
import { DECIMAL_SCALE, hasScale, INPUT_MSG, idSchema, optionalIdSchema } from './input.js';
import { parseDecimal, toNumber } from './money.js';

export const SUPPLIER_MSG = {
  name: 'You must specify Supplier Name',
  minimumOrder: 'You must specify a minimum order',
  orderCutoff: 'You must specify a Order Cutoff',
  deliveryDays: 'You must specify Delivery Days',
  accountNumber: 'Please enter the account number',
  contactName: 'You must specify Contact name',
  contactPhone: 'You must specify Contact phone number',
  contactEmail: 'You must specify Email',
  supplierAdded: 'Supplier has been added!',
  supplierAddedTitle: 'Supplier added',
  contactAdded: 'Contact has been added!',
} as const;

const id = idSchema;
const optionalId = optionalIdSchema;
const text = (max = 200) => z.string().trim().max(max);

/** 'M,W,F': codes Su M Tu W Th F Sa, comma-separated, each at most once. */
export const deliveryDaysSchema = z
  .string()
  .trim()
  .refine(
    (s) => {
      if (s === '') return true;
      const parts = s.split(',');
      return (
        parts.every((p) => (DELIVERY_DAYS as readonly string[]).includes(p)) && new Set(parts).size === parts.length
      );
    },
    { message: 'Delivery days are codes Su, M, Tu, W, Th, F, Sa separated by commas' },
  );

/** Amount text as typed ('$1,500', '150.00') as a number; NaN when it is no amount. */
const amountNumber = (text: string) => {
  const d = parseDecimal(text);
  return d ? toNumber(d) : Number.NaN;
};

/** A non-negative amount, given as a number or as text that reads as one ('150', '150.00'). */
const money = (msg: string) =>
  z
    .union([z.number(), z.string().trim().min(1, msg)], { message: msg })
    .transform((v) => (typeof v === 'number' ? v : amountNumber(v)))
    .pipe(
      z
        .number({ message: msg })
        .min(0, msg)
        .max(1_000_000, msg)
        .refine((n) => hasScale(n, DECIMAL_SCALE.money), INPUT_MSG.decimals(DECIMAL_SCALE.money)),
    );

/** The restaurant's Add / edit supplier form (spec section 3, Supplier connection form). */
export const supplierConnectionBody = z
  .object({
    type: z.enum(['supplier', 'customer']).default('supplier'),
    requestorId: optionalId,
    businessId: optionalId,
    insertBusSupId: optionalId,
    name: z.string({ message: SUPPLIER_MSG.name }).trim().min(1, SUPPLIER_MSG.name).max(200),
    accountNumber: z.string({ message: SUPPLIER_MSG.accountNumber }).trim().min(1, SUPPLIER_MSG.accountNumber).max(100),
    contactName: text().default(''),
    contactPhone: text(40).default(''),
    contactEmail: z.union([z.literal(''), z.email({ message: 'Please enter a valid email address' })]).default(''),
    preferredContactMethod: z.enum(['email', 'phone', 'sms']).default('email'),
    minimumOrder: money(SUPPLIER_MSG.minimumOrder),
    orderCutoff: z.coerce
      .number({ message: SUPPLIER_MSG.orderCutoff })
      .int(SUPPLIER_MSG.orderCutoff)
      .min(0, SUPPLIER_MSG.orderCutoff)
      .max(23, SUPPLIER_MSG.orderCutoff),
    creditTerms: text().default(''),
    deliveryDays: deliveryDaysSchema.refine((s) => s !== '', { message: SUPPLIER_MSG.deliveryDays }),
  })
  .strict();
export type SupplierConnectionInput = z.infer<typeof supplierConnectionBody>;

/**
 * A supplier added from an invoice's review as it is imported: the name read on the invoice, the rest optional (the
 * Suppliers page edits it later).
 */
export const invoiceNewSupplierBody = z
  .object({
    /** An existing supplier record picked in the search; else the oldest of that name, or a new one. */
    insertBusSupId: optionalId,
    name: supplierConnectionBody.shape.name,
    accountNumber: text(100).default(''),
    minimumOrder: money(SUPPLIER_MSG.minimumOrder).default(0),
    orderCutoff: z.coerce
      .number({ message: SUPPLIER_MSG.orderCutoff })
      .int(SUPPLIER_MSG.orderCutoff)
      .min(0, SUPPLIER_MSG.orderCutoff)
      .max(23, SUPPLIER_MSG.orderCutoff)
      .nullish(),
    deliveryDays: deliveryDaysSchema.default(''),
  })
  .strict();
export type InvoiceNewSupplier = z.infer<typeof invoiceNewSupplierBody>;

/** Supplier edit (spec section 3): a restaurant edits its supplier (type supplier), a supplier its customer. */
export const supplierUpdateBody = z
  .object({
    type: z.enum(['supplier', 'customer']),
    businessId: optionalId,
    supplierId: id,
    accountId: text(100).optional(),
    contactName: text().optional(),
    contactEmail: z.union([z.literal(''), z.email({ message: 'Please enter a valid email address' })]).optional(),
    contactPhone: text(40).optional(),
    creditTerms: text().optional(),
    minimumOrder: money(SUPPLIER_MSG.minimumOrder).optional(),
    orderCutoff: z.coerce.number().int().min(0).max(23).nullish(),
    deliveryDays: deliveryDaysSchema.optional(),
    preferredContactMethod: z.enum(['email', 'phone', 'sms']).optional(),
    customerNotes: text(2000).optional(),
    person_id: optionalId,
  })
  .strict();

export const contactBody = z
  .object({
    name: z.string({ message: SUPPLIER_MSG.contactName }).trim().min(1, SUPPLIER_MSG.contactName).max(200),
    phone: z.string({ message: SUPPLIER_MSG.contactPhone }).trim().min(1, SUPPLIER_MSG.contactPhone).max(40),
    email: z
      .string({ message: SUPPLIER_MSG.contactEmail })
      .trim()
      .toLowerCase()
      .min(1, SUPPLIER_MSG.contactEmail)
      .pipe(z.email({ message: SUPPLIER_MSG.contactEmail })),
    role: text(100).default(''),
    default_order_email: z.boolean().default(false),
    supplier_id: id,
    business_id: optionalId,
    user_id: optionalId,
  })
  .strict();

export const supplierSearchBody = z.object({ searchTerm: z.string().max(200) }).strict();
export const personSearchBody = z
  .object({
    email: z.string().max(254).optional(),
    defaultOrderEmail: z.boolean().optional(),
    business_id: optionalId,
    supplier_id: optionalId,
  })
  .strict();
export const customerGetBody = z.object({ supplier_id: optionalId }).strict();
export const supplierGetBody = z
  .object({ business_id: optionalId, fromInvoice: z.boolean().optional(), details: z.boolean().optional() })
  .strict();
export const supplierAccountBody = z.object({ businessId: optionalId, supplierId: id }).strict();
export const submitAccountBody = z
  .object({
    businessId: optionalId,
    supplierId: id,
    accountId: z.string().trim().min(1, SUPPLIER_MSG.accountNumber).max(100),
  })
  .strict();

export const supplierProfileBody = z
  .object({
    name: z.string().trim().min(1, SUPPLIER_MSG.name).max(200),
    orderEmail: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: 'Please enter Email for receiving orders' })),
    alternateNames: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
    address1: text().default(''),
    city: text(100).default(''),
    state: text(100).default(''),
    postalCode: text(20).default(''),
    phone: text(40).default(''),
    website: text().default(''),
    about: text(2000).default(''),
  })
  .strict();

export const deliveryAreaBody = z
  .object({
    id: optionalId,
    kind: z.enum(['city', 'postal_prefix']),
    value: z.string().trim().min(1, 'Enter a city or a postal-code prefix').max(100),
    deliveryDays: deliveryDaysSchema,
    orderCutoff: z.coerce.number().int().min(0).max(23).nullish(),
  })
  .strict();
export const deliveryAreaDeleteBody = z.object({ id }).strict();
export const emptyBody = z.object({}).strict();

/** Alternate names are shown joined by three pipe characters. */
export const ALTERNATE_NAMES_SEPARATOR = '|||';
