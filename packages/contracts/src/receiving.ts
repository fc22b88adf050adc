import { z } from 'zod';
import { decimalString, endpoint, isoTimestamp } from './endpoint.js';
import { DECIMAL_SCALE, decimalSchema, idSchema } from './input.js';
import { invoiceIdBody } from './invoices.js';
import { orderIdBody } from './orders.js';

/** Why a line's received quantity differs from the order. */
export const RECEIVE_REASONS = ['short', 'damaged', 'refused', 'substituted'] as const;
export type ReceiveReason = (typeof RECEIVE_REASONS)[number];
/** The reasons that ask the supplier for a credit: what was not received in good order. */
export const CREDIT_REASONS = ['short', 'damaged', 'refused'] as const;
/** How an imported invoice bills differently from its order. `not_billed` is in the restaurant's favour. */
export const INVOICE_DIFFERENCE_KINDS = ['overpriced', 'overbilled', 'not_ordered', 'not_billed'] as const;
export type InvoiceDifferenceKind = (typeof INVOICE_DIFFERENCE_KINDS)[number];
/** Why a credit request asks for a line's money: as received, or as billed against the order. */
export const CREDIT_LINE_REASONS = ['short', 'damaged', 'refused', 'overpriced', 'overbilled', 'not_ordered'] as const;
export type CreditLineReason = (typeof CREDIT_LINE_REASONS)[number];
/** An invoice and its order are matched when the invoice is dated this many days from the order's delivery. */
export const INVOICE_ORDER_DAYS = 5;
/** Default minutes after the delivery time before an order not received counts as late. */
export const LATE_GRACE_MINUTES = 120;
export const CREDIT_STATUSES = ['open', 'accepted', 'disputed', 'credited'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];
/** A credit request still open after this many days is sent to the supplier again. */
export const CREDIT_REMINDER_DAYS = 7;
/** The supplier's emailed link to a credit request works this many days (a reminder carries a new one). */
export const CREDIT_LINK_DAYS = 60;
/** The largest photo of one received line, in bytes. */
export const RECEIVE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** A receiving request: the lines' photos in base64, in JSON. */
export const RECEIVE_REQUEST_MAX_BYTES = 25 * 1024 * 1024;

export const RECEIVE_MSG = {
  quantity: 'Enter a received quantity from 0 to 100,000',
  overReceived: (name: string) => `${name}: more than was ordered cannot be received`,
  reason: (name: string) => `${name}: say why the received quantity differs (short, damaged, refused or substituted)`,
  substitute: (name: string) => `${name}: enter the substitute's name and price`,
  line: 'This line is not on the order',
  lines: 'Receive every line of the order',
  already: 'This order was already received',
  photo: 'Choose a photo (.jpg or .png)',
  photoType: 'The photo is not a JPEG or PNG image',
  photoSize: 'The photo is too large (at most 5 MB)',
  receivedBy: 'Enter who received the delivery',
} as const;

export const CREDIT_MSG = {
  notFound: 'This credit request was not found',
  linkInvalid: 'This credit request link is not valid',
  linkExpired: 'This credit request link has expired. Ask the restaurant for a new one.',
  disputeNote: 'Say why the request is disputed',
  creditNumber: 'Enter the credit number',
  done: 'This credit request was already credited',
  chooseDifferences: 'Choose at least one difference to ask a credit for',
  difference: 'This difference is not on the invoice',
  notBilled: 'A line that was not billed needs no credit',
} as const;

const receiveLine = z
  .object({
    orderItemId: idSchema,
    receivedQuantity: decimalSchema({
      scale: DECIMAL_SCALE.orderedQuantity,
      min: 0,
      max: 100_000,
      message: RECEIVE_MSG.quantity,
    }),
    reason: z.enum(RECEIVE_REASONS).nullish(),
    substituteName: z.string().trim().max(200).optional(),
    substitutePrice: decimalSchema({
      scale: DECIMAL_SCALE.price,
      min: 0,
      max: 1_000_000,
      message: 'Enter a price from 0 to 1,000,000',
    }).optional(),
    /** A photo of the line as it came (JPEG or PNG), base64. */
    photo: z
      .object({
        fileName: z.string().trim().min(1).max(200),
        contentBase64: z.string().min(1, RECEIVE_MSG.photo),
      })
      .strict()
      .optional(),
  })
  .strict();
export type ReceiveLine = z.input<typeof receiveLine>;

/** The restaurant receives a delivery: every line's received quantity and, when it differs, why. */
export const orderReceiveBody = z
  .object({
    orderId: idSchema,
    lines: z.array(receiveLine).min(1, RECEIVE_MSG.lines).max(500),
    receivedBy: z.string().trim().min(1, RECEIVE_MSG.receivedBy).max(200),
    /** When it came; now when left out. */
    receivedAt: z.iso.datetime({ offset: true }).optional(),
    /** False: more is to come, the order stays open as partly received. */
    complete: z.boolean().default(true),
    idempotencyKey: z.string().trim().min(8).max(100),
  })
  .strict();

/** The credit requests the caller may see: of one order, or all of them. */
export const creditRequestListBody = z.object({ orderId: idSchema.optional() }).strict();

const creditAction = {
  action: z.enum(['accept', 'dispute', 'credited']),
  note: z.string().trim().max(2000).optional(),
  creditNumber: z.string().trim().max(100).optional(),
};

/** The supplier's emailed link to a credit request: the token alone identifies it; an action is optional. */
export const creditRequestLinkBody = z
  .object({
    token: z.string().max(300),
    action: creditAction.action.optional(),
    note: creditAction.note,
    creditNumber: creditAction.creditNumber,
    author: z.string().trim().max(200).optional(),
  })
  .strict();

/** A signed-in supplier (or an admin) acts on a credit request. */
export const creditRequestActBody = z.object({ creditRequestId: idSchema, ...creditAction }).strict();

/** Chosen differences of an invoice against its order become one credit request. */
export const invoiceCreditBody = z
  .object({
    invoiceId: idSchema,
    differenceIds: z.array(idSchema).min(1, CREDIT_MSG.chooseDifferences).max(500),
  })
  .strict();

/** A line as it came: the quantity received and, when it differs, why; its photo through a signed link. */
export const receiptLineSchema = z.object({
  orderItemId: z.number(),
  name: z.string(),
  unit: z.string(),
  orderedQuantity: decimalString,
  receivedQuantity: decimalString,
  reason: z.enum(RECEIVE_REASONS).nullable(),
  substituteName: z.string(),
  substitutePrice: decimalString.nullable(),
  photoUrl: z.string().nullable(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;
export const receiptSchema = z.object({
  receivedBy: z.string(),
  receivedAt: isoTimestamp,
  complete: z.boolean(),
  lines: z.array(receiptLineSchema),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** A credit request as the server works it out: each line's money at the ordered price, and their total. */
export const creditRequestSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  /** The invoice whose differences it asks for; null when it came of receiving. */
  invoiceId: z.number().nullable(),
  status: z.enum(CREDIT_STATUSES),
  total: decimalString,
  disputeNote: z.string(),
  creditNumber: z.string(),
  actedBy: z.string(),
  actedAt: isoTimestamp.nullable(),
  created: isoTimestamp,
  restaurant: z.string(),
  supplier: z.string(),
  lines: z.array(
    z.object({
      id: z.number(),
      orderItemId: z.number().nullable(),
      name: z.string(),
      unit: z.string(),
      reason: z.enum(CREDIT_LINE_REASONS),
      quantity: decimalString,
      unitPrice: decimalString,
      amount: decimalString,
    }),
  ),
});
export type CreditRequest = z.infer<typeof creditRequestSchema>;

/** How an imported invoice bills differently from its order, with the money at stake (negative: in the restaurant's favour). */
export const invoiceDifferenceSchema = z.object({
  id: z.number(),
  kind: z.enum(INVOICE_DIFFERENCE_KINDS),
  name: z.string(),
  unit: z.string(),
  quantity: decimalString,
  billedPrice: decimalString.nullable(),
  orderedPrice: decimalString.nullable(),
  amount: decimalString,
  /** The credit request it is in, once asked for. */
  creditRequestId: z.number().nullable(),
});
export type InvoiceDifference = z.infer<typeof invoiceDifferenceSchema>;
export const invoiceCheckSchema = z.object({
  order: z
    .object({ id: z.number(), created: isoTimestamp, deliveryTime: isoTimestamp.nullable(), total: decimalString })
    .nullable(),
  /** The sum of the differences billed over the order. */
  overcharged: decimalString,
  differences: z.array(invoiceDifferenceSchema),
});
export type InvoiceCheck = z.infer<typeof invoiceCheckSchema>;

const oneCreditRequest = z.object({ creditRequest: creditRequestSchema });

export const receivingEndpoints = {
  '/order_receive': endpoint({
    body: orderReceiveBody,
    response: z.object({ receiptId: z.number(), creditRequestId: z.number().nullable() }),
    // The order's status and receipt, its credit request, the check of an invoice already billing it, the reports.
    changes: ['orders', 'credits', 'invoices', 'reports'],
    summary: 'The restaurant receives a delivery: each line as it came, and a credit request for what did not',
  }),
  '/order_receipt': endpoint({
    body: orderIdBody,
    response: z.object({ receipt: receiptSchema.nullable() }),
    reads: 'orders',
    summary: 'The receipt of an order (null before it is received)',
  }),
  '/credit_requests': endpoint({
    body: creditRequestListBody,
    response: z.object({ creditRequests: z.array(creditRequestSchema) }),
    reads: 'credits',
    summary: 'The credit requests the caller may see, newest first, or those of one order',
  }),
  '/credit_request_act': endpoint({
    body: creditRequestActBody,
    response: oneCreditRequest,
    changes: ['credits', 'reports'],
    summary: 'The supplier accepts, disputes or marks credited a credit request',
  }),
  '/credit_request_link': endpoint({
    body: creditRequestLinkBody,
    response: oneCreditRequest,
    reads: 'credits',
    changes: ['credits', 'reports'],
    summary: "The supplier's emailed link to a credit request: the request, and an answer to it",
  }),
  '/invoice_check': endpoint({
    body: invoiceIdBody,
    response: invoiceCheckSchema,
    reads: 'invoices',
    summary: 'The order an invoice bills and how the invoice differs from it',
  }),
  '/invoice_credit_request': endpoint({
    body: invoiceCreditBody,
    response: z.object({ creditRequestId: z.number().nullable(), created: z.boolean() }),
    changes: ['credits', 'invoices', 'reports'],
    summary: 'A credit request for the chosen differences of an invoice from its order',
  }),
};
