import { USER_TYPES } from '@app/contracts';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo.js';
import {
  app,
  CONNECTION,
  contact,
  type Entry,
  type Fx,
  forbidden,
  IDENTITY,
  invalidBody,
  orderCases,
  SHARED_SUPPLIER,
  sendOrder,
} from './authz-types.js';

/** Route table, part 1: health, registration, identity, users, teams, suppliers and orders. */
export const ACCOUNT_ROUTES: Record<string, Entry> = {
  '/health': { own: { anyone: () => ({}) }, foreign: 'takes no ids' },
  '/register': {
    own: { anyone: invalidBody() },
    foreign: [
      {
        as: 'guest',
        field: 'email',
        body: (f) => ({
          email: f.harbour.ownerEmail,
          phone: '4165550100',
          firstName: 'Mallory',
          lastName: 'Taker',
          userType: 'restaurant',
          restaurant: {
            name: 'Takeover Grill',
            address: '1 King St',
            city: 'Toronto',
            postalCode: 'M5H 1A1',
            region: 'Canada',
            stateProv: 'ON',
          },
        }),
        expect: {
          status: 401,
          why: "an email in the body never selects an account: /register acts for the caller's token",
        },
      },
    ],
  },
  '/order_update_get': {
    own: { anyone: (f) => f.guest },
    foreign: [
      { as: 'guest', field: ['irk', 'ivrk'], body: (f) => ({ irk: f.harbour.irk, ivrk: f.guest.ivrk }) },
      { as: 'restaurant', field: ['irk', 'ivrk'], body: (f) => ({ irk: f.harbour.irk, ivrk: f.guest.ivrk }) },
    ],
  },
  '/auth/sign_up': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/confirm_sign_up': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/resend_code': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/sign_in': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/complete_new_password': { own: { anyone: invalidBody() }, foreign: 'takes no ids' },
  '/auth/forgot_password': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/confirm_forgot_password': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/refresh': { own: { anyone: invalidBody() }, foreign: 'takes no ids' },
  '/auth/sign_out': { own: { anyone: invalidBody() }, foreign: 'takes no ids' },

  '/auth/change_password': {
    own: Object.fromEntries(
      USER_TYPES.map((u) => [u, () => ({ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD })]),
    ),
    foreign: 'takes no ids',
  },
  '/user': {
    own: Object.fromEntries(USER_TYPES.map((u) => [u, () => ({})])),
    foreign: [
      { as: 'restaurant', field: 'email', body: (f) => ({ email: f.harbour.ownerEmail }), expect: forbidden() },
      { as: 'supplier', field: 'email', body: (f) => ({ email: f.nm.email }), expect: forbidden() },
      { as: 'person', field: 'email', body: (f) => ({ email: f.harbour.ownerEmail }), expect: forbidden() },
    ],
  },
  '/user_settings': {
    own: Object.fromEntries(USER_TYPES.map((u) => [u, () => ({ jobTitle: `Matrix ${u}` })])),
    foreign: 'takes no ids',
  },
  '/team_member_get': {
    own: { restaurant: () => ({}), supplier: () => ({}), admin: (f) => ({ businessId: f.maple.id }) },
    foreign: [
      { as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) },
      { as: 'supplier', field: 'supplierId', body: (f) => ({ supplierId: f.nm.id }) },
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ supplierId: f.nm.id }),
        expect: { own: 'a restaurant lists its own team' },
      },
      {
        as: 'supplier',
        field: 'businessId',
        body: (f) => ({ businessId: f.harbour.id }),
        expect: { own: 'a supplier lists its own team' },
      },
    ],
  },
  '/user_add': {
    own: {
      restaurant: () => ({ email: 'matrix.member.r@maple.test' }),
      supplier: () => ({ email: 'matrix.member.s@freshvalley.test' }),
      admin: (f) => ({ email: 'matrix.member.a@maple.test', businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ email: 'x.matrix@new.test', businessId: f.harbour.id }),
      },
      { as: 'restaurant', field: 'email', body: (f) => ({ email: f.harbour.chefEmail, delete: true }) },
      {
        as: 'restaurant',
        field: 'email',
        body: (f) => ({ email: f.harbour.chefEmail }),
        expect: {
          own: 'the answer for any email: an invitation the account may accept; nothing about the other team',
          verify: async (f, res) => {
            expect(res.body).toEqual({ status: 'SUCCESS', message: 'Invitation sent' });
            const chef = await app()
              .ctx.db.selectFrom('team_memberships as m')
              .innerJoin('users as u', 'u.id', 'm.user_id')
              .select('m.business_id')
              .where('u.email', '=', f.harbour.chefEmail)
              .executeTakeFirstOrThrow();
            expect(chef.business_id).toBe(f.harbour.id);
            // Withdrawn again: Maple's list of invitations would show the address Maple typed.
            await app()
              .ctx.db.updateTable('team_invitations')
              .set({ cancelled_at: new Date() })
              .where('email', '=', f.harbour.chefEmail)
              .execute();
          },
        },
      },
      { as: 'supplier', field: 'supplierId', body: (f) => ({ email: 'y.matrix@new.test', supplierId: f.nm.id }) },
      { as: 'supplier', field: 'email', body: (f) => ({ email: f.nm.email, delete: true }) },
    ],
  },
  '/invitation_cancel': {
    own: {
      restaurant: (f) => ({ invitationId: f.invites.mapleR }),
      supplier: (f) => ({ invitationId: f.invites.fv }),
      admin: (f) => ({ invitationId: f.invites.mapleA, businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'invitationId', body: (f) => ({ invitationId: f.invites.harbour }) },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ invitationId: f.invites.harbour, businessId: f.harbour.id }),
      },
      { as: 'supplier', field: 'invitationId', body: (f) => ({ invitationId: f.invites.nm }) },
      { as: 'supplier', field: 'supplierId', body: (f) => ({ invitationId: f.invites.nm, supplierId: f.nm.id }) },
    ],
  },
  '/invitation_get': {
    own: { anyone: (f) => ({ token: f.invites.viewToken }) },
    foreign: 'takes no ids',
  },
  '/invitation_accept': {
    own: {
      anyone: (f) => ({
        token: f.invites.joinTokens.shift(),
        firstName: 'Matrix',
        lastName: 'Joiner',
        password: 'Matrix-join1!',
      }),
    },
    foreign: [
      {
        as: 'person',
        field: 'invitationId',
        body: (f) => ({ invitationId: f.invites.nm }),
      },
      { as: 'restaurant', field: 'invitationId', body: (f) => ({ invitationId: f.invites.harbour }) },
      {
        as: 'guest',
        field: 'invitationId',
        body: (f) => ({ invitationId: f.invites.harbour }),
        expect: { status: 401, why: 'by id only signed in' },
      },
    ],
  },
  '/invitation_list': {
    own: Object.fromEntries(USER_TYPES.map((u) => [u, () => ({})])),
    foreign: 'takes no ids',
  },
  '/supplier_search': {
    own: { restaurant: () => ({ searchTerm: 'fresh' }), admin: () => ({ searchTerm: 'fresh' }) },
    foreign: 'takes no ids',
  },
  '/person_search': {
    own: { restaurant: () => ({}), admin: (f) => ({ business_id: f.maple.id }) },
    foreign: [
      { as: 'restaurant', field: 'business_id', body: (f) => ({ business_id: f.harbour.id }) },
      { as: 'restaurant', field: 'supplier_id', body: (f) => ({ supplier_id: f.harbour.privateSupplierId }) },
    ],
    notTenant: { email: "a text filter over the caller's own contacts" },
  },
  '/customer_supplier_put': {
    own: {
      restaurant: () => ({ name: 'Matrix New Supplier R', accountNumber: 'MX-R', ...CONNECTION }),
      admin: (f) => ({ name: 'Matrix New Supplier A', accountNumber: 'MX-A', businessId: f.maple.id, ...CONNECTION }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ name: 'Matrix X', accountNumber: 'X', businessId: f.harbour.id, ...CONNECTION }),
      },
      {
        as: 'restaurant',
        field: 'requestorId',
        body: (f) => ({ name: 'Matrix X', accountNumber: 'X', requestorId: f.harbour.id, ...CONNECTION }),
      },
    ],
    notTenant: { insertBusSupId: SHARED_SUPPLIER },
  },
  '/supplier_person_put': {
    own: {
      restaurant: (f) => ({ ...contact('matrix.r@contact.test'), supplier_id: f.fv.id }),
      admin: (f) => ({ ...contact('matrix.a@contact.test'), supplier_id: f.fv.id, business_id: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'supplier_id',
        body: (f) => ({ ...contact('x@contact.test'), supplier_id: f.harbour.privateSupplierId }),
      },
      {
        as: 'restaurant',
        field: 'business_id',
        body: (f) => ({ ...contact('x@contact.test'), supplier_id: f.fv.id, business_id: f.harbour.id }),
      },
      {
        as: 'restaurant',
        field: 'user_id',
        body: (f) => ({ ...contact('matrix.user-id@contact.test'), supplier_id: f.fv.id, user_id: f.harbour.ownerId }),
        expect: {
          own: 'the contact is recorded as added by the caller',
          verify: async (f) => {
            const row = await app()
              .ctx.db.selectFrom('contacts')
              .select(['user_id', 'business_id'])
              .where('email', '=', 'matrix.user-id@contact.test')
              .executeTakeFirstOrThrow();
            expect(row).toEqual({ user_id: f.maple.ownerId, business_id: f.maple.id });
          },
        },
      },
    ],
    notTenant: { email: "the new contact's own address" },
  },
  '/customer_supplier_update': {
    own: {
      restaurant: (f) => ({ type: 'supplier', supplierId: f.fv.id, creditTerms: 'Net 30' }),
      supplier: (f) => ({ type: 'customer', supplierId: f.fv.id, businessId: f.maple.id, customerNotes: 'Matrix' }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ type: 'supplier', supplierId: f.harbour.privateSupplierId }),
      },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ type: 'supplier', supplierId: f.fv.id, businessId: f.harbour.id }),
      },
      {
        as: 'supplier',
        field: 'supplierId',
        body: (f) => ({ type: 'customer', supplierId: f.nm.id, businessId: f.maple.id }),
      },
      {
        as: 'supplier',
        field: 'businessId',
        body: (f) => ({ type: 'customer', supplierId: f.fv.id, businessId: f.quayside.id }),
      },
      {
        as: 'restaurant',
        field: 'person_id',
        body: (f) => ({ type: 'supplier', supplierId: f.fv.id, person_id: f.harbour.ownerId }),
        expect: { own: 'not used by the update' },
      },
    ],
    notTenant: { accountId: 'the account number text' },
  },
  '/customer_get': {
    own: { supplier: () => ({}), admin: (f) => ({ supplier_id: f.fv.id }) },
    foreign: [{ as: 'supplier', field: 'supplier_id', body: (f) => ({ supplier_id: f.nm.id }) }],
  },
  '/supplier_get': {
    own: { restaurant: () => ({}), supplier: () => ({}), admin: () => ({}) },
    foreign: [
      { as: 'restaurant', field: 'business_id', body: (f) => ({ business_id: f.harbour.id }) },
      {
        as: 'supplier',
        field: 'business_id',
        body: (f) => ({ business_id: f.quayside.id }),
        expect: { own: 'a supplier gets its own record' },
      },
    ],
  },
  '/supplier_account': {
    own: {
      restaurant: (f) => ({ supplierId: f.fv.id }),
      admin: (f) => ({ supplierId: f.fv.id, businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'supplierId', body: (f) => ({ supplierId: f.harbour.privateSupplierId }) },
      { as: 'restaurant', field: 'businessId', body: (f) => ({ supplierId: f.fv.id, businessId: f.harbour.id }) },
    ],
  },
  '/submit_account': {
    own: {
      restaurant: (f) => ({ supplierId: f.fv.id, accountId: f.maple.fvAccount }),
      admin: (f) => ({ supplierId: f.fv.id, accountId: f.maple.fvAccount, businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ supplierId: f.harbour.privateSupplierId, accountId: 'X-1' }),
      },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ supplierId: f.fv.id, accountId: 'X-1', businessId: f.harbour.id }),
      },
    ],
    notTenant: { accountId: 'the account number text' },
  },
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
