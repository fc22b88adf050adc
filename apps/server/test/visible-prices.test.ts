import type { CatalogImportPreview, ItemResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestVisiblePrice, visiblePrices } from '../src/modules/catalog/visible-prices.js';
import { deliverableTime } from './helpers/delivery.js';
import { createTestApp, registeredUser, signedInUser, type TestApp } from './helpers/test-app.js';

/**
 * The rule of which price a restaurant sees for an item: the supplier's public prices and its own invoice prices,
 * never another restaurant's, the latest by date (the later row on the same date). Two restaurants buy one olive oil
 * from one supplier; each has invoice prices of its own, on dates between the supplier's list prices.
 */

let t: TestApp;
const token: Record<'maple' | 'harbour' | 'supplier' | 'admin', string> = {
  maple: '',
  harbour: '',
  supplier: '',
  admin: '',
};
let maple: number;
let harbour: number;
let supplierId: number;
let itemId: number;
/** Price rows by name: the supplier's list (list*), Maple's invoices (maple*), Harbour's invoices (harbour*). */
const price: Record<string, number> = {};

const businessOf = async (tok: string) =>
  (await t.api<{ Business: { id: number } }>('/user', {}, tok)).body.Business.id;

async function addPrice(name: string, amount: string, day: string, businessId: number | null) {
  const row = await t.ctx.db
    .insertInto('item_prices')
    .values({
      item_id: itemId,
      price: amount,
      unit: 'CS',
      quantity: 1,
      source: businessId ? 'invoice' : 'supplier',
      business_id: businessId,
      effective_at: new Date(`${day}T12:00:00Z`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  price[name] = row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  token.supplier = (await registeredUser(t, 'sales@oliveco.example', 'supplier')).idToken;
  supplierId = (await t.api<{ Supplier: { id: number } }>('/user', {}, token.supplier)).body.Supplier.id;
  const added = await t.api<{ item_id: number; item_price_id: number }>(
    '/add_item',
    {
      supplierName: 'x',
      name: 'Olive Oil, Extra Virgin 4x3 L',
      itemCode: 'OIL-1',
      price: 40,
      unit: 'CS',
      quantity: 1,
      pack: '4x3 L',
      category: 'Canned and dry goods',
    },
    token.supplier,
  );
  expect(added.status).toBe(200);
  itemId = added.body.item_id;
  price.list1 = added.body.item_price_id;
  await t.ctx.db
    .updateTable('item_prices')
    .set({ effective_at: new Date('2025-01-01T12:00:00Z') })
    .where('id', '=', price.list1)
    .execute();

  for (const name of ['maple', 'harbour'] as const) {
    token[name] = (await registeredUser(t, `owner@${name}.example`)).idToken;
    const link = await t.api(
      '/customer_supplier_put',
      {
        name: 'Olive Co',
        insertBusSupId: supplierId,
        accountNumber: `ACC-${name}`,
        minimumOrder: 0,
        orderCutoff: 14,
        deliveryDays: 'M,W',
      },
      token[name],
    );
    expect(link.status).toBe(200);
    expect((await t.api('/order_guide_items', { itemId, action: 'add' }, token[name])).status).toBe(200);
  }
  maple = await businessOf(token.maple);
  harbour = await businessOf(token.harbour);

  // Maple: an invoice in February, a newer one in May. The supplier's list changes in March. Harbour: two invoices
  // on one day in April, the second entered after the first; Harbour's are the newest prices of all for April.
  await addPrice('maple1', '38.50', '2025-02-01', maple);
  await addPrice('list2', '42.00', '2025-03-01', null);
  await addPrice('harbour1', '36.00', '2025-04-01', harbour);
  await addPrice('harbour2', '35.00', '2025-04-01', harbour);
  await addPrice('maple2', '39.00', '2025-05-01', maple);

  token.admin = (await signedInUser(t, 'admin@oliveco.example')).idToken;
  await t.ctx.db.updateTable('users').set({ usertype: 'admin' }).where('email', '=', 'admin@oliveco.example').execute();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the rule', () => {
  const latest = async (viewer: number | null) =>
    (await latestVisiblePrice(t.ctx.db, viewer, itemId).select('vp.id').executeTakeFirst())?.id;
  const all = async (viewer: number | null) =>
    (await visiblePrices(t.ctx.db, viewer, itemId).select('vp.id').execute()).map((r) => r.id);

  it("gives each restaurant the latest of the supplier's prices and its own, never the other restaurant's", async () => {
    // Maple's May invoice is newer than the March list price; Harbour's April prices are newer still, but not Maple's.
    expect(await latest(maple)).toBe(price.maple2);
    // Two prices of the same day: the one entered later.
    expect(await latest(harbour)).toBe(price.harbour2);
    // The supplier's own list: its March price, whatever restaurants paid since.
    expect(await latest(null)).toBe(price.list2);
  });

  it('lists the prices a restaurant sees newest first, its own and the list, nobody else’s', async () => {
    expect(await all(maple)).toEqual([price.maple2, price.list2, price.maple1, price.list1]);
    expect(await all(harbour)).toEqual([price.harbour2, price.harbour1, price.list2, price.list1]);
    expect(await all(null)).toEqual([price.list2, price.list1]);
  });

  it('follows a newer list price once it is the latest for a restaurant too', async () => {
    await addPrice('list3', '41.00', '2025-06-01', null);
    try {
      expect(await latest(maple)).toBe(price.list3);
      expect(await latest(harbour)).toBe(price.list3);
    } finally {
      await t.ctx.db.deleteFrom('item_prices').where('id', '=', price.list3!).execute();
    }
  });
});

describe('every reader of prices follows it', () => {
  const searchAs = async (who: 'maple' | 'harbour' | 'supplier') => {
    const r = await t.api<{ items: ItemResult[] }>(
      '/item_search',
      { type: who === 'supplier' ? 'supplier_items' : 'restaurant_item', searchTerm: 'olive oil' },
      token[who],
    );
    expect(r.status).toBe(200);
    return r.body.items.find((i) => i.item_id === itemId);
  };

  it('search shows each restaurant its own latest price, and the supplier its list price', async () => {
    expect((await searchAs('maple'))?.item_price_id).toBe(price.maple2);
    expect((await searchAs('harbour'))?.item_price_id).toBe(price.harbour2);
    expect((await searchAs('supplier'))?.item_price_id).toBe(price.list2);
  });

  it("an item's price history holds the restaurant's prices and the list's only", async () => {
    const r = await t.api<{ history: { id: number }[] }>('/item_last_ordered', { itemId }, token.maple);
    expect(r.status).toBe(200);
    expect(r.body.history.map((h) => h.id)).toEqual([price.maple2, price.list2, price.maple1, price.list1]);
    const note = await t.api(
      '/item_note_put',
      { item_id: itemId, item_price_id: price.harbour1, note: 'x' },
      token.maple,
    );
    expect(note.status).toBe(404);
  });

  it('sending an order takes only a price the restaurant sees, and asks again when a newer one exists', async () => {
    const order = (itemPriceId: number) => ({
      supplierId,
      items: [{ item_price_id: itemPriceId, ordered_quantity: 1 }],
      deliveryTime: deliverableTime('M,W', 14),
      address: '1 King St',
      phone: '4165550100',
      pickup: false,
      idempotencyKey: `visible-${itemPriceId}`,
    });
    expect((await t.api('/send_order', order(price.harbour2!), token.maple)).status).toBe(404);
    const stale = await t.api<{ error: { code: string; details: { item_price_id: number }[] } }>(
      '/send_order',
      order(price.list2!),
      token.maple,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('PRICE_CHANGED');
    expect(stale.body.error.details.map((d) => d.item_price_id)).toEqual([price.maple2]);
    const sent = await t.api<{ total: string }>('/send_order', order(price.maple2!), token.maple);
    expect(sent.status).toBe(200);
    expect(Number(sent.body.total)).toBe(39);
  });

  it("the admin's order guide of a restaurant shows that restaurant's latest price", async () => {
    for (const [businessId, amount] of [
      [maple, 39],
      [harbour, 35],
    ] as const) {
      const r = await t.api<{ items: { item_id: number; price: string }[] }>(
        '/order_guide_get',
        { businessId },
        token.admin,
      );
      expect(r.status).toBe(200);
      expect(Number(r.body.items.find((i) => i.item_id === itemId)?.price)).toBe(amount);
    }
  });

  it("reports compare a restaurant's latest price with the one before it that it saw", async () => {
    const change = async (who: 'maple' | 'harbour') => {
      const r = await t.api<{ priceChanges: { item_id: number; latest: string; previous: string }[] }>(
        '/reports',
        { all: true },
        token[who],
      );
      expect(r.status).toBe(200);
      const c = r.body.priceChanges.find((p) => p.item_id === itemId);
      return c && [Number(c.latest), Number(c.previous)];
    };
    expect(await change('maple')).toEqual([39, 42]);
    expect(await change('harbour')).toEqual([35, 36]);
  });

  it("the supplier's catalogue tools compare with its list price, not with what a restaurant paid", async () => {
    const count = async () =>
      (await t.ctx.db.selectFrom('item_prices').select('id').where('item_id', '=', itemId).execute()).length;
    const before = await count();
    // The list price is 42.00: setting it again adds nothing, though restaurants' latest prices differ.
    expect((await t.api('/item_update', { itemId, price: 42 }, token.supplier)).status).toBe(200);
    expect(await count()).toBe(before);
    const csv = ['Item #,Description,UOM,Pack,Unit Price', 'OIL-1,"Olive Oil, Extra Virgin 4x3 L",CS,4x3 L,42.00'];
    const preview = await t.api<CatalogImportPreview>(
      '/item_import_preview',
      { fileName: 'prices.csv', fileContentBase64: Buffer.from(csv.join('\n')).toString('base64') },
      token.supplier,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.counts).toMatchObject({ total: 1, unchanged: 1, updated: 0 });
  });
});
