import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../src/context.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { AppError } from '../src/lib/errors.js';
import type { Tenant } from '../src/lib/tenancy.js';
import { itemsVisibleTo, orderGuideVisibleTo } from '../src/modules/catalog/access.js';
import { invoicesVisibleTo } from '../src/modules/invoices/access.js';
import { accessibleOrder, ordersVisibleTo } from '../src/modules/orders/access.js';
import { connectionsVisibleTo } from '../src/modules/suppliers/access.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The where clause of each resource (orders, invoices, items, order guides, connections) over the demo data, for
 * every kind of caller, including those no route lets through (a person, an account with no team), which the
 * authorisation matrix cannot reach.
 */

let t: TestApp;
let businesses: number[];
let suppliers: number[];

const caller = (usertype: Principal['usertype'], ids: { businessId?: number; supplierId?: number } = {}) =>
  ({
    userId: 1,
    email: 'x@example.com',
    name: 'X',
    usertype,
    businessId: ids.businessId ?? null,
    supplierId: ids.supplierId ?? null,
  }) satisfies Principal;
const sorted = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  businesses = sorted(await t.ctx.db.selectFrom('businesses').select('id').execute());
  suppliers = sorted(await t.ctx.db.selectFrom('suppliers').select('id').execute());
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('orders', () => {
  const seen = async (p: Principal) =>
    sorted(await t.ctx.db.selectFrom('orders as o').select('o.id').where(ordersVisibleTo(p)).execute());
  const where = async (col: 'business_id' | 'supplier_id', id: number) =>
    sorted(await t.ctx.db.selectFrom('orders').select('id').where(col, '=', id).execute());

  it('a restaurant sees its own, a supplier those sent to it, an admin all, anyone else none', async () => {
    const all = sorted(await t.ctx.db.selectFrom('orders').select('id').execute());
    expect(all.length).toBeGreaterThan(2);
    for (const b of businesses)
      expect(await seen(caller('restaurant', { businessId: b }))).toEqual(await where('business_id', b));
    for (const s of suppliers)
      expect(await seen(caller('supplier', { supplierId: s }))).toEqual(await where('supplier_id', s));
    expect(await seen(caller('admin'))).toEqual(all);
    expect(await seen(caller('person'))).toEqual([]);
    // Accounts whose team is gone: they see nothing, not everything.
    expect(await seen(caller('restaurant'))).toEqual([]);
    expect(await seen(caller('supplier'))).toEqual([]);
    // A restaurant id on a supplier account (and the reverse) gives nothing.
    expect(await seen(caller('supplier', { businessId: businesses[0]! }))).toEqual([]);
  });

  it('loads one order only for a caller that sees it, else not found', async () => {
    const [order] = await t.ctx.db.selectFrom('orders').select(['id', 'business_id', 'supplier_id']).limit(1).execute();
    const other = businesses.find((b) => b !== order!.business_id)!;
    const load = (p: Principal) => accessibleOrder(t.ctx, p, order!.id);
    await expect(load(caller('restaurant', { businessId: order!.business_id }))).resolves.toMatchObject({
      id: order!.id,
    });
    await expect(load(caller('supplier', { supplierId: order!.supplier_id }))).resolves.toMatchObject({
      id: order!.id,
    });
    await expect(load(caller('admin'))).resolves.toMatchObject({ id: order!.id });
    for (const p of [caller('restaurant', { businessId: other }), caller('person'), caller('restaurant')])
      await expect(load(p)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('invoices and documents', () => {
  const seen = async (p: Principal) =>
    sorted(await t.ctx.db.selectFrom('invoices as i').select('i.id').where(invoicesVisibleTo(p)).execute());

  it("a restaurant sees its own, an admin every restaurant's, a supplier and a person none", async () => {
    const all = sorted(await t.ctx.db.selectFrom('invoices').select('id').execute());
    expect(all.length).toBeGreaterThan(1);
    for (const b of businesses)
      expect(await seen(caller('restaurant', { businessId: b }))).toEqual(
        sorted(await t.ctx.db.selectFrom('invoices').select('id').where('business_id', '=', b).execute()),
      );
    expect(await seen(caller('admin'))).toEqual(all);
    expect(await seen(caller('supplier', { supplierId: suppliers[0]! }))).toEqual([]);
    expect(await seen(caller('person'))).toEqual([]);
  });

  it('refuses a restaurant account that has no restaurant (403), as before any invoice is looked at', () => {
    let refused: unknown;
    try {
      invoicesVisibleTo(caller('restaurant'));
    } catch (e) {
      refused = e;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('items, order guides and connections', () => {
  const items = async (tenant: Tenant) =>
    sorted(await t.ctx.db.selectFrom('items as i').select('i.id').where(itemsVisibleTo(tenant)).execute());
  const connected = async (businessId: number) =>
    (
      await t.ctx.db
        .selectFrom('business_suppliers')
        .select('supplier_id')
        .where('business_id', '=', businessId)
        .execute()
    ).map((r) => r.supplier_id);

  it("a restaurant sees its own items and its suppliers' catalogues; nothing of another restaurant's", async () => {
    for (const b of businesses) {
      const mine = await connected(b);
      const rows = await t.ctx.db
        .selectFrom('items')
        .select(['id', 'business_id', 'supplier_id'])
        .where('id', 'in', await items({ businessId: b }))
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        if (r.business_id === null) expect(mine).toContain(r.supplier_id);
        else expect(r.business_id).toBe(b);
      }
      // Every catalogue item of a connected supplier, and every own item, is there.
      const expected = sorted(
        await t.ctx.db
          .selectFrom('items')
          .select('id')
          .where((eb) =>
            eb.or([
              eb('business_id', '=', b),
              eb.and([eb('business_id', 'is', null), eb('supplier_id', 'in', mine.length ? mine : [-1])]),
            ]),
          )
          .execute(),
      );
      expect(sorted(rows)).toEqual(expected);
    }
    // The same rule with the supplier index left aside (search's scoped words) gives the same rows.
    const b = businesses[0]!;
    expect(
      sorted(
        await t.ctx.db
          .selectFrom('items as i')
          .select('i.id')
          .where(itemsVisibleTo({ businessId: b }, { unindexed: true }))
          .execute(),
      ),
    ).toEqual(await items({ businessId: b }));
  });

  it('a supplier sees its own catalogue, not the items restaurants keep under its name', async () => {
    const withOwn = await t.ctx.db
      .selectFrom('items')
      .select('supplier_id')
      .where('business_id', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    const supplierId = withOwn?.supplier_id ?? suppliers[0]!;
    expect(await items({ supplierId })).toEqual(
      sorted(
        await t.ctx.db
          .selectFrom('items')
          .select('id')
          .where('supplier_id', '=', supplierId)
          .where('business_id', 'is', null)
          .execute(),
      ),
    );
  });

  it('a restaurant sees its own order guide; a supplier keeps none', async () => {
    const guide = async (tenant: Tenant) =>
      sorted(
        await t.ctx.db
          .selectFrom('order_guide_items as og')
          .select('og.id')
          .where(orderGuideVisibleTo(tenant))
          .execute(),
      );
    for (const b of businesses)
      expect(await guide({ businessId: b })).toEqual(
        sorted(await t.ctx.db.selectFrom('order_guide_items').select('id').where('business_id', '=', b).execute()),
      );
    expect((await guide({ businessId: businesses[0]! })).length).toBeGreaterThan(0);
    expect(await guide({ supplierId: suppliers[0]! })).toEqual([]);
  });

  it('a restaurant sees its suppliers, a supplier its customers', async () => {
    const seen = async (tenant: Tenant) =>
      sorted(
        await t.ctx.db
          .selectFrom('business_suppliers as bs')
          .select('bs.id')
          .where(connectionsVisibleTo(tenant))
          .execute(),
      );
    const where = async (col: 'business_id' | 'supplier_id', id: number) =>
      sorted(await t.ctx.db.selectFrom('business_suppliers').select('id').where(col, '=', id).execute());
    for (const b of businesses) expect(await seen({ businessId: b })).toEqual(await where('business_id', b));
    for (const s of suppliers) expect(await seen({ supplierId: s })).toEqual(await where('supplier_id', s));
  });
});
