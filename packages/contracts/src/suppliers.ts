import { z } from 'zod';
import { supplierClaimConfirmBody, supplierClaimResponse } from './claims.js';
import { DELIVERY_DAYS } from './constants.js';
import type { DeliveryRule } from './delivery-schedule.js';
import { decimalString, endpoint, isoTimestamp } from './endpoint.js';
import { DECIMAL_SCALE, hasScale, INPUT_MSG, idSchema, optionalIdSchema } from './input.js';
import { parseDecimal, toNumber } from './money.js';
import { sessionBusiness } from './user.js';

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

/** A contact the restaurant keeps for one of its suppliers (spec section 3, Contact). */
export const supplierContactSchema = z.object({
  id: z.number(),
  supplier_id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  role: z.string(),
  default_order_email: z.boolean(),
});
export type SupplierContact = z.infer<typeof supplierContactSchema>;

/** When the supplier delivers to the restaurant's address (see delivery-schedule.ts). */
export const deliveryRuleSchema = z.object({
  days: z.array(z.number()).nullable(),
  cutoffHour: z.number().nullable(),
  timeZone: z.string(),
  outsideArea: z.string().nullable(),
}) satisfies z.ZodType<DeliveryRule>;

/**
 * A supplier as /supplier_get lists it (spec section 3, Supplier): the shared record, then the restaurant's account
 * with it (its connection), its contacts, order count and delivery rule. In a list of records that names no
 * restaurant (an admin's list of every supplier, a supplier's own record) the connection's fields are null.
 */
export const supplierSchema = z.object({
  id: z.number(),
  supplier_id: z.number(),
  name: z.string(),
  alternate_names: z.array(z.string()),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  order_email: z.string(),
  registered: z.boolean(),
  person_id: z.number().nullable(),
  account_id: z.string().nullable(),
  credit_terms: z.string().nullable(),
  minimum_order: decimalString.nullable(),
  order_cutoff: z.number().nullable(),
  delivery_days: z.string().nullable(),
  preferred_contact_method: z.string().nullable(),
  contact_name: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  order_count: z.number().nullable(),
  last_order_at: isoTimestamp.nullable(),
  contacts: z.array(supplierContactSchema),
  delivery_rule: deliveryRuleSchema.nullable(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** The restaurant /supplier_get names (spec section 3, Business). */
export const businessSchema = sessionBusiness.omit({ autoImportInvoices: true, lateGraceMinutes: true });

/** A supplier's own record, as its settings tab Supplier edits it. */
export const supplierProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  alternate_names: z.array(z.string()),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postal_code: z.string(),
  phone: z.string(),
  website: z.string(),
  about: z.string(),
  order_email: z.string(),
  registered: z.boolean(),
});
export type SupplierProfile = z.infer<typeof supplierProfileSchema>;

/** A supplier record whose name resembles a search term (the Add supplier form's suggestions). */
export const supplierSuggestionSchema = z.object({
  id: z.number(),
  supplier_id: z.number(),
  name: z.string(),
  alternate_names: z.array(z.string()),
  city: z.string(),
  registered: z.boolean(),
});
export type SupplierSuggestion = z.infer<typeof supplierSuggestionSchema>;

/** A restaurant connected to the supplier, with the supplier's account details for it (My customers). */
export const customerSchema = z.object({
  id: z.number(),
  name: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  account_id: z.string(),
  credit_terms: z.string(),
  minimum_order: decimalString,
  order_cutoff: z.number().nullable(),
  delivery_days: z.string(),
  customer_notes: z.string(),
  created_at: isoTimestamp,
  order_count: z.number(),
});
export type Customer = z.infer<typeof customerSchema>;

/** A city or postal-code prefix the supplier delivers to, with its own days and cutoff. */
export const deliveryAreaSchema = z.object({
  id: z.number(),
  kind: z.enum(['city', 'postal_prefix']),
  value: z.string(),
  deliveryDays: z.string(),
  orderCutoff: z.number().nullable(),
});
export type SupplierDeliveryArea = z.infer<typeof deliveryAreaSchema>;

const success = z.literal('SUCCESS');

export const supplierEndpoints = {
  '/supplier_search': endpoint({
    body: supplierSearchBody,
    response: z.object({ suppliers: z.array(supplierSuggestionSchema) }),
    reads: 'suppliers',
    summary: 'Supplier records whose name or other name resembles the term',
  }),
  '/supplier_get': endpoint({
    body: supplierGetBody,
    response: z.object({
      suppliers: z.array(supplierSchema),
      business: businessSchema.nullable(),
      /** A supplier user's own record. */
      supplierDetails: supplierProfileSchema.optional(),
    }),
    reads: 'suppliers',
    summary: "The restaurant's suppliers; an admin without business_id gets every record, a supplier its own",
  }),
  '/customer_supplier_put': endpoint({
    body: supplierConnectionBody,
    response: z.object({ status: success, supplierId: z.number(), businessId: z.number() }),
    changes: ['suppliers', 'customers', 'items'],
    summary: "Adds a supplier to the restaurant's list",
  }),
  '/customer_supplier_update': endpoint({
    body: supplierUpdateBody,
    response: z.object({ status: success }),
    changes: ['suppliers', 'customers'],
    summary: 'A restaurant edits its supplier, or a supplier its customer',
  }),
  '/supplier_person_put': endpoint({
    body: contactBody,
    response: z.object({ status: success, contact: supplierContactSchema }),
    changes: ['suppliers'],
    summary: "Adds a contact to one of the restaurant's suppliers",
  }),
  '/person_search': endpoint({
    body: personSearchBody,
    response: z.object({ persons: z.array(supplierContactSchema) }),
    reads: 'suppliers',
    summary: "The restaurant's supplier contacts",
  }),
  '/customer_get': endpoint({
    body: customerGetBody,
    response: z.object({ customers: z.array(customerSchema) }),
    reads: 'customers',
    summary: "The supplier's customers",
  }),
  '/supplier_account': endpoint({
    body: supplierAccountBody,
    response: z.object({ accountId: z.string().nullable() }),
    reads: 'suppliers',
    summary: "The restaurant's account number with a supplier",
  }),
  '/submit_account': endpoint({
    body: submitAccountBody,
    response: z.object({ status: success, accountId: z.string() }),
    changes: ['suppliers', 'customers'],
    summary: "Sets the restaurant's account number with a supplier",
  }),
  '/supplier_profile_update': endpoint({
    body: supplierProfileBody,
    response: z.object({ status: success }),
    // The header shows the supplier's name from the session; search results and lists show it too.
    changes: ['suppliers', 'session', 'items'],
    summary: "The supplier's own record",
  }),
  '/supplier_claim_get': endpoint({
    body: emptyBody,
    response: supplierClaimResponse,
    reads: 'claims',
    summary: "The caller's request to manage a supplier record",
  }),
  '/supplier_claim_send_code': endpoint({
    body: emptyBody,
    response: z.object({ sentTo: z.string() }),
    changes: ['claims'],
    summary: "Mails a code to the supplier record's order address",
  }),
  '/supplier_claim_confirm': endpoint({
    body: supplierClaimConfirmBody,
    response: z.object({ status: success, supplierId: z.number() }),
    changes: ['claims', 'session', 'suppliers'],
    summary: 'The right code grants the supplier record',
  }),
  '/delivery_area_get': endpoint({
    body: emptyBody,
    response: z.object({ areas: z.array(deliveryAreaSchema) }),
    reads: 'deliveryAreas',
    summary: "The supplier's delivery areas",
  }),
  '/delivery_area_put': endpoint({
    body: deliveryAreaBody,
    response: z.object({ status: success, id: z.number() }),
    // Restaurants' delivery rules (their supplier list, the cart) follow the areas.
    changes: ['deliveryAreas', 'suppliers'],
    summary: 'Adds or changes a delivery area',
  }),
  '/delivery_area_delete': endpoint({
    body: deliveryAreaDeleteBody,
    response: z.object({ status: success }),
    changes: ['deliveryAreas', 'suppliers'],
    summary: 'Removes a delivery area',
  }),
};
