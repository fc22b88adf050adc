import type { ItemResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { deliverableTime } from './helpers/delivery.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Every string must be text the database can store, every id and number must fit its column: else a 400. */
let t: TestApp;
let restaurant: string;
let supplier: string;
let supplierId: number;
let orderId: number;
let item: ItemResult;

const UNSTORABLE = 'Text contains characters that cannot be stored';
// Maple's Fresh Valley days and cutoff (demo data).
const tomorrow = () => deliverableTime('M,W,F', 14);
let keyN = 0;
const order = (lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  supplierId,
  items: lines,
  deliveryTime: tomorrow(),
  idempotencyKey: `input-${++keyN}-abcdefgh`,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  const signIn = async (email: string) =>
    (await t.api<{ idToken: string }>('/auth/sign_in', { email, password: DEMO_PASSWORD })).body.idToken;
  restaurant = await signIn('owner@maple.demo.test');
  supplier = await signIn('sales@freshvalley.demo.test');
  const { suppliers } = (await t.api<{ suppliers: { id: number; name: string }[] }>('/supplier_get', {}, restaurant))
    .body;
  supplierId = suppliers.find((s) => s.name === 'Fresh Valley Produce')!.id;
  const { items } = (
    await t.api<{ items: ItemResult[] }>(
      '/item_search',
      { type: 'restaurant_item', searchTerm: '', supplierId },
      restaurant,
    )
  ).body;
  item = items.find((i) => Number(i.price) > 10)!;
  orderId = (await t.api<{ orders: { order: { id: number } }[] }>('/order', { all: true }, restaurant)).body.orders[0]!
    .order.id;
});
afterAll(async () => {
  await t?.close();
});

const expectUnstorable = (
  res: { status: number; body: { error?: { code: string; message: string } } },
  field: string,
) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error).toMatchObject({ code: 'VALIDATION', message: `${UNSTORABLE} (${field})` });
};

describe('text the database cannot store', () => {
  it('is a 400 naming the field on the public identity routes (NUL and lone surrogates)', async () => {
    const signUp = { email: 'nul@example.test', password: 'Str0ng!pass', firstName: 'Ann', lastName: 'Lee' };
    expectUnstorable(await t.api('/auth/sign_up', { ...signUp, firstName: '\ud800' }), 'firstName');
    expectUnstorable(await t.api('/auth/sign_up', { ...signUp, lastName: 'L\u0000ee' }), 'lastName');
    expectUnstorable(await t.api('/auth/sign_up', { ...signUp, password: 'Str0ng!pass\u0000' }), 'password');
    expectUnstorable(await t.api('/auth/sign_in', { email: 'a@b.co', password: 'x\udc00' }), 'password');
    expectUnstorable(
      await t.api('/register', {
        email: 'nul@example.test',
        phone: '4165550100',
        firstName: 'Ann',
        lastName: 'Lee',
        userType: 'restaurant',
        restaurant: {
          name: 'Bistro\u0000',
          address: '1 King St',
          city: 'Toronto',
          postalCode: 'M5H 1A1',
          region: 'Canada',
          stateProv: 'ON',
        },
      }),
      'restaurant.name',
    );
    // A well-formed pair (an emoji) is fine.
    const ok = await t.api('/auth/sign_up', { ...signUp, firstName: 'Ann \ud83d\ude00' });
    expect(ok.status).toBe(200);
  });

  it('is a 400 on the signed-in routes, in nested fields and in keys', async () => {
    const line = { item_price_id: item.item_price_id, ordered_quantity: 1 };
    expectUnstorable(await t.api('/send_order', order([line], { address: '1 King\u0000' }), restaurant), 'address');
    expectUnstorable(await t.api('/send_order', order([{ ...line, note: 'ring \ud800' }]), restaurant), 'items.0.note');
    expectUnstorable(await t.api('/item_search', { searchTerm: 'toma\u0000to' }, restaurant), 'searchTerm');
    expectUnstorable(await t.api('/s3_file_link', { Key: 'invoices/a\u0000.pdf' }, restaurant), 'Key');
    expectUnstorable(await t.api('/note_put', { orderId, note: 'late\u0000' }, restaurant), 'note');
    expectUnstorable(
      await t.api(
        '/add_item',
        {
          supplierName: 'Fresh Valley Produce',
          supplierId,
          name: 'Kale\u0000',
          itemCode: 'K-1',
          price: 3,
          quantity: 1,
          unit: 'CS',
          category: 'Produce',
        },
        restaurant,
      ),
      'name',
    );
    expectUnstorable(
      await t.api(
        '/invoice_parse_instruction',
        { supplierId, type: 'Put', action: 'field_association', data: { columns: [{ header: 'Qty\ud800' }] } },
        restaurant,
      ),
      'data.columns.0.header',
    );
    const key = await t.api(
      '/invoice_parse_instruction',
      { supplierId, type: 'Put', action: 'field_association', data: { 'a\u0000': 1 } },
      restaurant,
    );
    expect(key.status).toBe(400);
    expect(key.body.error?.message).toContain(UNSTORABLE);
  });

  it('is a 400 in query strings and paths too', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/api/files/invoices/a%00.pdf?exp=1&sig=x' });
    expect(file.statusCode).toBe(400);
    expect(file.json().error.message).toBe(`${UNSTORABLE} (params.*)`);
    const query = await t.app.inject({ method: 'GET', url: '/api/files/invoices/a.pdf?exp=1&sig=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.message).toBe(`${UNSTORABLE} (query.sig)`);
  });
});

describe('ids', () => {
  it('past the integer column are a 400, at its end a plain 404', async () => {
    const tooBig = 2_147_483_648;
    for (const [path, body] of [
      ['/note_put', { orderId: tooBig, note: 'hello' }],
      ['/invoice_items_get', { invoiceId: tooBig }],
      ['/document_types', { supplierId: tooBig }],
      ['/order_get', { orderId: String(tooBig) }],
      ['/item_last_ordered', { itemId: 1e20 }],
    ] as const) {
      const res = await t.api(path, body, restaurant);
      expect(res.status, path).toBe(400);
      expect(res.body.error?.message, path).toMatch(/^\w+: Not a valid id$/);
    }
    expect((await t.api('/note_put', { orderId: 2_147_483_647, note: 'hello' }, restaurant)).status).toBe(404);
    expect((await t.api('/invoice_items_get', { invoiceId: 2_147_483_647 }, restaurant)).status).toBe(404);
  });
});

describe('decimals', () => {
  it('refuses an ordered quantity with more decimals than the order keeps, instead of rounding it', async () => {
    for (const q of [0.0004, 5.0004, '5.0004']) {
      const res = await t.api(
        '/send_order',
        order([{ item_price_id: item.item_price_id, ordered_quantity: q }]),
        restaurant,
      );
      expect(res.status, String(q)).toBe(400);
      expect(res.body.error?.message, String(q)).toBe('items.0.ordered_quantity: Use at most 3 decimals');
    }
  });

  it('stores a quantity with three decimals as sent, its line total computed from it', async () => {
    const res = await t.api<{ orderId: number }>(
      '/send_order',
      order([{ item_price_id: item.item_price_id, ordered_quantity: 5.125 }]),
      restaurant,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const line = await t.ctx.db
      .selectFrom('order_items')
      .select(['ordered_quantity', 'line_total', 'price', 'quantity'])
      .where('order_id', '=', res.body.orderId)
      .executeTakeFirstOrThrow();
    expect(Number(line.ordered_quantity)).toBe(5.125);
    const cents = Math.round(Number(line.price) * Number(line.quantity) * 5.125 * 100);
    expect(Math.round(Number(line.line_total) * 100)).toBe(cents);
  });

  it('refuses prices, pack sizes and minimum orders past their column scale', async () => {
    const newItem = {
      supplierName: 'Fresh Valley Produce',
      name: 'Baby Kale',
      itemCode: 'BK-1',
      price: 3,
      quantity: 1,
      unit: 'CS',
      category: 'Produce',
    };
    const price = await t.api('/add_item', { ...newItem, price: 3.123456 }, supplier);
    expect(price.status).toBe(400);
    expect(price.body.error?.message).toBe('price: Use at most 5 decimals');
    const pack = await t.api('/add_item', { ...newItem, quantity: '1.0000001' }, supplier);
    expect(pack.status).toBe(400);
    expect(pack.body.error?.message).toBe('quantity: Use at most 5 decimals');
    const minimum = await t.api(
      '/customer_supplier_update',
      { type: 'supplier', supplierId, minimumOrder: 150.005 },
      restaurant,
    );
    expect(minimum.status).toBe(400);
    expect(minimum.body.error?.message).toBe('minimumOrder: Use at most 2 decimals');
  });

  it('refuses an order whose total does not fit the order, with a message', async () => {
    const gold = {
      supplierName: 'Fresh Valley Produce',
      name: 'Saffron Threads Bulk',
      itemCode: 'SAF-BULK',
      price: 1_000_000,
      quantity: 1_000_000,
      unit: 'CS',
      category: 'Produce',
    };
    expect((await t.api('/add_item', gold, supplier)).status).toBe(200);
    const { items } = (
      await t.api<{ items: ItemResult[] }>(
        '/item_search',
        { type: 'restaurant_item', searchTerm: 'Saffron Threads Bulk', supplierId },
        restaurant,
      )
    ).body;
    const saffron = items.find((i) => i.item_code === 'SAF-BULK')!;
    const res = await t.api(
      '/send_order',
      order([{ item_price_id: saffron.item_price_id, ordered_quantity: 100_000 }]),
      restaurant,
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('The order total is too large. Split it into several orders.');
  });
});
