import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { deliverableTime } from './helpers/delivery.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Field names the API uses, so generated bodies are near-valid often enough to reach the use-cases. */
const FIELDS = [
  'email',
  'password',
  'code',
  'searchTerm',
  'type',
  'businessId',
  'business_id',
  'supplierId',
  'supplier_id',
  'itemId',
  'item_id',
  'item_price_id',
  'orderId',
  'orderStatusId',
  'note',
  'name',
  'items',
  'records',
  'invoiceId',
  'category',
  'price',
  'quantity',
  'unit',
  'itemCode',
  'deliveryTime',
  'idempotencyKey',
  'accountId',
  'accountNumber',
  'minimumOrder',
  'orderCutoff',
  'deliveryDays',
  'action',
  'data',
  'fileName',
  'fileContentBase64',
  'fullKey',
  'Key',
  'startTime',
  'endTime',
  'all',
  'irk',
  'ivrk',
  'delete',
  'kind',
  'value',
  'id',
  'newCategory',
  'refreshToken',
  'session',
  'token',
  'invitationId',
  'firstName',
  'lastName',
  'registrationToken',
  'claimId',
  'decision',
  'ordered_quantity',
  'userId',
  'user_id',
  'documentType',
  'Bucket',
  'excludeRows',
  'alternateNames',
  'orderEmail',
  'author',
  'phone',
];
/** Any UTF-16 code units, NUL and lone surrogates included: text the database cannot store must be a 400. */
const rawText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0, max: 0xffff }),
      fc.constantFrom(0, 0xd800, 0xdbff, 0xdc00, 0xdfff),
      fc.integer({ min: 0x20, max: 0x7e }),
    ),
    { maxLength: 12 },
  )
  .map((units) => String.fromCharCode(...units));
const nastyText = fc.oneof(
  rawText,
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udfff\ud800', 'ok \ud83d\ude00', '%00'),
);
/** Ids at and past the integer column's range. */
const idLike = fc.oneof(
  fc.integer({ min: 1, max: 20 }),
  fc.constantFrom(
    2_147_483_647,
    2_147_483_648,
    -2_147_483_649,
    4_294_967_296,
    Number.MAX_SAFE_INTEGER + 2,
    '2147483648',
    1e300,
  ),
);
/** Quantities and prices with more decimals than their NUMERIC column keeps, and past its range. */
const decimalLike = fc.oneof(
  fc.constantFrom(0.0004, 5.0004, '5.0004', 0.001, 1.5, 0.123456, 1e-7, 99_999.9995, 1e20, '1e3', 100_000.001),
  fc.double({ min: 0, max: 1_000_000, noNaN: true }),
);
const orderLines = fc.array(
  fc.record(
    { item_price_id: idLike, ordered_quantity: decimalLike, note: nastyText },
    { requiredKeys: ['item_price_id', 'ordered_quantity'] },
  ),
  { maxLength: 3 },
);
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  nastyText,
  idLike,
  decimalLike,
  orderLines,
  fc.integer({ min: -5, max: 100_000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    'restaurant_item',
    'add',
    'delete',
    'Get',
    'Put',
    'field_association',
    '2026-11-23T12:00:00Z',
    'Produce',
    'M,W',
    '1',
    '-1',
    'NaN',
    '💥',
    "' OR 1=1 --",
  ),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.object({ maxDepth: 1 })), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 2 }),
);
const nearValid = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });
const anyBody = fc.oneof(nearValid, fc.anything({ maxDepth: 2 }), fc.constant(undefined));
/** Mostly bodies with the route's own field names (so they get past strict validation), some arbitrary. */
const bodyFor = (keys: string[]) =>
  keys.length === 0
    ? anyBody
    : fc.oneof(
        { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }) },
        { weight: 1, arbitrary: anyBody },
      );

/** Sign-up and registration bodies that are valid but for text fields that may hold NUL or lone surrogates. */
const identityBody = fc.record({
  email: fc.constantFrom('fuzz@example.test', 'fuzz2@example.test'),
  password: fc.oneof(fc.constant('Str0ng!pass'), nastyText),
  firstName: nastyText,
  lastName: nastyText,
  phone: nastyText,
  userType: fc.constant('restaurant'),
  restaurant: fc.record({
    name: nastyText,
    address: nastyText,
    city: nastyText,
    postalCode: nastyText,
    region: fc.constant('Canada'),
    stateProv: nastyText,
  }),
});

/** A value that should be refused (or stored exactly): unstorable text, ids past the column, too many decimals. */
const hostile = fc.oneof(nastyText, idLike, decimalLike);

/** Paths of the leaves of a JSON value: ['items', 0, 'note'], ... */
function leaves(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...at, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, [...at, k]));
  return [at];
}
function replaced(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  copy[head as string] = replaced(copy[head as string], rest, value);
  return copy;
}

/** Valid bodies of the routes that once let bad text, ids or decimals reach SQL; one leaf at a time goes hostile. */
type Seed = { url: string; who?: number; body: () => Record<string, unknown> };
const seeds: Seed[] = [];
let seq = 0;

let t: TestApp;
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  for (const email of ['admin@demo.test', 'owner@maple.demo.test', 'sales@freshvalley.demo.test', 'person@demo.test']) {
    tokens.push((await t.api<{ idToken: string }>('/auth/sign_in', { email, password: DEMO_PASSWORD })).body.idToken);
  }
});
beforeAll(async () => {
  const restaurant = tokens[1];
  const get = async <T>(path: string, body: unknown, token?: string) => (await t.api<T>(path, body, token)).body;
  const { suppliers } = await get<{ suppliers: { id: number; name: string }[] }>('/supplier_get', {}, restaurant);
  const supplierId = suppliers.find((x) => x.name === 'Fresh Valley Produce')!.id;
  const { items } = await get<{ items: { item_price_id: number }[] }>(
    '/item_search',
    { type: 'restaurant_item', searchTerm: '', supplierId },
    restaurant,
  );
  const { orders } = await get<{ orders: { order: { id: number } }[] }>('/order', { all: true }, restaurant);
  // Maple's Fresh Valley days and cutoff (demo data).
  const tomorrow = deliverableTime('M,W,F', 14);
  const profile = {
    name: 'Fuzz Bistro',
    address: '1 King St',
    city: 'Toronto',
    postalCode: 'M5H 1A1',
    region: 'Canada',
    stateProv: 'ON',
  };
  seeds.push(
    {
      url: '/send_order',
      who: 1,
      body: () => ({
        supplierId,
        items: [{ item_price_id: items[0]!.item_price_id, ordered_quantity: 2.5, note: 'Back door' }],
        address: '1 King St',
        contactName: 'Rita',
        deliveryTime: tomorrow,
        idempotencyKey: `fuzz-${++seq}-abcdefgh`,
      }),
    },
    { url: '/item_search', who: 1, body: () => ({ type: 'restaurant_item', searchTerm: 'tomato', supplierId }) },
    { url: '/note_put', who: 1, body: () => ({ orderId: orders[0]!.order.id, note: 'Call on arrival' }) },
    { url: '/s3_file_link', who: 1, body: () => ({ Key: 'invoices/fuzz.pdf' }) },
    { url: '/invoice_items_get', who: 1, body: () => ({ invoiceId: 1 }) },
    { url: '/document_types', who: 1, body: () => ({ supplierId }) },
    {
      url: '/invoice_parse_instruction',
      who: 1,
      body: () => ({ supplierId, type: 'Put', action: 'field_association', data: { fieldMap: { Qty: 'quantity' } } }),
    },
    {
      url: '/customer_supplier_update',
      who: 1,
      body: () => ({ type: 'supplier', supplierId, minimumOrder: 150, contactName: 'Desk' }),
    },
    {
      url: '/add_item',
      who: 2,
      body: () => ({
        supplierName: 'Fresh Valley Produce',
        name: `Fuzz Kale ${++seq}`,
        itemCode: `FZ-${seq}`,
        price: 3.5,
        quantity: 1,
        unit: 'CS',
        pack: '24 ct',
        category: 'Produce',
      }),
    },
    {
      url: '/auth/sign_up',
      body: () => ({
        email: `fuzz${++seq}@example.test`,
        password: 'Str0ng!pass',
        firstName: 'Ann',
        lastName: 'Lee',
        phone: '4165550100',
      }),
    },
    {
      url: '/register',
      body: () => ({
        email: `fuzz${++seq}@example.test`,
        phone: '4165550100',
        firstName: 'Ann',
        lastName: 'Lee',
        userType: 'restaurant',
        restaurant: profile,
      }),
    },
  );
});

afterAll(async () => {
  await t?.close();
});

describe('fuzzing every route', () => {
  const runs = Number(process.env.FUZZ_RUNS ?? 200);
  it(
    `answers ${runs} arbitrary and near-valid bodies per route with a 4xx or 2xx in the error shape, never a 5xx`,
    async () => {
      const failures: string[] = [];
      for (const route of t.app.apiRoutes) {
        if (route.url.includes('/auth/') || route.url === '/api/register') continue; // rate-limited by design: below
        await fc.assert(
          fc.asyncProperty(bodyFor(route.bodyKeys), fc.nat(tokens.length - 1), async (body, who) => {
            const res = await t.app.inject({
              method: 'POST',
              url: route.url,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
              payload: body === undefined ? '' : JSON.stringify(body),
            });
            if (res.statusCode >= 500)
              failures.push(
                `${route.url} ${res.statusCode} ${JSON.stringify(body).slice(0, 200)} → ${res.body.slice(0, 200)}`,
              );
            if (res.statusCode >= 400) {
              const err = res.json().error;
              expect(typeof err?.code).toBe('string');
              expect(typeof err?.message).toBe('string');
            }
          }),
          { numRuns: runs },
        );
      }
      expect(failures).toEqual([]);
    },
    1500 * runs,
  );

  it(
    'answers valid bodies with one hostile value (NUL, lone surrogate, id past 2^31-1, too many decimals) without a 5xx',
    async () => {
      const failures: string[] = [];
      for (const seed of seeds) {
        const identity = seed.who === undefined;
        await fc.assert(
          fc.asyncProperty(fc.nat(), hostile, fc.nat({ max: 255 }), async (pick, value, addr) => {
            const base = seed.body();
            const paths = leaves(base);
            const body = replaced(base, paths[pick % paths.length]!, value);
            const res = await t.app.inject({
              method: 'POST',
              url: `/api${seed.url}`,
              // Identity routes limit attempts per address: each body comes from its own.
              remoteAddress: `198.51.100.${addr}`,
              headers: {
                'content-type': 'application/json',
                ...(identity ? {} : { authorization: `Bearer ${tokens[seed.who!]}` }),
              },
              payload: JSON.stringify(body),
            });
            if (res.statusCode >= 500)
              failures.push(
                `${seed.url} ${res.statusCode} ${JSON.stringify(body).slice(0, 200)} → ${res.body.slice(0, 200)}`,
              );
          }),
          { numRuns: identity ? Math.min(runs, 60) : runs },
        );
      }
      expect(failures).toEqual([]);
    },
    1500 * runs,
  );

  it('handles arbitrary bodies on the identity routes without a 5xx', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => r.url.includes('/auth/') || r.url === '/api/register')) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(anyBody, identityBody), async (body) => {
          const res = await t.app.inject({
            method: 'POST',
            url: route.url,
            headers: { 'content-type': 'application/json' },
            payload: body === undefined ? '' : JSON.stringify(body),
          });
          if (res.statusCode >= 500)
            failures.push(`${route.url} ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
        }),
        { numRuns: 50 },
      );
    }
    expect(failures).toEqual([]);
  });
});
