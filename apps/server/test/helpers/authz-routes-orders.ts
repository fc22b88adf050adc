import { expect } from 'vitest';
import { app, type Entry, type Fx, orderCases, sendOrder } from './authz-types.js';

/** Route table, part 2: orders, their notes, proposals, receipts, credit requests and notices. */
export const ORDER_ROUTES: Record<string, Entry> = {
  '/order': {
    own: { restaurant: () => ({ all: true }), supplier: () => ({ all: true }), admin: () => ({ all: true }) },
    foreign: [
      { as: 'restaurant', field: 'business_id', body: (f) => ({ business_id: f.harbour.id, all: true }) },
      { as: 'supplier', field: 'supplier_id', body: (f) => ({ supplier_id: f.nm.id, all: true }) },
      {
        as: 'restaurant',
        field: 'supplier_id',
        body: (f) => ({ supplier_id: f.harbour.privateSupplierId, all: true }),
        expect: { own: "a restaurant's list is always its own orders" },
      },
      {
        as: 'supplier',
        field: 'business_id',
        body: (f) => ({ business_id: f.quayside.id, all: true }),
        expect: { own: "a supplier's list is always its own orders" },
      },
    ],
  },
  '/order_get': {
    own: Object.fromEntries(
      ['restaurant', 'supplier', 'admin'].map((u) => [u, (f: Fx) => ({ orderId: f.fv.mapleOrderId })]),
    ),
    foreign: orderCases((orderId) => ({ orderId })),
  },
  '/send_order': {
    own: {
      restaurant: (f) => sendOrder(f, 'own-r'),
      admin: (f) => sendOrder(f, 'own-a', { businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'businessId', body: (f) => sendOrder(f, 'f1', { businessId: f.harbour.id }) },
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) =>
          sendOrder(f, 'f2', {
            supplierId: f.harbour.privateSupplierId,
            items: [{ item_price_id: f.harbour.privatePriceId, ordered_quantity: 1 }],
          }),
      },
      {
        as: 'restaurant',
        field: 'items',
        body: (f) => sendOrder(f, 'f3', { items: [{ item_price_id: f.harbour.privatePriceId, ordered_quantity: 1 }] }),
      },
      {
        as: 'restaurant',
        field: 'items',
        body: (f) =>
          sendOrder(f, 'f4', {
            supplierId: f.harbour.invoicePrice.supplierId,
            items: [{ item_price_id: f.harbour.invoicePrice.id, ordered_quantity: 1 }],
          }),
      },
      {
        as: 'restaurant',
        field: 'businessLocationId',
        body: (f) => sendOrder(f, 'f5', { businessLocationId: f.harbour.locationId }),
      },
      {
        as: 'restaurant',
        field: 'userId',
        body: (f) => sendOrder(f, 'f6', { userId: f.harbour.ownerId }),
        expect: {
          own: 'the order is always placed by the caller',
          verify: async (f, res) => {
            const o = await app()
              .ctx.db.selectFrom('orders')
              .select(['user_id', 'business_id'])
              .where('id', '=', Number(res.body.orderId))
              .executeTakeFirstOrThrow();
            expect(o).toEqual({ user_id: f.maple.ownerId, business_id: f.maple.id });
          },
        },
      },
      {
        as: 'restaurant',
        field: 'idempotencyKey',
        body: (f) => ({ ...sendOrder(f, 'x'), idempotencyKey: f.harbour.idempotencyKey }),
        expect: {
          own: "keys are kept per restaurant: Harbour's key makes a new Maple order",
          verify: async (f, res) => {
            expect(res.body.created).toBe(true);
            const o = await app()
              .ctx.db.selectFrom('orders')
              .select('business_id')
              .where('id', '=', Number(res.body.orderId))
              .executeTakeFirstOrThrow();
            expect(o.business_id).toBe(f.maple.id);
          },
        },
      },
    ],
  },
  '/order_status_update': {
    own: {
      restaurant: (f) => ({ orderId: f.fv.mapleOrderId, orderStatusId: 2 }),
      supplier: (f) => ({ orderId: f.fv.mapleOrderId, orderStatusId: 34 }),
    },
    foreign: orderCases((orderId) => ({ orderId, orderStatusId: 2 })),
    notTenant: { orderStatusId: 'one of the fixed order statuses' },
  },
  '/note_put': {
    own: Object.fromEntries(
      ['restaurant', 'supplier', 'admin'].map((u) => [
        u,
        (f: Fx) => ({ orderId: f.fv.mapleOrderId, note: `Matrix ${u}` }),
      ]),
    ),
    foreign: orderCases((orderId) => ({ orderId, note: 'Matrix foreign note' })),
  },
  '/order_note': {
    own: Object.fromEntries(
      ['restaurant', 'supplier', 'admin'].map((u) => [u, (f: Fx) => ({ orderId: f.fv.mapleOrderId })]),
    ),
    foreign: orderCases((orderId) => ({ orderId })),
  },
  '/order_propose': {
    own: {
      supplier: (f) => ({
        orderId: f.fv.mapleOrderId,
        proposals: [{ orderItemId: f.fv.mapleOrderItemId, kind: 'price', price: 1.25 }],
      }),
    },
    foreign: [
      ...orderCases((orderId) => ({ orderId, proposals: [{ orderItemId: 1, kind: 'out_of_stock' }] })),
      {
        as: 'supplier',
        field: 'orderId',
        // Its own order, with a line of another order: the line is looked up within the order only.
        body: (f) => ({
          orderId: f.fv.mapleOrderId,
          proposals: [{ orderItemId: 2_000_000_000, kind: 'out_of_stock' }],
        }),
      },
    ],
  },
  '/order_proposal_answer': {
    own: {
      restaurant: (f) => ({
        body: { orderId: f.fv.mapleOrderId, proposalId: 2_000_000_000, accept: false },
        status: 404,
        why: 'a proposal is looked up within its order: an id that is not one of its proposals is not found',
      }),
    },
    foreign: orderCases((orderId) => ({ orderId, proposalId: 1, accept: true })),
    notTenant: { proposalId: 'looked up within the order named by orderId, which is checked first' },
  },
  '/order_receive': {
    own: Object.fromEntries(
      ['restaurant', 'admin'].map((u) => [
        u,
        (f: Fx) => ({
          orderId: f.fv.mapleOrderId,
          receivedBy: 'Matrix',
          // One key for both callers: the second call returns what the first made.
          idempotencyKey: 'matrix-receive',
          lines: [{ orderItemId: f.fv.mapleOrderItemId, receivedQuantity: 0, reason: 'short' }],
        }),
      ]),
    ),
    foreign: orderCases((orderId) => ({
      orderId,
      receivedBy: 'Matrix',
      idempotencyKey: 'matrix-receive-foreign',
      lines: [{ orderItemId: 1, receivedQuantity: 0, reason: 'short' }],
    })),
    notTenant: { idempotencyKey: 'looked up within the order named by orderId, which is checked first' },
  },
  '/order_receipt': {
    own: Object.fromEntries(
      ['restaurant', 'supplier', 'admin'].map((u) => [u, (f: Fx) => ({ orderId: f.fv.mapleOrderId })]),
    ),
    foreign: orderCases((orderId) => ({ orderId })),
  },
  '/credit_requests': {
    own: Object.fromEntries(['restaurant', 'supplier', 'admin'].map((u) => [u, () => ({})])),
    foreign: orderCases((orderId) => ({ orderId })),
  },
  '/credit_request_act': {
    own: {
      supplier: (f) => ({
        body: { creditRequestId: f.credit.harbourId + 1_000_000, action: 'accept' },
        status: 404,
        why: 'Fresh Valley has no credit request to act on in the fixture; an id that is nobody’s is not found',
      }),
      admin: (f) => ({ creditRequestId: f.credit.harbourId, action: 'dispute', note: 'Matrix admin' }),
    },
    foreign: [
      {
        as: 'supplier',
        field: 'creditRequestId',
        body: (f) => ({ creditRequestId: f.credit.harbourId, action: 'accept' }),
      },
      {
        as: 'restaurant',
        field: 'creditRequestId',
        body: (f) => ({ creditRequestId: f.credit.harbourId, action: 'accept' }),
      },
    ],
  },
  '/credit_request_link': {
    own: {
      anyone: () => ({
        body: { token: 'not-a-token' },
        status: 404,
        why: 'a token the server did not sign names nothing',
      }),
    },
    foreign: 'takes no ids',
  },
  '/notices': { own: { restaurant: () => ({}) }, foreign: 'takes no ids' },
  '/notices_read': { own: { restaurant: () => ({ ids: [1, 2] }) }, foreign: 'takes no ids' },
};
