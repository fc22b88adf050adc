/**
 * `npm run bench -- search [--rows N] [--database-url URL] [--seconds S] [--keep]`: fills a fresh database with a
 * large catalogue (default 1,000,000 item prices from 500 suppliers; 2,000 restaurants with order guides of 300
 * items), starts the API in its own process and drives POST /api/item_search over HTTP at 1, 10 and 50
 * concurrent clients, first with the result cache off (every search runs its SQL), then on (the same searches
 * repeat); prints p50/p95/p99, and the time of the same SQL run directly. Without --database-url (or
 * BENCH_DATABASE_URL) it uses the embedded database with 100,000 rows.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createContext } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.js';
import { searchRows, searchTokens, wordScopes } from '../apps/server/src/modules/catalog/search.js';
import { searchStamp } from '../apps/server/src/modules/catalog/search-cache.js';
import { createFreshDatabase } from '../apps/server/test/helpers/fresh-database.js';
import { freePort, startServerProcess, waitForServer } from '../apps/server/test/helpers/server-process.js';

const TERMS = [
  'tomato',
  'tomatoe',
  'chiken brest',
  'olive oil',
  'mozarella',
  'salmon fillet',
  'napkin',
  'romaine',
  'beef',
  'coffee',
  'flour',
  'gloves',
];

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      rows: { type: 'string' },
      'database-url': { type: 'string' },
      seconds: { type: 'string' },
      keep: { type: 'boolean' },
    },
  });
  const serverUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
  const rows = Number(values.rows ?? (serverUrl ? 1_000_000 : 100_000));
  const seconds = Number(values.seconds ?? 10);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  const fresh = serverUrl ? await createFreshDatabase(serverUrl, 'bench') : undefined;
  const databaseUrl = fresh?.url;
  const drop = async () => {
    if (fresh && values.keep) process.stdout.write(`kept database ${fresh.name}\n`);
    else await fresh?.drop();
  };
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: '0',
    WORKER: '0',
    DATABASE_URL: databaseUrl ?? '',
  });
  try {
    let ctx = await createContext(config);
    const t0 = performance.now();
    const restaurantUserId = await generate(ctx.database.exec, ctx.db, rows);
    process.stdout.write(
      `database: ${ctx.database.kind}; generated ${rows.toLocaleString()} item prices in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
    );
    const token = await ctx.tokens.signIdToken(restaurantUserId);
    const membership = await ctx.db
      .selectFrom('team_memberships')
      .select('business_id')
      .where('user_id', '=', restaurantUserId)
      .executeTakeFirstOrThrow();
    // The API runs in its own process, as in production, so the clients here do not share its event loop (the
    // embedded database is one process's at a time, so this one lets go of it meanwhile).
    await ctx.database.close();
    for (const [label, cacheMb] of [
      ['result cache off: every search runs its SQL', '0'],
      [`result cache on: the same ${TERMS.length * 2} searches repeat`, '64'],
    ] as const) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = startServerProcess(port, dataDir, {
        DEMO_DATA: '0',
        WORKER: '0',
        LOG_LEVEL: 'silent',
        SEARCH_CACHE_MB: cacheMb,
        DATABASE_URL: databaseUrl ?? '',
      });
      try {
        await waitForServer(base);
        process.stdout.write(
          `\nclients  requests  req/s    p50 ms  p95 ms  p99 ms   (HTTP /api/item_search, all items + order guide; ${label})\n`,
        );
        for (const clients of [1, 10, 50]) {
          const lat = await drive(base, token, clients, seconds);
          const s = stats(lat);
          process.stdout.write(
            `${String(clients).padStart(7)}  ${String(lat.length).padStart(8)}  ${(lat.length / seconds).toFixed(0).padStart(5)}  ${s.p50.toFixed(1).padStart(7)} ${s.p95.toFixed(1).padStart(7)} ${s.p99.toFixed(1).padStart(7)}\n`,
          );
        }
      } finally {
        server.kill('SIGTERM');
        if (server.exitCode === null) await once(server, 'exit');
      }
    }
    ctx = await createContext(config);
    const raw: number[] = [];
    for (let i = 0; i < 200; i++) {
      const term = TERMS[i % TERMS.length] ?? 'tomato';
      const q = {
        businessId: membership.business_id,
        ownSupplier: null,
        orderGuideOnly: i % 2 === 1,
        supplierId: null,
        category: null,
        term,
        tokens: searchTokens(term),
      };
      const t = performance.now();
      const stamp = await searchStamp(ctx.db, q);
      await searchRows(ctx.db, q, wordScopes(q, stamp.scopes));
      raw.push(performance.now() - t);
    }
    const r = stats(raw);
    process.stdout.write(
      `\nraw SQL (same queries, no HTTP, no cache, 1 client): p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms\n`,
    );
    await ctx.database.close();
  } finally {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function drive(base: string, token: string, clients: number, seconds: number): Promise<number[]> {
  const lat: number[] = [];
  const end = Date.now() + seconds * 1000;
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        const i = n++;
        const body = { type: i % 2 ? 'order_guide' : 'restaurant_item', searchTerm: TERMS[i % TERMS.length] };
        const t = performance.now();
        const res = await fetch(`${base}/api/item_search`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`item_search answered ${res.status}`);
        lat.push(performance.now() - t);
      }
    }),
  );
  return lat;
}

function stats(v: number[]) {
  const s = [...v].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** Generates the catalogue in SQL (set-based, so a million rows take seconds, not minutes). */
async function generate(
  exec: (s: string) => Promise<void>,
  db: import('../apps/server/src/db/database.js').Db,
  rows: number,
): Promise<number> {
  const suppliers = 500;
  const restaurants = rows >= 1_000_000 ? 2000 : 200;
  const items = Math.round(rows / 1.25);
  const hash = await hashPassword('Bench!pass1');
  await exec(`
    INSERT INTO suppliers (name, registered) SELECT 'Supplier ' || g, true FROM generate_series(1, ${suppliers}) g;
    INSERT INTO businesses (name) SELECT 'Restaurant ' || g FROM generate_series(1, ${restaurants}) g;
    INSERT INTO business_suppliers (business_id, supplier_id, account_id)
      SELECT b.id, ((b.id * 7 + k * 31) % ${suppliers}) + 1, 'ACC' FROM businesses b, generate_series(1, 20) k
      ON CONFLICT DO NOTHING;
    WITH words AS (SELECT
      ARRAY['Roma','Cherry','Yellow','Red','Green','Organic','Fresh','Frozen','Smoked','Whole','Boneless','Extra Virgin','Large','Baby','Sliced'] AS adj,
      ARRAY['Tomatoes','Onions','Potatoes','Chicken Breast','Chicken Thighs','Beef Striploin','Pork Loin','Salmon Fillet','Shrimp 16/20','Mozzarella','Cheddar','Butter','Cream 35%','Olive Oil','Canola Oil','Flour','Sugar','Rice','Napkins','Gloves Nitrile','Coffee Beans','Orange Juice','Romaine','Spinach','Mushrooms','Garlic','Lemons','Limes','Basil','Parsley'] AS noun,
      ARRAY['Produce','Produce','Produce','Poultry','Poultry','Meat','Meat','Seafood','Seafood','Dairy','Dairy','Dairy','Dairy','Canned and dry goods','Canned and dry goods','Canned and dry goods','Canned and dry goods','Canned and dry goods','Paper & Dis','Janitorial','Beverage','Beverage','Produce','Produce','Produce','Produce','Produce','Produce','Produce','Produce'] AS cat,
      ARRAY['4x2.5KG','6/5 LB','12/1 L','24 CT','CS 12x500ML','25 LB','10 KG','2x5 LB','1 GAL','500 CT'] AS pack)
    INSERT INTO items (supplier_id, name, item_code, category, unit, pack)
      SELECT (g % ${suppliers}) + 1,
        adj[(g % 15) + 1] || ' ' || noun[((g / 15) % 30) + 1] || ' ' || pack[((g / 450) % 10) + 1],
        'C' || g, cat[((g / 15) % 30) + 1], 'CS', pack[((g / 450) % 10) + 1]
      FROM words, generate_series(1, ${items}) g;
    INSERT INTO item_prices (item_id, price, unit, quantity, source, effective_at)
      SELECT i.id, round((5 + (i.id * 37 % 9000) / 100.0)::numeric, 2), 'CS', 1, 'supplier', now() - interval '30 days'
      FROM items i;
    INSERT INTO item_prices (item_id, price, unit, quantity, source)
      SELECT i.id, round((5 + (i.id * 41 % 9000) / 100.0)::numeric, 2), 'CS', 1, 'supplier'
      FROM items i WHERE i.id % 4 = 0;
    INSERT INTO order_guide_items (business_id, item_id, pinned)
      SELECT bs.business_id, i.id, true
      FROM business_suppliers bs
      JOIN LATERAL (SELECT id FROM items WHERE supplier_id = bs.supplier_id ORDER BY id LIMIT 15) i ON true
      ON CONFLICT DO NOTHING;
    `);
  // As autovacuum would: statistics, and the visibility map for index-only scans.
  await exec('VACUUM ANALYZE');
  const user = await db
    .insertInto('users')
    .values({ email: 'bench@bench.test', password_hash: hash, usertype: 'restaurant', confirmed: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('team_memberships').values({ user_id: user.id, business_id: 1 }).execute();
  await sql`SELECT 1`.execute(db);
  return user.id;
}
