import { z } from 'zod';
import { ORDER_STATUS_IDS } from './constants.js';
import { endpoint, isoTimestamp } from './endpoint.js';
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

export const orderEndpoints = {
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
