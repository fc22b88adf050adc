import { z } from 'zod';
import { adminClaimsResponse, supplierClaimDecideBody } from './claims.js';
import { ITEM_CATEGORIES } from './constants.js';
import { decimalString, endpoint, isoTimestamp } from './endpoint.js';
import { DECIMAL_SCALE, hasScale, INPUT_MSG, idSchema, numberFromText } from './input.js';

const id = idSchema;
/** A number given as text ('12.50') is read exactly; other text becomes NaN, which the number schema refuses. */
const fromText = (v: unknown) => (typeof v === 'string' ? numberFromText(v) : v);

export const businessSearchBody = z.object({ searchTerm: z.string().trim().max(200).default('') }).strict();
export const orderGuideAdminBody = z.object({ businessId: id }).strict();
export const emptyRequest = z.object({}).strict();

export const reportsBody = z
  .object({
    startTime: z.iso.datetime({ offset: true }).nullish(),
    endTime: z.iso.datetime({ offset: true }).nullish(),
    all: z.boolean().optional(),
    businessId: id.nullish(),
  })
  .strict();

/** A supplier edits or deactivates one of its catalogue items; a new price is added to its history. */
export const itemUpdateBody = z
  .object({
    itemId: id,
    name: z.string().trim().min(1, 'Please enter an item description').max(500).optional(),
    category: z.union([z.enum(ITEM_CATEGORIES), z.literal('None')]).optional(),
    itemCode: z.string().trim().min(1, 'Please enter a item code').max(100).optional(),
    unit: z.string().trim().min(1, 'Please enter the unit the pack is measured by').max(50).optional(),
    pack: z.string().trim().max(100).optional(),
    price: z
      .preprocess(
        fromText,
        z
          .number()
          .min(0, 'Please enter a price')
          .max(1_000_000)
          .refine((n) => hasScale(n, DECIMAL_SCALE.price), INPUT_MSG.decimals(DECIMAL_SCALE.price)),
      )
      .optional(),
    quantity: z
      .preprocess(
        fromText,
        z
          .number()
          .min(0, 'Please enter the pack size')
          .max(1_000_000)
          .refine((n) => hasScale(n, DECIMAL_SCALE.packQuantity), INPUT_MSG.decimals(DECIMAL_SCALE.packQuantity)),
      )
      .optional(),
    active: z.boolean().optional(),
  })
  .strict();

/** A background job that failed for good, on the admin dashboard. */
export const failedJobSchema = z.object({
  id: z.number(),
  name: z.string(),
  attempts: z.number(),
  last_error: z.string(),
  created_at: isoTimestamp,
});
export type FailedJob = z.infer<typeof failedJobSchema>;
export const adminDashboardSchema = z.object({
  pendingInvoices: z.number(),
  ordersToday: z.number(),
  restaurants: z.number(),
  failedJobs: z.array(failedJobSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const businessHitSchema = z.object({ id: z.number(), name: z.string(), city: z.string(), state: z.string() });
export type BusinessHit = z.infer<typeof businessHitSchema>;

/** One item of a restaurant's order guide, at the latest price the restaurant sees (none when it has no price). */
export const orderGuideItemSchema = z.object({
  item_id: z.number(),
  name: z.string(),
  supplier: z.string(),
  price: decimalString.nullable(),
  unit: z.string().nullable(),
  created: isoTimestamp,
  pinned: z.boolean(),
  source: z.string(),
});
export type OrderGuideItem = z.infer<typeof orderGuideItemSchema>;
export const namedItemSchema = z.object({ id: z.number(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

const idLink = z.object({ supplier_id: z.number(), supplier: z.string() });
/** A restaurant's report over a range: spend, price changes, savings, and how its suppliers do. */
export const restaurantReportSchema = z.object({
  spendBySupplier: z.array(idLink.extend({ orders: z.number(), spend: decimalString })),
  spendByCategory: z.array(z.object({ category: z.string(), spend: decimalString })),
  topItems: z.array(
    z.object({
      item_id: z.number(),
      name: z.string(),
      supplier: z.string(),
      quantity: decimalString,
      orders: z.number(),
      spend: decimalString,
    }),
  ),
  priceChanges: z.array(
    z.object({
      item_id: z.number(),
      name: z.string(),
      supplier: z.string(),
      unit: z.string(),
      latest: decimalString,
      previous: decimalString,
      changed_at: isoTimestamp,
      change_pct: decimalString,
    }),
  ),
  savings: z.array(
    z.object({
      item_id: z.number(),
      name: z.string(),
      supplier: z.string(),
      unit_price: z.number(),
      per: z.string(),
      better_item_id: z.number(),
      better_name: z.string(),
      better_supplier: z.string(),
      better_unit_price: z.number(),
      saving_pct: z.number(),
      monthly_saving: decimalString,
    }),
  ),
  creditsBySupplier: z.array(
    idLink.extend({ requests: z.number(), requested: decimalString, accepted: decimalString, credited: decimalString }),
  ),
  overchargesByMonth: z.array(idLink.extend({ month: z.string(), lines: z.number(), overcharged: decimalString })),
  onTimeBySupplier: z.array(idLink.extend({ deliveries: z.number(), on_time: z.number(), on_time_pct: decimalString })),
});
export type RestaurantReport = z.infer<typeof restaurantReportSchema>;

/** A supplier's report over a range: its sales by customer and by item. */
export const supplierReportSchema = z.object({
  salesByCustomer: z.array(
    z.object({ business_id: z.number(), customer: z.string(), orders: z.number(), sales: decimalString }),
  ),
  salesByItem: z.array(
    z.object({ item_id: z.number(), name: z.string(), quantity: decimalString, sales: decimalString }),
  ),
});
export type SupplierReport = z.infer<typeof supplierReportSchema>;

export const adminEndpoints = {
  '/admin_dashboard': endpoint({
    body: emptyRequest,
    response: adminDashboardSchema,
    reads: 'admin',
    summary: "Today's figures and the jobs that failed",
  }),
  '/business_search': endpoint({
    body: businessSearchBody,
    response: z.object({ businesses: z.array(businessHitSchema) }),
    reads: 'admin',
    summary: 'Restaurants whose name contains the term (at most 50, by name)',
  }),
  '/order_guide_get': endpoint({
    body: orderGuideAdminBody,
    response: z.object({ items: z.array(orderGuideItemSchema) }),
    reads: 'orderGuide',
    summary: "A restaurant's order guide with each item's latest price it sees",
  }),
  '/order_guide_refresh': endpoint({
    body: orderGuideAdminBody,
    response: z.object({
      added: z.array(namedItemSchema),
      removed: z.array(namedItemSchema),
      items: z.array(orderGuideItemSchema),
    }),
    changes: ['orderGuide'],
    summary: "Rebuilds a restaurant's order guide from its last 90 days of orders and invoices, plus pinned items",
  }),
  '/admin_supplier_claims': endpoint({
    body: emptyRequest,
    response: adminClaimsResponse,
    reads: 'claims',
    summary: 'Supplier accounts waiting to manage a supplier record restaurants created, oldest first',
  }),
  '/admin_supplier_claim_decide': endpoint({
    body: supplierClaimDecideBody,
    response: z.object({ status: z.literal('SUCCESS'), supplierId: z.number().optional() }),
    // An approved account manages the supplier record from then on.
    changes: ['claims', 'suppliers'],
    summary: "Approves or rejects a supplier account's request to manage a supplier record",
  }),
};

export const reportEndpoints = {
  '/reports': endpoint({
    body: reportsBody,
    response: z.union([restaurantReportSchema, supplierReportSchema]),
    reads: 'reports',
    summary: "A restaurant's spend and suppliers, or a supplier's sales, over a range",
  }),
};
