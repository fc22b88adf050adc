import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.js';
import { verifyPassword } from '../../modules/auth/passwords.js';
import { type Database, openDatabase } from '../database.js';
import { migrate } from '../migrate.js';
import { CATALOGUE, CATEGORIES } from './catalogue.js';
import { DEMO_LOGINS, DEMO_PASSWORD, type DemoLogin, seedDemo, seedDemoIfEmpty } from './demo.js';
import { lineTotalCents, scalePrice } from './seed-util.js';

let database: Database;
let logins: DemoLogin[] = [];

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await migrate(database);
  logins = await seedDemo(database.db);
});

afterAll(async () => {
  await database?.close();
});

const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  (await query.execute(database.db)).rows[0]?.n ?? -1;

describe('demo data set', () => {
  it('creates confirmed accounts that sign in with the demo password', async () => {
    const users = await database.db.selectFrom('users').select(['email', 'usertype', 'confirmed']).execute();
    const of = (type: string) => users.filter((u) => u.usertype === type);
    expect(of('admin').map((u) => u.email)).toEqual(['admin@demo.test']);
    expect(of('restaurant')).toHaveLength(4);
    expect(of('supplier')).toHaveLength(4);
    expect(of('person')).toHaveLength(1);
    expect(users.every((u) => u.confirmed)).toBe(true);
    expect(logins.map((l) => l.email).sort()).toEqual(users.map((u) => u.email).sort());

    const owner = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'owner@maple.demo.test')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(owner.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('puts every restaurant and supplier user in a team', async () => {
    const members = await database.db
      .selectFrom('users as u')
      .leftJoin('team_memberships as m', 'm.user_id', 'u.id')
      .leftJoin('businesses as b', 'b.id', 'm.business_id')
      .leftJoin('suppliers as s', 's.id', 'm.supplier_id')
      .select(['u.id', 'u.email', 'u.usertype', 'm.role', 'b.name as business', 's.name as supplier', 's.person_id'])
      .execute();
    for (const m of members) {
      if (m.usertype === 'restaurant') expect(['Maple Bistro', 'Harbour Grill']).toContain(m.business);
      if (m.usertype === 'supplier') expect(m.person_id).toBe(m.id);
      if (m.usertype === 'admin' || m.usertype === 'person') expect(m.role).toBeNull();
    }
    const roles = members.filter((m) => m.business === 'Maple Bistro').map((m) => m.role);
    expect(roles.sort()).toEqual(['Chef', 'Owner']);
  });

  it('offers at least 30 items per supplier and items in every category', async () => {
    const perSupplier = await database.db
      .selectFrom('items')
      .select(['supplier_id', sql<number>`count(*)::int`.as('n')])
      .where('business_id', 'is', null)
      .groupBy('supplier_id')
      .execute();
    expect(perSupplier).toHaveLength(4);
    for (const s of perSupplier) expect(s.n).toBeGreaterThanOrEqual(30);

    const perCategory = await database.db
      .selectFrom('items')
      .select(['category', sql<number>`count(*)::int`.as('n')])
      .groupBy('category')
      .execute();
    for (const category of CATEGORIES)
      expect(perCategory.find((c) => c.category === category)?.n ?? 0).toBeGreaterThan(0);
  });

  it('sells at least 15 products at several suppliers under different names and prices', async () => {
    const rows = await database.db
      .selectFrom('items as i')
      .innerJoin('item_prices as p', 'p.item_id', 'i.id')
      .select(['i.name', 'i.supplier_id', 'p.price'])
      .distinctOn('i.id')
      .where('i.business_id', 'is', null)
      .where('p.source', '=', 'supplier')
      .orderBy('i.id')
      .orderBy('p.effective_at', 'desc')
      .execute();
    const byName = new Map(rows.map((r) => [r.name, r]));
    const products = new Map<string, string[]>();
    for (const item of CATALOGUE)
      if (item.product) products.set(item.product, [...(products.get(item.product) ?? []), item.name]);
    const compared = [...products.values()].filter((names) => {
      const found = names.map((n) => byName.get(n)).filter((r) => r !== undefined);
      return (
        found.length === names.length &&
        new Set(found.map((r) => r.supplier_id)).size >= 2 &&
        new Set(names).size === names.length &&
        new Set(found.map((r) => Number(r.price))).size >= 2
      );
    });
    expect(compared.length).toBeGreaterThanOrEqual(15);
  });

  it('keeps a price history with rises and falls', async () => {
    const changes = await database.db
      .selectFrom('item_prices')
      .select(['item_id', 'price', 'effective_at'])
      .where('source', '=', 'supplier')
      .orderBy('item_id')
      .orderBy('effective_at')
      .execute();
    let rises = 0;
    let falls = 0;
    const withHistory = new Set<number>();
    for (let i = 1; i < changes.length; i++) {
      const [before, after] = [changes[i - 1]!, changes[i]!];
      if (before.item_id !== after.item_id) continue;
      withHistory.add(after.item_id);
      if (Number(after.price) > Number(before.price)) rises++;
      if (Number(after.price) < Number(before.price)) falls++;
    }
    expect(withHistory.size).toBeGreaterThanOrEqual(40);
    expect(rises).toBeGreaterThan(10);
    expect(falls).toBeGreaterThan(10);
    expect(changes.every((c) => c.effective_at.getTime() <= Date.now())).toBe(true);
  });

  it('gives each restaurant an order guide and orders today and in every status', async () => {
    const now = new Date();
    const localMidnight = new Date(now).setHours(0, 0, 0, 0);
    const utcMidnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const startOfToday = Math.max(localMidnight, utcMidnight);
    for (const name of ['Maple Bistro', 'Harbour Grill']) {
      const business = await database.db
        .selectFrom('businesses')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      const orders = await database.db
        .selectFrom('orders')
        .select(['status_id', 'created_at'])
        .where('business_id', '=', business.id)
        .execute();
      expect(orders.length).toBeGreaterThanOrEqual(10);
      expect(orders.filter((o) => o.created_at.getTime() >= startOfToday).length).toBeGreaterThanOrEqual(2);
      expect(new Set(orders.map((o) => o.status_id))).toEqual(new Set([1, 2, 34, 35, 36]));
      expect(orders.every((o) => o.created_at.getTime() > Date.now() - 91 * 86_400_000)).toBe(true);

      const guide = await count(
        sql<{ n: number }>`SELECT count(*)::int AS n FROM order_guide_items WHERE business_id = ${business.id}`,
      );
      expect(guide).toBeGreaterThanOrEqual(25);
      expect(guide).toBeLessThanOrEqual(40);
    }
  });

  it('keeps orders consistent: totals, lines, suppliers and status history', async () => {
    expect(
      await count(sql`SELECT count(*)::int AS n FROM orders o
        WHERE o.total <> (SELECT coalesce(sum(line_total), 0) FROM order_items WHERE order_id = o.id)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM order_items
        WHERE line_total <> round(price * quantity * ordered_quantity, 2)`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM orders o
        WHERE (SELECT count(*) FROM order_items WHERE order_id = o.id) NOT BETWEEN 2 AND 6`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM order_items oi JOIN orders o ON o.id = oi.order_id
        JOIN items i ON i.id = oi.item_id
        LEFT JOIN business_suppliers bs ON bs.business_id = o.business_id AND bs.supplier_id = o.supplier_id
        WHERE i.supplier_id <> o.supplier_id OR bs.id IS NULL OR bs.account_id <> o.account_id`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM orders o
        WHERE o.status_id <> (SELECT h.status_id FROM order_status_history h WHERE h.order_id = o.id
                              ORDER BY h.created_at DESC LIMIT 1)
           OR NOT EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id AND h.status_id = 1)
           OR NOT EXISTS (SELECT 1 FROM order_notes n WHERE n.order_id = o.id)`),
    ).toBe(0);
  });

  it("imports one of Maple Bistro's invoices and leaves one pending", async () => {
    const invoices = await database.db
      .selectFrom('invoices as inv')
      .innerJoin('businesses as b', 'b.id', 'inv.business_id')
      .select(['inv.id', 'inv.status', 'inv.parse_status', 'inv.supplier_id'])
      .where('b.name', '=', 'Maple Bistro')
      .orderBy('inv.id')
      .execute();
    expect(invoices.map((i) => i.status)).toEqual(['imported', 'pending']);
    expect(invoices.every((i) => i.parse_status === 'parsed' && i.supplier_id !== null)).toBe(true);
    const lines = await database.db
      .selectFrom('invoice_items as ii')
      .innerJoin('item_prices as p', 'p.id', 'ii.item_price_id')
      .select(['p.source', 'p.invoice_id', 'p.business_id', 'p.price', 'ii.price as line_price'])
      .where('ii.invoice_id', '=', invoices[0]!.id)
      .execute();
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.length).toBeLessThanOrEqual(8);
    for (const l of lines) {
      expect(l.source).toBe('invoice');
      expect(l.invoice_id).toBe(invoices[0]!.id);
      expect(l.price).toBe(l.line_price);
    }
  });

  it('refuses to seed a database that already has users', async () => {
    await expect(seedDemo(database.db)).rejects.toThrow(/already has users/);
  });

  it('reprints the logins on restart and stays off when disabled', async () => {
    expect(await seedDemoIfEmpty(contextOf(database, undefined))).toEqual(DEMO_LOGINS);
    expect(await seedDemoIfEmpty(contextOf(database, false))).toEqual([]);
  });
});

const contextOf = (db: Database, demoData: boolean | undefined) =>
  ({ config: { demoData }, database: db, db: db.db, log: { info: () => undefined } }) as unknown as AppContext;

describe('seedDemoIfEmpty on a fresh embedded database', () => {
  it('does nothing when disabled and seeds by default', async () => {
    const fresh = await openDatabase({ memory: true });
    try {
      await migrate(fresh);
      const users = async () => (await fresh.db.selectFrom('users').select('id').execute()).length;
      expect(await seedDemoIfEmpty(contextOf(fresh, false))).toEqual([]);
      expect(await users()).toBe(0);
      expect(await seedDemoIfEmpty(contextOf(fresh, undefined))).toEqual(DEMO_LOGINS);
      expect(await users()).toBe(DEMO_LOGINS.length);
    } finally {
      await fresh.close();
    }
  });
});

describe('seed money helpers', () => {
  it('computes line totals exactly, rounding half up to cents', () => {
    expect(lineTotalCents('0.01935', 3000, 3)).toBe(17_415n);
    expect(lineTotalCents('13.2', 10, 7)).toBe(92_400n);
    expect(lineTotalCents('38', '4.8', 1)).toBe(18_240n);
    expect(lineTotalCents('0.00005', 1, 1)).toBe(0n);
    expect(lineTotalCents('0.005', 1, 1)).toBe(1n);
  });

  it('scales prices to cents from a dollar up, keeping fractions of a cent below', () => {
    expect(scalePrice('10.00', 1015)).toBe('10.15');
    expect(scalePrice('0.2325', 1030)).toBe('0.23948');
  });
});
