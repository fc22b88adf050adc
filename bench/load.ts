/**
 * `npm run bench -- load [--database-url URL] [--connections 100] [--seconds 60] [--restaurants N]`: the app on a
 * fresh database with the demo data, driven by autocannon with mixed traffic — item search 60 %, order list 20 %,
 * /user 15 %, send order 5 %. Each connection is a user of one of N restaurants (default: one per connection),
 * copies of the demo restaurant Maple Bistro with its suppliers, contacts and order guide; `--restaurants 1`
 * sends everything as Maple's owner, whose order list then grows by dozens of orders a second. Prints requests/s, latency percentiles, errors
 * and the server's memory before and after. Uses BENCH_DATABASE_URL (a PostgreSQL server) when set.
 * The app runs as `npm start` runs it (API and job worker in one process of its own), so autocannon does not
 * share its event loop.
 */
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nextDeliveryDay, zonedInstant } from '@app/contracts';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createContext } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Db } from '../apps/server/src/db/database.js';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo.js';
import { createFreshDatabase } from '../apps/server/test/helpers/fresh-database.js';
import { freePort, startServerProcess, waitForServer } from '../apps/server/test/helpers/server-process.js';

/** Resident memory of a process, from /proc (Linux). */
function rssOf(pid: number | undefined): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) * 1024;
}

const TERMS = ['tomato', 'chiken', 'salmon', 'olive oil', 'napkins', 'romaine', 'beef', 'cream', 'lemons', 'rice'];

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      'database-url': { type: 'string' },
      connections: { type: 'string' },
      seconds: { type: 'string' },
      restaurants: { type: 'string' },
    },
  });
  const serverUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
  const connections = Number(values.connections ?? 100);
  const seconds = Number(values.seconds ?? 60);
  const restaurants = Math.max(1, Number(values.restaurants ?? connections));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const fresh = serverUrl ? await createFreshDatabase(serverUrl, 'bench_load') : undefined;
  const databaseUrl = fresh?.url;
  const ctx = await createContext(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  const kind = ctx.database.kind;
  await seedDemo(ctx.db);
  const userIds = await copyRestaurant(ctx.db, 'owner@maple.demo.test', restaurants - 1);
  const tokens = await Promise.all(userIds.map((id) => ctx.tokens.signIdToken(id)));
  // The embedded database is one process's at a time: the server's, from here on.
  await ctx.database.close();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServerProcess(port, dataDir, {
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
  });
  try {
    await waitForServer(base);
    const post = async (p: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}/api${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      // biome-ignore lint/suspicious/noExplicitAny: the API's replies, read as the spec describes them
      return (await res.json()) as any;
    };
    const { idToken } = await post('/auth/sign_in', { email: 'owner@maple.demo.test', password: DEMO_PASSWORD });
    tokens.unshift(idToken);
    const { suppliers } = await post('/supplier_get', {}, idToken);
    const supplier = suppliers[0];
    const { items } = await post(
      '/item_search',
      { type: 'restaurant_item', searchTerm: '', supplierId: supplier.id },
      idToken,
    );
    const line = { item_price_id: items[0].item_price_id, ordered_quantity: 50 };
    // The supplier's next delivery day that its order cutoff still allows.
    const rule = supplier.delivery_rule;
    const deliveryTime = zonedInstant(nextDeliveryDay(rule) ?? '', 10, rule.timeZone).toISOString();
    let n = 0;
    let connection = 0;
    // Each connection signs in as its own restaurant's user, kept in autocannon's per-connection context.
    const req = (p: string, body: () => unknown) => ({
      method: 'POST' as const,
      path: `/api${p}`,
      setupRequest: (r: { body?: string }, context: { token?: string }) => {
        context.token ??= tokens[connection++ % tokens.length];
        return {
          ...r,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
          body: JSON.stringify(body()),
        };
      },
    });
    const search = req('/item_search', () => ({
      type: n % 3 ? 'restaurant_item' : 'order_guide',
      searchTerm: TERMS[n++ % TERMS.length],
    }));
    const orders = req('/order', () => ({ all: true }));
    const user = req('/user', () => ({}));
    const send = req('/send_order', () => ({
      supplierId: supplier.id,
      items: [line],
      deliveryTime,
      idempotencyKey: `load-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    }));
    const mix = [...Array(12).fill(search), ...Array(4).fill(orders), ...Array(3).fill(user), send];

    const memBefore = rssOf(server.pid);
    const result = await autocannon({ url: base, connections, duration: seconds, requests: mix });
    const memAfter = rssOf(server.pid);
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    process.stdout.write(
      [
        `database: ${kind}; ${connections} connections (users of ${restaurants} restaurant${restaurants === 1 ? '' : 's'}) for ${seconds} s; mix search 60 % / orders 20 % / user 15 % / send order 5 %`,
        `requests: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`,
        `latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
        `errors: ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses`,
        `server memory (rss): ${mb(memBefore)} before, ${mb(memAfter)} after`,
        '',
      ].join('\n'),
    );
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    await fresh?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Makes `copies` more restaurants like the one of `ownerEmail`: its locations, suppliers (same account terms),
 * contacts and order guide, each with an owner account. Returns the owners' user ids, the original's first.
 */
async function copyRestaurant(db: Db, ownerEmail: string, copies: number): Promise<number[]> {
  const owner = await db
    .selectFrom('users')
    .innerJoin('team_memberships', 'team_memberships.user_id', 'users.id')
    .select(['users.id', 'users.password_hash', 'team_memberships.business_id'])
    .where('users.email', '=', ownerEmail)
    .executeTakeFirstOrThrow();
  const from = owner.business_id ?? -1;
  const ids: number[] = [owner.id];
  for (let k = 1; k <= copies; k++) {
    const id = await db.transaction().execute(async (tx) => {
      const b = await sql<{ id: number }>`
        INSERT INTO businesses (name, address1, city, state, country, postal_code, phone)
        SELECT name || ' ' || ${k}, address1, city, state, country, postal_code, phone FROM businesses WHERE id = ${from}
        RETURNING id`.execute(tx);
      const to = b.rows[0]?.id;
      await sql`
        INSERT INTO business_locations (business_id, address1, city, state, country, postal_code, phone)
        SELECT ${to}, address1, city, state, country, postal_code, phone FROM business_locations WHERE business_id = ${from};
        `.execute(tx);
      await sql`
        INSERT INTO business_suppliers (business_id, supplier_id, account_id, credit_terms, minimum_order, order_cutoff,
          delivery_days, contact_name, contact_email, contact_phone)
        SELECT ${to}, supplier_id, account_id, credit_terms, minimum_order, order_cutoff, delivery_days, contact_name,
          contact_email, contact_phone FROM business_suppliers WHERE business_id = ${from}`.execute(tx);
      await sql`
        INSERT INTO contacts (supplier_id, business_id, name, phone, email, role, default_order_email)
        SELECT supplier_id, ${to}, name, phone, email, role, default_order_email FROM contacts WHERE business_id = ${from}`.execute(
        tx,
      );
      await sql`
        INSERT INTO order_guide_items (business_id, item_id, pinned, source)
        SELECT ${to}, item_id, pinned, source FROM order_guide_items WHERE business_id = ${from}`.execute(tx);
      const u = await tx
        .insertInto('users')
        .values({
          email: `owner${k}@load.bench.test`,
          password_hash: owner.password_hash,
          usertype: 'restaurant',
          confirmed: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('team_memberships').values({ user_id: u.id, business_id: to }).execute();
      return u.id;
    });
    ids.push(id);
  }
  return ids;
}
