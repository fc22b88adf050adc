import { randomBytes } from 'node:crypto';
import { USER_TYPES, type UserType } from '@app/contracts';
import type { TestApp } from './test-app.js';

/**
 * The vocabulary of the authorisation matrix test (authz-matrix.test.ts): callers, the shape of a route's entry,
 * the fixture's ids, body builders shared by the route tables, and the leak check.
 */

let current: TestApp | undefined;
/** The app the table's fixture look-ups query; set by the test in beforeAll. */
export function useApp(a: TestApp): void {
  current = a;
}
export const app = (): TestApp => {
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
    /** A line of mapleOrderId. */
    mapleOrderItemId: number;
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
  /** Pending team invitations: ids per team, and links (tokens) to emails without an account. */
  invites: {
    mapleR: number;
    mapleA: number;
    fv: number;
    harbour: number;
    nm: number;
    viewToken: string;
    /** One per caller of the public accept route; each call uses one up. */
    joinTokens: string[];
  };
  /** A supplier account's pending request to manage a record Harbour created. */
  claim: { id: number };
  /** A credit request Harbour made to its own supplier (no supplier in common with Fresh Valley). */
  credit: { harbourId: number };
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
  'suppliers are a shared directory (supplier_search): a restaurant names any of them to connect to it (spec 2.3)';

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

/** Maple files an upload as a new document type of its own under Fresh Valley, one of its suppliers. */
export function docBody(f: Fx, up: { uploadId: string; fullKey: string } | undefined) {
  if (!up) throw new Error('fixture: missing upload');
  return { documentType: 'Matrix price list', new: true, key: up.fullKey, supplierId: f.fv.id };
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
