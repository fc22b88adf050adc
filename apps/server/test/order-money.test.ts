import type { ItemResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverableTime } from './helpers/delivery.js';
import { connectToSupplier } from './helpers/order-setup.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

// Totals where binary floats go wrong: 0.1 + 0.2, 3 × 19.99, and 33.33 × 3 = 99.99 against a minimum of 100.00.
let t: TestApp;
let rest: string;
let supplierId: number;
let items: ItemResult[];
let keyN = 0;

const item = (code: string) => items.find((i) => i.item_code === code)!;
const order = (lines: [string, number][]) => ({
  supplierId,
  items: lines.map(([code, q]) => ({ item_price_id: item(code).item_price_id, ordered_quantity: q })),
  address: '1 King St',
  phone: '4165550100',
  contactName: 'Rita',
  deliveryTime: deliverableTime('M,W', 14),
  pickup: false,
  idempotencyKey: `money-${++keyN}-abcdefgh`,
});

beforeAll(async () => {
  t = await createTestApp();
  const supplier = (await registeredUser(t, 'sales@money-supply.example', 'supplier')).idToken;
  supplierId = (await t.api<{ Supplier: { id: number } }>('/user', {}, supplier)).body.Supplier.id;
  for (const [name, itemCode, price] of [
    ['Olive Oil 3 L', 'OIL', '33.33'],
    ['Flour 20 KG', 'FLR', '19.99'],
    ['Lemon', 'LEM', '0.1'],
    ['Lime', 'LIM', '0.2'],
  ])
    await t.api(
      '/add_item',
      { supplierName: 'x', name, itemCode, price, unit: 'EA', quantity: 1, category: 'Produce' },
      supplier,
    );
  rest = (await registeredUser(t, 'owner@money-rest.example')).idToken;
  items = await connectToSupplier(t, rest, supplierId, {
    accountNumber: 'ACC-1',
    minimumOrder: 100,
    contactEmail: 'desk@money-supply.example',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('order totals', () => {
  it('refuses 33.33 × 3 = 99.99 against a minimum of 100.00', async () => {
    const r = await t.api('/send_order', order([['OIL', 3]]), rest);
    expect(r.status).toBe(400);
    expect(r.body.error?.message).toBe('Sorry you do not meet the minimum order of $100.00 for this supplier');
  });

  it('adds 5 × 19.99 + 0.10 + 0.20 to exactly 100.25, which meets the minimum', async () => {
    const sent = await t.api<{ orderId: number; total: string }>(
      '/send_order',
      order([
        ['FLR', 5],
        ['LEM', 1],
        ['LIM', 1],
      ]),
      rest,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.total).toBe('100.25');
    const view = await t.api<{ items: { line_total: string }[] }>('/order_get', { orderId: sent.body.orderId }, rest);
    expect(view.body.items.map((i) => i.line_total)).toEqual(['99.95', '0.10', '0.20']);
  });

  it('rounds a line of 33.33 × 3.001 = 100.02333 to 100.02, which meets the minimum', async () => {
    const sent = await t.api<{ total: string }>('/send_order', order([['OIL', 3.001]]), rest);
    expect(sent.status).toBe(200);
    expect(sent.body.total).toBe('100.02');
  });
});
