import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { createFreshDatabase } from './helpers/fresh-database.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const opened: Database[] = [];
let drop = async () => {};

/** A fresh, empty database of the kind under test. */
async function freshDatabase(): Promise<() => Promise<Database>> {
  if (!serverUrl) return async () => openDatabase({ memory: true });
  const fresh = await createFreshDatabase(serverUrl, 'mig');
  drop = fresh.drop;
  return async () => openDatabase({ databaseUrl: fresh.url });
}

afterAll(async () => {
  for (const d of opened) await d.close();
  await drop();
});

describe('migrations', () => {
  it('apply once, even when several processes start together, and enforce the constraints', async () => {
    const open = await freshDatabase();
    const a = await open();
    opened.push(a);
    if (a.kind === 'postgres') {
      const b = await open();
      opened.push(b);
      const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
      expect([...ra, ...rb].sort()).toEqual(ra.length ? ra : rb);
    } else {
      expect(await migrate(a)).toContain('0001_init.sql');
    }
    expect(await migrate(a)).toEqual([]);

    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`.execute(a.db);
    const names = tables.rows.map((r) => r.table_name);
    for (const t of ['users', 'businesses', 'suppliers', 'items', 'item_prices', 'orders', 'invoices', 'jobs'])
      expect(names).toContain(t);

    await expect(
      a.db.insertInto('users').values({ email: 'Upper@Example.com', password_hash: 'x' }).execute(),
    ).rejects.toThrow(/check constraint/);
    const statuses = await a.db.selectFrom('order_statuses').selectAll().orderBy('id').execute();
    expect(statuses.map((s) => s.id)).toEqual([1, 2, 34, 35, 36]);
    const trgm = await sql<{ s: number }>`SELECT similarity('chiken brest', 'chicken breast') AS s`.execute(a.db);
    expect(trgm.rows[0]?.s).toBeGreaterThan(0.3);
  });
});

describe('database values', () => {
  it('arrive in the types src/db/types.ts gives them: timestamps and dates as Date, NUMERIC as text, int8 as a number', async () => {
    const d = serverUrl
      ? await openDatabase({ databaseUrl: serverUrl, poolSize: 1 })
      : await openDatabase({ memory: true });
    opened.push(d);
    const r = await sql<Record<string, unknown>>`
      SELECT now() AS at, '2024-02-29'::date AS day, 12.10::numeric(14, 2) AS money, 9007199254740991::int8 AS big,
             '{"a": [1, "b"]}'::jsonb AS doc`.execute(d.db);
    const row = r.rows[0]!;
    expect(row.at).toBeInstanceOf(Date);
    expect(row.day).toBeInstanceOf(Date);
    expect(row.money).toBe('12.10');
    expect(row.big).toBe(9007199254740991);
    expect(row.doc).toEqual({ a: [1, 'b'] });
  });
});
