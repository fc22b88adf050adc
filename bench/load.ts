/**
 * `npm run bench -- load [--database-url URL] [--connections 100] [--seconds 60]`: the app on a fresh
 * database with the demo data, driven by autocannon with mixed traffic — item search 60 %, order list 20 %,
 * /user 15 %, send order 5 % — from one restaurant account. Prints requests/s, latency percentiles, errors
 * and the server's memory before and after. Uses BENCH_DATABASE_URL (a PostgreSQL server) when set.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { createContext } from '../apps/server/src/bootstrap.js';
import { loadConfig } from '../apps/server/src/config.js';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/demo.js';
import { buildApp } from '../apps/server/src/http/app.js';

const TERMS = ['tomato', 'chiken', 'salmon', 'olive oil', 'napkins', 'romaine', 'beef', 'cream', 'lemons', 'rice'];

export async function run(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { 'database-url': { type: 'string' }, connections: { type: 'string' }, seconds: { type: 'string' } },
  });
  const serverUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
  const connections = Number(values.connections ?? 100);
  const seconds = Number(values.seconds ?? 60);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (serverUrl) {
    const name = `bench_load_${Date.now()}`;
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`CREATE DATABASE ${name}`);
    await c.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    drop = async () => {
      const d = new pg.Client({ connectionString: serverUrl });
      await d.connect();
      await d.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await d.end();
    };
  }
  const ctx = await createContext(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  try {
    await seedDemo(ctx.db);
    const app = await buildApp(ctx);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const post = async (p: string, body: unknown, token?: string) => {
      const res = await fetch(`${base}/api${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return res.json();
    };
    const { idToken } = await post('/auth/sign_in', { email: 'owner@maple.demo.test', password: DEMO_PASSWORD });
    const { suppliers } = await post('/supplier_get', {}, idToken);
    const supplier = suppliers[0];
    const { items } = await post(
      '/item_search',
      { type: 'restaurant_item', searchTerm: '', supplierId: supplier.id },
      idToken,
    );
    const line = { item_price_id: items[0].item_price_id, ordered_quantity: 50 };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${idToken}` };
    let n = 0;
    const req = (p: string, body: () => unknown) => ({
      method: 'POST' as const,
      path: `/api${p}`,
      headers,
      setupRequest: (r: { body?: string }) => ({ ...r, body: JSON.stringify(body()) }),
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
      deliveryTime: new Date(Date.now() + 86_400_000).toISOString(),
      idempotencyKey: `load-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    }));
    const mix = [...Array(12).fill(search), ...Array(4).fill(orders), ...Array(3).fill(user), send];

    const memBefore = process.memoryUsage().rss;
    const result = await autocannon({ url: base, connections, duration: seconds, requests: mix });
    const memAfter = process.memoryUsage().rss;
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    process.stdout.write(
      [
        `database: ${ctx.database.kind}; ${connections} connections for ${seconds} s; mix search 60 % / orders 20 % / user 15 % / send order 5 %`,
        `requests: ${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`,
        `latency: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
        `errors: ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses`,
        `server memory (rss): ${mb(memBefore)} before, ${mb(memAfter)} after`,
        '',
      ].join('\n'),
    );
    await app.close();
  } finally {
    await ctx.database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
