import { compare, type ItemResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { productKey } from '../src/modules/catalog/compare.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  for (const email of [
    'admin@demo.test',
    'owner@maple.demo.test',
    'owner@harbour.demo.test',
    'sales@freshvalley.demo.test',
  ]) {
    token[email] = (await t.api<{ idToken: string }>('/auth/sign_in', { email, password: DEMO_PASSWORD })).body.idToken;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('admin', () => {
  it('shows dashboard counts and finds restaurants by name', async () => {
    const d = await t.api<{ pendingInvoices: number; ordersToday: number; restaurants: number }>(
      '/admin_dashboard',
      {},
      token['admin@demo.test'],
    );
    expect(d.body.restaurants).toBe(2);
    expect(d.body.pendingInvoices).toBeGreaterThanOrEqual(1);
    expect(d.body.ordersToday).toBeGreaterThanOrEqual(2);
    const found = await t.api<{ businesses: { id: number; name: string }[] }>(
      '/business_search',
      { searchTerm: 'maple' },
      token['admin@demo.test'],
    );
    expect(found.body.businesses.map((b) => b.name)).toEqual(['Maple Bistro']);
    expect((await t.api('/admin_dashboard', {}, token['owner@maple.demo.test'])).status).toBe(403);
  });

  it('refreshes an order guide from recent orders and invoices, keeping pinned items', async () => {
    const admin = token['admin@demo.test'];
    const [maple] = (await t.api<{ businesses: { id: number }[] }>('/business_search', { searchTerm: 'maple' }, admin))
      .body.businesses;
    const before = await t.api<{ items: { item_id: number }[] }>('/order_guide_get', { businessId: maple!.id }, admin);
    // An unpinned item nobody ordered lately goes; pinned items stay.
    const stale = before.body.items[0]!.item_id;
    await t.ctx.db
      .updateTable('order_guide_items')
      .set({ pinned: false })
      .where('item_id', '=', stale)
      .where('business_id', '=', maple!.id)
      .execute();
    await t.ctx.db.deleteFrom('order_items').where('item_id', '=', stale).execute();
    await t.ctx.db.deleteFrom('invoice_items').where('item_id', '=', stale).execute();
    const r = await t.api<{
      added: { id: number }[];
      removed: { id: number }[];
      items: { item_id: number; name: string; price: string }[];
    }>('/order_guide_refresh', { businessId: maple!.id }, admin);
    expect(r.status).toBe(200);
    expect(r.body.removed.map((x) => x.id)).toEqual([stale]);
    expect(r.body.items.length).toBe(before.body.items.length - 1 + r.body.added.length);
    expect(r.body.items.every((i) => i.name && i.price)).toBe(true);
    const again = await t.api<{ added: unknown[]; removed: unknown[] }>(
      '/order_guide_refresh',
      { businessId: maple!.id },
      admin,
    );
    expect(again.body).toMatchObject({ added: [], removed: [] });
  });
});

describe('supplier catalogue', () => {
  it('changes a price that connected restaurants then see, and deactivates an item', async () => {
    const supplier = token['sales@freshvalley.demo.test'];
    const mine = await t.api<{ items: ItemResult[] }>('/item_search', { searchTerm: 'roma' }, supplier);
    const roma = mine.body.items[0]!;
    const upd = await t.api('/item_update', { itemId: roma.item_id, price: Number(roma.price) + 5 }, supplier);
    expect(upd.status).toBe(200);
    const seen = await t.api<{ items: ItemResult[] }>(
      '/item_search',
      { type: 'restaurant_item', searchTerm: roma.name },
      token['owner@maple.demo.test'],
    );
    expect(Number(seen.body.items.find((i) => i.item_id === roma.item_id)?.price)).toBeCloseTo(
      Number(roma.price) + 5,
      5,
    );
    await t.api('/item_update', { itemId: roma.item_id, active: false }, supplier);
    const gone = await t.api<{ items: ItemResult[] }>(
      '/item_search',
      { type: 'restaurant_item', searchTerm: roma.name },
      token['owner@maple.demo.test'],
    );
    expect(gone.body.items.some((i) => i.item_id === roma.item_id)).toBe(false);
    const other = await t.api<{ items: ItemResult[] }>(
      '/item_search',
      { type: 'restaurant_item', searchTerm: 'salmon' },
      token['owner@maple.demo.test'],
    );
    const foreign = other.body.items.find((i) => i.supplier !== 'Fresh Valley Produce');
    if (foreign)
      expect((await t.api('/item_update', { itemId: foreign.item_id, price: 1 }, supplier)).status).toBe(404);
  });
});

describe('reports', () => {
  it('gives a restaurant spend, top items, price changes and savings', async () => {
    const r = await t.api<{
      spendBySupplier: { supplier: string; spend: string }[];
      spendByCategory: { category: string }[];
      topItems: { name: string }[];
      priceChanges: { name: string; change_pct: string }[];
      savings: { name: string; better_supplier: string; monthly_saving: string; saving_pct: number }[];
    }>('/reports', { all: true }, token['owner@maple.demo.test']);
    expect(r.status).toBe(200);
    expect(r.body.spendBySupplier.length).toBeGreaterThan(1);
    expect(r.body.spendByCategory.length).toBeGreaterThan(1);
    expect(r.body.topItems.length).toBeGreaterThan(0);
    expect(r.body.priceChanges.length).toBeGreaterThan(0);
    expect(r.body.priceChanges.every((p) => Number(p.change_pct) !== 0)).toBe(true);
    expect(r.body.savings.length).toBeGreaterThan(0);
    // CAD a month as exact text with cents, the largest first.
    const savings = r.body.savings.map((s) => s.monthly_saving);
    expect(savings.every((s) => /^\d+\.\d{2}$/.test(s))).toBe(true);
    expect(compare(savings[0]!, '0')).toBe(1);
    expect(savings.every((s, i) => i === 0 || compare(savings[i - 1]!, s) >= 0)).toBe(true);
    expect(r.body.savings[0]!.saving_pct).toBeGreaterThan(0);
  });

  it('recomputes the product of a renamed item, so its saving follows the new name', async () => {
    type Saving = { item_id: number; better_item_id: number };
    const report = async () =>
      (await t.api<{ savings: Saving[] }>('/reports', { all: true }, token['owner@maple.demo.test'])).body.savings;
    const before = await report();
    const first = before[0]!;
    const keyOf = async (id: number) =>
      (await t.ctx.db.selectFrom('items').select('product_key').where('id', '=', id).executeTakeFirstOrThrow())
        .product_key;
    const betterName = (
      await t.ctx.db.selectFrom('items').select('name').where('id', '=', first.better_item_id).executeTakeFirstOrThrow()
    ).name;
    // The report filled in the key of the cheaper offer, and it is the key of its name.
    expect(await keyOf(first.better_item_id)).toBe(productKey(betterName));
    // The cheaper offer is renamed into another product: it is no longer the same product as the guide item.
    await t.ctx.db
      .updateTable('items')
      .set({ name: 'Zebra Cakes 12 CT' })
      .where('id', '=', first.better_item_id)
      .execute();
    expect(await keyOf(first.better_item_id)).toBeNull();
    const after = await report();
    expect(after.some((s) => s.item_id === first.item_id && s.better_item_id === first.better_item_id)).toBe(false);
    expect(await keyOf(first.better_item_id)).toBe('cake zebra');
  });

  it("gives a supplier its sales by customer and by item, and nobody else's", async () => {
    const r = await t.api<{ salesByCustomer: { customer: string }[]; salesByItem: unknown[] }>(
      '/reports',
      { all: true },
      token['sales@freshvalley.demo.test'],
    );
    expect(r.body.salesByCustomer.length).toBeGreaterThan(0);
    expect(r.body.salesByItem.length).toBeGreaterThan(0);
    const harbour = await t.api<{ spendBySupplier: { supplier: string }[] }>(
      '/reports',
      { all: true },
      token['owner@harbour.demo.test'],
    );
    const maple = await t.api<{ spendBySupplier: { spend: string }[] }>(
      '/reports',
      { all: true },
      token['owner@maple.demo.test'],
    );
    expect(harbour.body.spendBySupplier).not.toEqual(maple.body.spendBySupplier);
  });
});

describe('savings alerts', () => {
  it('emails the restaurant the guide items now cheaper elsewhere after a supplier price change', async () => {
    const { readOutbox } = await import('../src/providers/mailer.js');
    await t.ctx.queue.runUntilIdle();
    const supplier = token['sales@freshvalley.demo.test'];
    const mine = await t.api<{ items: ItemResult[] }>(
      '/item_search',
      { searchTerm: '', category: 'Produce' },
      supplier,
    );
    expect(mine.body.items.length).toBeGreaterThan(0);
    await t.api(
      '/item_update',
      { itemId: mine.body.items[0]!.item_id, price: Number(mine.body.items[0]!.price) * 3 },
      supplier,
    );
    await t.ctx.queue.runUntilIdle();
    const mails = readOutbox(`${t.ctx.config.dataDir}/outbox`).filter((m) => m.subject.startsWith('Savings found'));
    expect(mails.length).toBeGreaterThan(0);
    const maple = mails.find((m) => m.to.includes('owner@maple.demo.test'));
    expect(maple?.to).toContain('chef@maple.demo.test');
    expect(maple?.text).toMatch(/% cheaper as .+ at /);
    expect(maple?.text).toContain('/Reports');
  });
});
