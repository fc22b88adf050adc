import { randomBytes } from 'node:crypto';
import { USER_TYPES, type UserType } from '@app/contracts';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo.js';
import type { TestApp } from './test-app.js';

/**
 * The route table of the authorisation matrix test (authz-matrix.test.ts): for every /api path, the calls each
 * allowed caller makes with its own ids and the calls with another tenant's ids, plus the leak check.
 */

let current: TestApp | undefined;
/** The app the table's fixture look-ups query; set by the test in beforeAll. */
export function useApp(a: TestApp): void {
  current = a;
}
const app = (): TestApp => {
  if (!current) throw new Error('authz routes: useApp() was not called');
  return current;
};

export type Caller = 'guest' | UserType;
export const CALLERS: readonly Caller[] = ['guest', ...USER_TYPES];
export type Body = Record<string, unknown>;
export type Res = { status: number; body: Record<string, unknown> };

/** A call with the caller's own ids. Plain bodies must answer 200; otherwise the status and why. */
export type OwnCall = Body | { body: Body; status: number; why: string };
export type Outcome =
  /** Refused with this status (the default is 404: a foreign id is answered as if it did not exist). */
  | { status: number; why: string }
  /** 200 with this list empty. */
  | { empty: string }
  /** 200 for the caller's own tenant: this caller type does not use the field (why); optionally checked. */
  | { own: string; verify?: (f: Fx, res: Res) => Promise<void> };
export type ForeignCase = {
  as: Caller;
  /** The body field(s) carrying another tenant's id. */
  field: string | string[];
  body: (f: Fx) => Body;
  expect?: Outcome;
};
export type Entry = {
  /** Per allowed caller ('anyone' for public routes): a call with its own ids. */
  own: Partial<Record<Caller | 'anyone', (f: Fx) => OwnCall>>;
  foreign: ForeignCase[] | 'takes no ids';
  /** Id-like fields that name nothing a tenant owns, and why. */
  notTenant?: Record<string, string>;
};

/** Body fields that look like they name a record: each needs a foreign case or a notTenant reason. */
export const ID_LIKE = /(^id$|Id$|_id$|^key$|Key$|^irk$|^ivrk$|^email$|^documentType$)/;

// ---------------------------------------------------------------------------------------------------------------
// Fixture: the ids the table uses, filled in beforeAll.

export type Fx = {
  tomorrow: string;
  guest: { irk: string; ivrk: string };
  maple: {
    id: number;
    ownerId: number;
    invoiceId: number;
    invoiceKey: string;
    fvAccount: string;
    spare: Record<string, { uploadId: string; fullKey: string }>;
  };
  harbour: {
    id: number;
    ownerId: number;
    ownerEmail: string;
    chefEmail: string;
    locationId: number;
    /** Harbour -> Ocean Catch (no supplier in common with Fresh Valley) and Harbour -> Fresh Valley. */
    orderId: number;
    fvOrderId: number;
    irk: string;
    idempotencyKey: string;
    invoiceId: number;
    invoiceKey: string;
    uploadId: string;
    /** An invoice Harbour uploaded through the API, with its stored file. */
    apiInvoiceId: number;
    apiInvoiceKey: string;
    /** A supplier only Harbour is connected to, with an item and price only Harbour sees. */
    privateSupplierId: number;
    privateItemId: number;
    privatePriceId: number;
    /** Harbour's own invoice price of a catalogue item Maple sees too. */
    invoicePrice: { id: number; itemId: number; supplierId: number };
    documentTypeId: number;
    documentKey: string;
  };
  fv: {
    id: number;
    itemId: number;
    priceId: number;
    orderQty: number;
    mapleOrderId: number;
    areaToDelete: number;
    importUploadId: string;
    profile: Body;
  };
  nm: {
    id: number;
    email: string;
    itemId: number;
    areaId: number;
    mapleOrderId: number;
    importUploadIds: [string, string];
  };
  /** A restaurant that is Northern Meats' customer and not Fresh Valley's. */
  quayside: { id: number };
};

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A valid PNG with distinct bytes, so uploads are not duplicates of each other. */
export const png = (tag = randomBytes(8).toString('hex')) => Buffer.concat([PNG, Buffer.from(tag)]).toString('base64');

/** A one-row catalogue file in the import template's columns. */
export const csv = (code: string, name = `Matrix CSV ${code}`) =>
  Buffer.from(`Item code,Name,Category,Unit,Pack,Quantity,Price\n${code},${name},Produce,kg,case,1,3.25\n`).toString(
    'base64',
  );
export const CONNECTION = { minimumOrder: 0, orderCutoff: 10, deliveryDays: 'M,W' };
export const contact = (email: string) => ({ name: 'Matrix Contact', phone: '4165550100', email });
export const sendOrder = (f: Fx, key: string, extra: Body = {}) => ({
  supplierId: f.fv.id,
  items: [{ item_price_id: f.fv.priceId, ordered_quantity: f.fv.orderQty }],
  deliveryTime: f.tomorrow,
  idempotencyKey: `matrix-${key}`,
  ...extra,
});
export const newItem = (code: string, extra: Body = {}) => ({
  supplierName: 'Fresh Valley Produce',
  name: `Matrix item ${code}`,
  category: 'Produce',
  itemCode: code,
  price: 1.25,
  quantity: 1,
  unit: 'kg',
  ...extra,
});
export const importRecord = (supplierId: number, code: string) => ({
  item: { name: `Matrix import ${code}`, category: 'Produce' },
  supplier: { id: supplierId },
  details: { price: '2.50', unit: 'kg', quantity: 1, itemCode: code },
});
export async function firstRow<T>(q: Promise<T | undefined>, what: string): Promise<T> {
  const row = await q;
  if (!row) throw new Error(`fixture: no ${what}`);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// The table, one entry per path.

export const IDENTITY = 'identity: acts on the email in the body; answers do not reveal other accounts';
export const invalidBody =
  (why = 'open route: the empty body reaches validation') =>
  () => ({ body: {}, status: 400, why });
export const SHARED_SUPPLIER =
  'suppliers are a shared directory (supplier_search); per-supplier parse settings and document types are shared by every restaurant that reads that supplier (spec 3, 2.8)';

export const ROUTES: Record<string, Entry> = {
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
        expect: { status: 409, why: 'an established account is never attached to another business' },
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
        expect: { status: 409, why: "spec 8: 'User already assigned'; nothing about the other team" },
      },
      { as: 'supplier', field: 'supplierId', body: (f) => ({ email: 'y.matrix@new.test', supplierId: f.nm.id }) },
      { as: 'supplier', field: 'email', body: (f) => ({ email: f.nm.email, delete: true }) },
    ],
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
  '/add_item': {
    own: {
      restaurant: (f) => newItem('MATRIX-R-1', { supplierId: f.fv.id }),
      supplier: () => newItem('MATRIX-S-1'),
      admin: (f) => newItem('MATRIX-A-1', { supplierId: f.fv.id, businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) =>
          newItem('MATRIX-X-1', { supplierName: 'Harbour Private Larder', supplierId: f.harbour.privateSupplierId }),
      },
      {
        as: 'restaurant',
        field: 'supplierName',
        body: () => newItem('MATRIX-X-2', { supplierName: 'Harbour Private Larder' }),
      },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => newItem('MATRIX-X-3', { supplierId: f.fv.id, businessId: f.harbour.id }),
      },
      { as: 'supplier', field: 'supplierId', body: (f) => newItem('MATRIX-X-4', { supplierId: f.nm.id }) },
    ],
  },
  '/order_guide_items': {
    own: {
      restaurant: (f) => ({ action: 'add', itemId: f.fv.itemId }),
      admin: (f) => ({ action: 'add', itemId: f.fv.itemId, businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'itemId', body: (f) => ({ action: 'add', itemId: f.harbour.privateItemId }) },
      { as: 'restaurant', field: 'itemId', body: (f) => ({ action: 'delete', itemId: f.harbour.privateItemId }) },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ action: 'add', itemId: f.fv.itemId, businessId: f.harbour.id }),
      },
    ],
  },
  '/item_category_update': {
    own: {
      restaurant: (f) => ({ itemId: f.fv.itemId, newCategory: 'Produce' }),
      admin: (f) => ({ itemId: f.fv.itemId, newCategory: 'Produce', businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'itemId', body: (f) => ({ itemId: f.harbour.privateItemId, newCategory: 'Produce' }) },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ itemId: f.fv.itemId, newCategory: 'Produce', businessId: f.harbour.id }),
      },
    ],
  },
  '/item_search': {
    own: {
      restaurant: () => ({ type: 'restaurant_item', searchTerm: '', category: 'Produce' }),
      supplier: () => ({}),
      admin: (f) => ({ businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) },
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ type: 'supplier_items', supplierId: f.harbour.privateSupplierId }),
        expect: { empty: 'items' },
      },
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ type: 'restaurant_item', supplierId: f.harbour.privateSupplierId, searchTerm: 'saffron' }),
        expect: { empty: 'items' },
      },
      { as: 'supplier', field: 'supplierId', body: (f) => ({ supplierId: f.nm.id }) },
    ],
  },
  '/item_last_ordered': {
    own: {
      restaurant: (f) => ({ itemId: f.fv.itemId }),
      admin: (f) => ({ itemId: f.fv.itemId, businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'itemId', body: (f) => ({ itemId: f.harbour.privateItemId }) },
      { as: 'restaurant', field: 'businessId', body: (f) => ({ itemId: f.fv.itemId, businessId: f.harbour.id }) },
    ],
  },
  '/invoice_items': {
    own: {
      restaurant: (f) => ({ invoiceId: f.maple.invoiceId, records: [importRecord(f.fv.id, 'MATRIX-IMPORT-R')] }),
      admin: (f) => ({
        invoiceId: f.maple.invoiceId,
        businessId: f.maple.id,
        records: [importRecord(f.fv.id, 'MATRIX-IMPORT-A')],
      }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'invoiceId',
        body: (f) => ({ invoiceId: f.harbour.invoiceId, records: [importRecord(f.fv.id, 'MATRIX-X')] }),
      },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({
          invoiceId: f.maple.invoiceId,
          businessId: f.harbour.id,
          records: [importRecord(f.fv.id, 'MATRIX-X')],
        }),
      },
      {
        as: 'restaurant',
        field: 'records',
        body: (f) => ({
          invoiceId: f.maple.invoiceId,
          records: [importRecord(f.harbour.privateSupplierId, 'MATRIX-X')],
        }),
        expect: { status: 400, why: 'spec 8: an unknown supplier asks to add the supplier first; nothing imported' },
      },
    ],
  },
  '/invoice_items_get': {
    own: { restaurant: (f) => ({ invoiceId: f.maple.invoiceId }), admin: (f) => ({ invoiceId: f.maple.invoiceId }) },
    foreign: [
      { as: 'restaurant', field: 'invoiceId', body: (f) => ({ invoiceId: f.harbour.invoiceId }) },
      { as: 'restaurant', field: 'invoiceId', body: (f) => ({ invoiceId: f.harbour.apiInvoiceId }) },
    ],
  },
  '/item_note_put': {
    own: { restaurant: (f) => ({ item_id: f.fv.itemId, item_price_id: f.fv.priceId, note: 'Matrix audit note' }) },
    foreign: [
      { as: 'restaurant', field: 'item_id', body: (f) => ({ item_id: f.harbour.privateItemId, note: 'Matrix' }) },
      {
        as: 'restaurant',
        field: 'item_price_id',
        body: (f) => ({
          item_id: f.harbour.invoicePrice.itemId,
          item_price_id: f.harbour.invoicePrice.id,
          note: 'Matrix',
        }),
      },
      {
        as: 'restaurant',
        field: 'item_price_id',
        body: (f) => ({ item_id: f.fv.itemId, item_price_id: f.harbour.privatePriceId, note: 'Matrix' }),
      },
      {
        as: 'restaurant',
        field: 'user_id',
        body: (f) => ({ item_id: f.fv.itemId, note: 'Matrix note by user id', user_id: f.harbour.ownerId }),
        expect: {
          own: 'the note is always written by the caller',
          verify: async (f, res) => {
            const n = await app()
              .ctx.db.selectFrom('item_notes')
              .select(['user_id', 'business_id'])
              .where('id', '=', Number(res.body.id))
              .executeTakeFirstOrThrow();
            expect(n).toEqual({ user_id: f.maple.ownerId, business_id: f.maple.id });
          },
        },
      },
    ],
  },
  '/item_note': {
    own: { restaurant: () => ({}) },
    foreign: [
      {
        as: 'restaurant',
        field: 'user_id',
        body: (f) => ({ user_id: f.harbour.ownerId }),
        expect: { own: "the list is always the caller's restaurant's notes" },
      },
    ],
  },
  '/invoice_upload': {
    own: {
      restaurant: () => ({ fileContentBase64: png(), fileName: 'matrix-own.png' }),
      admin: (f) => ({ fileContentBase64: png(), fileName: 'matrix-own.png', businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ fileContentBase64: png(), fileName: 'x.png', businessId: f.harbour.id }),
      },
      {
        as: 'restaurant',
        field: 'uploadId',
        body: (f) => ({ fileContentBase64: png(), fileName: 'x.png', uploadId: f.harbour.uploadId }),
        expect: { status: 409, why: "spec 8: 'INVOICE EXISTS'; upload ids are unique, nothing of Harbour's is shown" },
      },
    ],
  },
  '/invoice_put': {
    own: {
      restaurant: (f) => putBody(f.maple.spare.putR),
      admin: (f) => ({ ...putBody(f.maple.spare.putA), businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ ...putBody(f.maple.spare.foreign), businessId: f.harbour.id }),
      },
      {
        as: 'restaurant',
        field: 'fullKey',
        body: (f) => ({ invoiceUploadId: 'matrix-foreign-key', fileName: 'x.png', fullKey: f.harbour.apiInvoiceKey }),
        expect: { status: 400, why: "spec 8: 'Invalid arguments' for a file that is not the restaurant's" },
      },
      {
        as: 'restaurant',
        field: 'invoiceUploadId',
        body: (f) => ({ ...putBody(f.maple.spare.foreign), invoiceUploadId: f.harbour.uploadId }),
        expect: { status: 409, why: "spec 8: 'INVOICE EXISTS'; nothing of Harbour's is shown" },
      },
    ],
  },
  '/invoice': {
    own: { restaurant: () => ({}), admin: () => ({}) },
    foreign: [
      { as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) },
      {
        as: 'restaurant',
        field: 'searchName',
        body: () => ({ searchName: 'Harbour' }),
        expect: { own: 'the restaurant-name search is an admin filter; a restaurant sees its own invoices' },
      },
    ],
  },
  '/invoice_parse_instruction': {
    own: {
      restaurant: (f) => ({ supplierId: f.fv.id, type: 'Get' }),
      admin: (f) => ({ supplierId: f.fv.id, type: 'Get' }),
    },
    foreign: [],
    notTenant: { supplierId: SHARED_SUPPLIER },
  },
  '/document_types': {
    own: {
      restaurant: (f) => ({ supplierId: f.fv.id }),
      supplier: (f) => ({ supplierId: f.fv.id }),
      admin: (f) => ({ supplierId: f.fv.id }),
    },
    foreign: [],
    notTenant: { supplierId: SHARED_SUPPLIER },
  },
  '/document_upload': {
    own: {
      restaurant: (f) => docBody(f, f.maple.spare.docR),
      supplier: (f) => ({
        body: docBody(f, f.maple.spare.docS),
        status: 400,
        why: "'No restaurant available': documents belong to a restaurant and a supplier account has none",
      }),
      admin: (f) => ({ ...docBody(f, f.maple.spare.docA), businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ ...docBody(f, f.maple.spare.foreign), businessId: f.harbour.id }),
      },
      {
        as: 'restaurant',
        field: 'key',
        body: (f) => ({ ...docBody(f, f.maple.spare.foreign), key: f.harbour.documentKey }),
        expect: { status: 400, why: "spec 8: 'Invalid arguments' for a file that is not the restaurant's" },
      },
      {
        as: 'restaurant',
        field: 'userId',
        body: (f) => ({ ...docBody(f, f.maple.spare.docUser), userId: f.harbour.ownerId }),
        expect: {
          own: 'the document is always recorded as the caller’s',
          verify: async (f) => {
            const d = await app()
              .ctx.db.selectFrom('documents')
              .select(['user_id', 'business_id'])
              .where('key', '=', f.maple.spare.docUser!.fullKey)
              .executeTakeFirstOrThrow();
            expect(d).toEqual({ user_id: f.maple.ownerId, business_id: f.maple.id });
          },
        },
      },
    ],
    notTenant: { supplierId: SHARED_SUPPLIER, documentType: SHARED_SUPPLIER },
  },
  '/s3_file_link': {
    own: {
      restaurant: (f) => ({ Key: f.maple.invoiceKey }),
      supplier: (f) => ({
        body: { Key: f.maple.invoiceKey },
        status: 404,
        why: 'stored files belong to restaurants; a supplier account has none',
      }),
      admin: (f) => ({ Key: f.maple.invoiceKey }),
    },
    foreign: [
      { as: 'restaurant', field: 'Key', body: (f) => ({ Key: f.harbour.invoiceKey }) },
      { as: 'restaurant', field: 'Key', body: (f) => ({ Key: f.harbour.apiInvoiceKey }) },
      { as: 'restaurant', field: 'Key', body: (f) => ({ Key: `${f.harbour.apiInvoiceKey}.tables.json` }) },
      { as: 'restaurant', field: 'Key', body: (f) => ({ Key: `/${f.harbour.apiInvoiceKey}` }) },
      { as: 'supplier', field: 'Key', body: (f) => ({ Key: f.harbour.invoiceKey }) },
    ],
  },
  '/admin_dashboard': { own: { admin: () => ({}) }, foreign: 'takes no ids' },
  '/business_search': { own: { admin: () => ({ searchTerm: '' }) }, foreign: 'takes no ids' },
  '/order_guide_get': {
    own: { admin: (f) => ({ businessId: f.maple.id }) },
    foreign: [{ as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) }],
  },
  '/order_guide_refresh': {
    own: { admin: (f) => ({ businessId: f.maple.id }) },
    foreign: [{ as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) }],
  },
  '/reports': {
    own: { restaurant: () => ({ all: true }), supplier: () => ({ all: true }) },
    foreign: [
      { as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id, all: true }) },
      {
        as: 'supplier',
        field: 'businessId',
        body: (f) => ({ businessId: f.quayside.id, all: true }),
        expect: { own: "a supplier's report is always its own sales" },
      },
    ],
  },
  '/item_update': {
    own: { supplier: (f) => ({ itemId: f.fv.itemId, pack: '25 LB' }) },
    foreign: [
      { as: 'supplier', field: 'itemId', body: (f) => ({ itemId: f.nm.itemId, pack: 'x' }) },
      { as: 'supplier', field: 'itemId', body: (f) => ({ itemId: f.harbour.privateItemId, pack: 'x' }) },
    ],
  },
  '/item_import_preview': {
    own: { supplier: () => ({ fileContentBase64: csv('MATRIX-CSV-OWN'), fileName: 'matrix.csv' }) },
    foreign: [
      {
        as: 'supplier',
        field: 'uploadId',
        // Not the id the commit case below uses: this call makes a Fresh Valley import under the name.
        body: (f) => ({ fileContentBase64: csv('MATRIX-CSV-X'), fileName: 'x.csv', uploadId: f.nm.importUploadIds[1] }),
        expect: {
          own: "upload ids are kept per supplier: Northern Meats' id names a new Fresh Valley import",
          verify: async (_f, res) => {
            expect((res.body.rows as { itemCode: string }[]).map((r) => r.itemCode)).toEqual(['MATRIX-CSV-X']);
          },
        },
      },
    ],
  },
  '/item_import_commit': {
    own: { supplier: (f) => ({ uploadId: f.fv.importUploadId }) },
    foreign: [{ as: 'supplier', field: 'uploadId', body: (f) => ({ uploadId: f.nm.importUploadIds[0] }) }],
  },
  '/supplier_profile_update': { own: { supplier: (f) => f.fv.profile }, foreign: 'takes no ids' },
  '/delivery_area_get': { own: { supplier: () => ({}) }, foreign: 'takes no ids' },
  '/delivery_area_put': {
    own: { supplier: () => ({ kind: 'city', value: 'Matrixville', deliveryDays: 'M' }) },
    foreign: [
      {
        as: 'supplier',
        field: 'id',
        body: (f) => ({ id: f.nm.areaId, kind: 'city', value: 'Matrix Foreign', deliveryDays: 'M' }),
      },
    ],
  },
  '/delivery_area_delete': {
    own: { supplier: (f) => ({ id: f.fv.areaToDelete }) },
    foreign: [{ as: 'supplier', field: 'id', body: (f) => ({ id: f.nm.areaId }) }],
  },
};

export function forbidden(): Outcome {
  return { status: 403, why: "only an admin loads another user's session" };
}

/** The four foreign orders: Harbour's (one with a supplier Maple also uses) for Maple; others' for Fresh Valley. */
export function orderCases(body: (orderId: number) => Body): ForeignCase[] {
  return [
    { as: 'restaurant', field: 'orderId', body: (f) => body(f.harbour.orderId) },
    { as: 'restaurant', field: 'orderId', body: (f) => body(f.harbour.fvOrderId) },
    { as: 'supplier', field: 'orderId', body: (f) => body(f.nm.mapleOrderId) },
    { as: 'supplier', field: 'orderId', body: (f) => body(f.harbour.orderId) },
  ];
}

export function putBody(up: { uploadId: string; fullKey: string } | undefined) {
  if (!up) throw new Error('fixture: missing upload');
  return { invoiceUploadId: up.uploadId, fileName: 'matrix.png', fullKey: up.fullKey };
}

export function docBody(f: Fx, up: { uploadId: string; fullKey: string } | undefined) {
  if (!up) throw new Error('fixture: missing upload');
  return { documentType: f.harbour.documentTypeId, new: false, key: up.fullKey, supplierId: f.fv.id };
}

// ---------------------------------------------------------------------------------------------------------------
// Another tenant's data, as strings and as ids under the field names the API uses.

export type Secrets = { strings: string[]; ids: Map<string, Set<number>> };
export const ID_FIELDS = {
  business: ['business_id', 'businessId'],
  supplier: ['supplier_id', 'supplierId'],
  order: ['order_id', 'orderId'],
  invoice: ['invoice_id', 'invoiceId'],
  item: ['item_id', 'itemId'],
  itemPrice: ['item_price_id', 'itemPriceId'],
} as const;

export function secrets(strings: string[], ids: Partial<Record<keyof typeof ID_FIELDS, number[]>>): Secrets {
  const map = new Map<string, Set<number>>();
  for (const [kind, values] of Object.entries(ids) as [keyof typeof ID_FIELDS, number[]][])
    for (const field of ID_FIELDS[kind]) map.set(field, new Set(values));
  return { strings: [...new Set(strings.filter((s) => s.trim().length >= 6))], ids: map };
}

/** Every string or id of the other tenant found anywhere in an answer. */
export function leaks(body: unknown, s: Secrets): string[] {
  const found: string[] = [];
  const text = JSON.stringify(body) ?? '';
  for (const str of s.strings) if (text.includes(str)) found.push(JSON.stringify(str));
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        const ids = s.ids.get(k);
        if (ids && (typeof x === 'number' || typeof x === 'string') && ids.has(Number(x))) found.push(`${k}: ${x}`);
        walk(x);
      }
  };
  walk(body);
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
