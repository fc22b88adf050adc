import { z } from 'zod';
import { ORDER_STATUS_IDS } from './constants.js';
import { decimalString, endpoint, isoTimestamp } from './endpoint.js';
import { DECIMAL_SCALE, decimalSchema, idSchema, int32Schema, optionalIdSchema } from './input.js';

export const ORDER_MSG = {
  deliveryTime: 'Please set a delivery date and time',
  deliveryPast: 'The delivery time is in the past',
  minimumOrder: (amount: string) => `Sorry you do not meet the minimum order of $${amount} for this supplier`,
  noItems: 'Add items to the cart before sending',
  accountRequired: 'Please enter your account number for this supplier',
  priceChanged: 'Some prices have changed since you added these items',
  submitted: 'Order submitted',
  sending: 'Sending order...',
  emptyCart: 'Your cart is empty. Find items using the search bar.',
  noOrders: 'No Orders',
  guestNeedsName: 'Please enter your name or email with the note',
  quantity: 'Enter a quantity from 0 to 100,000',
  totalTooLarge: 'The order total is too large. Split it into several orders.',
  linkExpired:
    'This order link has expired: order links work for 90 days after the delivery date. Ask the restaurant for the order details.',
} as const;

/** An emailed order link works until this many days after the order's delivery date (or its sending, without one). */
export const GUEST_LINK_DAYS = 90;

const cartNote = z.union([
  z.string().trim().max(5000),
  z.object({ note: z.string().trim().max(5000), user_id: int32Schema.optional(), created: z.string().optional() }),
]);

export const sendOrderBody = z
  .object({
    businessId: optionalIdSchema,
    supplierId: idSchema,
    userId: int32Schema.optional(),
    businessLocationId: optionalIdSchema,
    items: z
      .array(
        z
          .object({
            item_price_id: idSchema,
            ordered_quantity: decimalSchema({
              scale: DECIMAL_SCALE.orderedQuantity,
              min: 0,
              max: 100_000,
              message: ORDER_MSG.quantity,
            }),
            note: z.string().trim().max(1000).optional(),
          })
          .strict(),
      )
      .max(500),
    address: z.string().trim().max(500).default(''),
    phone: z.string().trim().max(40).default(''),
    contactName: z.string().trim().max(200).default(''),
    deliveryTime: z.iso.datetime({ offset: true, message: ORDER_MSG.deliveryTime }).nullish(),
    pickup: z.boolean().default(false),
    notes: z.union([z.string().trim().max(5000), z.array(cartNote).max(50)]).optional(),
    emails: z.array(z.string().max(254)).max(50).optional(),
    idempotencyKey: z.string().trim().min(8).max(100),
  })
  .strict();
export type SendOrderInput = z.infer<typeof sendOrderBody>;

export const orderListBody = z
  .object({
    business_id: optionalIdSchema,
    supplier_id: optionalIdSchema,
    startTime: z.iso.datetime({ offset: true }).nullish(),
    endTime: z.iso.datetime({ offset: true }).nullish(),
    all: z.boolean().optional(),
    searchEmail: z.string().trim().max(254).optional(),
  })
  .strict();

export const orderIdBody = z.object({ orderId: idSchema }).strict();
export const orderStatusUpdateBody = z
  .object({
    orderId: idSchema,
    orderStatusId: z.coerce
      .number()
      .int()
      .refine((n) => (ORDER_STATUS_IDS as number[]).includes(n), 'Unknown order status'),
  })
  .strict();
export const notePutBody = z
  .object({
    orderId: idSchema,
    note: z.string().trim().min(1, 'Please enter a note').max(5000),
  })
  .strict();
export const PROPOSAL_KINDS = ['out_of_stock', 'substitute', 'price'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];
export const PROPOSAL_MSG = {
  name: 'Enter the name of the substitute',
  price: 'Enter a price from 0 to 1,000,000',
  none: 'Choose a change for at least one line',
  line: 'This line is not on the order',
  answered: 'This change was already answered',
} as const;

const proposalPrice = decimalSchema({
  scale: DECIMAL_SCALE.price,
  min: 0,
  max: 1_000_000,
  message: PROPOSAL_MSG.price,
});
/** A supplier's change to one line of an order: out of stock, a substitute (name and price), or a new price. */
export const lineProposal = z.discriminatedUnion('kind', [
  z.object({ orderItemId: idSchema, kind: z.literal('out_of_stock') }).strict(),
  z
    .object({
      orderItemId: idSchema,
      kind: z.literal('substitute'),
      name: z.string().trim().min(1, PROPOSAL_MSG.name).max(200),
      price: proposalPrice,
    })
    .strict(),
  z.object({ orderItemId: idSchema, kind: z.literal('price'), price: proposalPrice }).strict(),
]);
export type LineProposal = z.infer<typeof lineProposal>;
const lineProposals = z.array(lineProposal).min(1, PROPOSAL_MSG.none).max(500);

export const orderUpdateGetBody = z
  .object({
    irk: z.string().max(200).default(''),
    ivrk: z.string().max(200).default(''),
    note: z.string().trim().max(5000).optional(),
    author: z.string().trim().max(200).optional(),
    markReceived: z.boolean().optional(),
    /** Changes the supplier proposes from the emailed link. */
    proposals: lineProposals.optional(),
  })
  .strict();
/** A signed-in supplier proposes changes to lines of one of its orders. */
export const orderProposeBody = z.object({ orderId: idSchema, proposals: lineProposals }).strict();
/** The restaurant accepts or declines one proposed change. */
export const orderProposalAnswerBody = z
  .object({ orderId: idSchema, proposalId: idSchema, accept: z.boolean() })
  .strict();
/** The caller's notices. */
export const noticesBody = z.object({}).strict();
/** Marks the caller's notices read: the ones given, or all of them. */
export const noticesReadBody = z.object({ ids: z.array(idSchema).max(200).optional() }).strict();

/** A note on an order, by the restaurant, the supplier or a guest of the emailed link (user_id -1). */
export const orderNoteSchema = z.object({
  id: z.number(),
  created: isoTimestamp,
  note: z.string(),
  author: z.string(),
  user_id: z.number().nullable(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

/** One change of an order's status (spec section 3, Order.orderStatus): which, when, who, and what else it says. */
export const orderStatusEntrySchema = z.object({
  id: z.number(),
  statusId: z.number(),
  name: z.string(),
  created: isoTimestamp,
  author: z.string(),
  /** What else happened: "Received by Sam · 2 lines short, damaged or refused". */
  note: z.string(),
});
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;

/** The order's own fields (spec section 3, Order.order), with its total and current status. */
const orderFields = z.object({
  id: z.number(),
  created: isoTimestamp,
  supplier_id: z.number(),
  business_id: z.number(),
  address: z.string(),
  phone: z.string(),
  pickup: z.boolean(),
  delivery_time: isoTimestamp.nullable(),
  contact_name: z.string(),
  total: decimalString,
  status_id: z.number(),
  /** The current status's name. */
  status: z.string(),
});

/**
 * An order as /order lists it: the Order of spec section 3 with its status history, its supplier and restaurant,
 * without the lines, notes and proposals the list does not show (/order_get has them).
 */
export const orderListEntrySchema = z.object({
  order: orderFields,
  orderStatus: z.array(orderStatusEntrySchema),
  supplier: z.object({ id: z.number(), name: z.string() }),
  business: z.object({ id: z.number(), name: z.string() }),
  /** Who sent it. */
  userEmail: z.string().nullable(),
  supplierName: z.string(),
});
export type OrderListEntry = z.infer<typeof orderListEntrySchema>;

/** A line of an order as it was sent (and as accepted proposals changed it). */
export const orderItemSchema = z.object({
  /** The line's id (proposed changes and receiving name it). */
  id: z.number(),
  item_id: z.number(),
  item_price_id: z.number(),
  name: z.string(),
  unit: z.string(),
  /** Pack size. */
  quantity: decimalString,
  ordered_quantity: decimalString,
  price: decimalString,
  line_total: decimalString,
  /** Price × pack size, rounded to the cent. */
  pack_price: decimalString,
  note: z.string(),
  supplier: z.string(),
  supplier_id: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A change the supplier proposed to one line, and the line total it would make (worked out by the server). */
export const orderProposalSchema = z.object({
  id: z.number(),
  order_item_id: z.number(),
  kind: z.enum(PROPOSAL_KINDS),
  name: z.string(),
  price: decimalString.nullable(),
  status: z.enum(['open', 'accepted', 'declined']),
  author: z.string(),
  created: isoTimestamp,
  answered_at: isoTimestamp.nullable(),
  line_name: z.string(),
  unit: z.string(),
  line_total: decimalString,
});
export type OrderProposal = z.infer<typeof orderProposalSchema>;

/** One order in full (spec section 3, Order): its lines, notes, status history and the supplier's proposals. */
export const orderViewSchema = orderListEntrySchema.extend({
  order: orderFields.extend({ account_id: z.string() }),
  items: z.array(orderItemSchema),
  business: z.object({ id: z.number(), name: z.string(), address1: z.string(), city: z.string() }),
  /** The restaurant's time zone: the order's times are shown on its clock. */
  timeZone: z.string(),
  notes: z.array(orderNoteSchema),
  proposals: z.array(orderProposalSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderEndpoints = {
  '/send_order': endpoint({
    body: sendOrderBody,
    response: z.object({
      status: z.literal('SUCCESS'),
      orderId: z.number(),
      total: decimalString,
      /** False when the idempotency key named an order already sent. */
      created: z.boolean(),
    }),
    // The supplier's order count and last order, the items' last orders and the reports all count it.
    changes: ['orders', 'suppliers', 'items', 'reports'],
    summary: "Sends one supplier's cart as an order",
  }),
  '/order': endpoint({
    body: orderListBody,
    response: z.object({ orders: z.array(orderListEntrySchema) }),
    reads: 'orders',
    summary: 'Orders in a time range, newest first, each with its status history',
  }),
  '/order_get': endpoint({
    body: orderIdBody,
    response: orderViewSchema,
    reads: 'orders',
    summary: 'One order with its lines, notes, status history and proposed changes',
  }),
  '/order_status_update': endpoint({
    body: orderStatusUpdateBody,
    response: z.object({ orderStatusId: z.number() }),
    changes: ['orders', 'reports'],
    summary: "Changes an order's status",
  }),
  '/order_propose': endpoint({
    body: orderProposeBody,
    response: z.object({ proposals: z.array(orderProposalSchema) }),
    changes: ['orders'],
    summary: 'The supplier proposes changes to lines of an order',
  }),
  '/order_proposal_answer': endpoint({
    body: orderProposalAnswerBody,
    response: z.object({ status: z.enum(['accepted', 'declined']) }),
    // An accepted change alters the line and the order total: its last-ordered price and the reports too.
    changes: ['orders', 'items', 'reports'],
    summary: 'The restaurant accepts or declines a proposed change',
  }),
  '/order_update_get': endpoint({
    body: orderUpdateGetBody,
    response: z.object({ order: orderViewSchema }),
    reads: 'orders',
    changes: ['orders'],
    summary: "The emailed order link: the order, and the guest's note, Received mark or proposed changes",
  }),
  '/order_note': endpoint({
    body: orderIdBody,
    response: z.object({ notes: z.array(orderNoteSchema) }),
    reads: 'orders',
    summary: 'The notes of an order, oldest first',
  }),
  '/note_put': endpoint({
    body: notePutBody,
    response: z.object({ status: z.literal('SUCCESS') }),
    changes: ['orders'],
    summary: 'Adds a note to an order',
  }),
};
