import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deliveryTimeFor } from './helpers/delivery.js';
import { freePort, startServerProcess, waitForServer } from './helpers/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-test-'));
let proc: ChildProcess | undefined;

afterAll(() => {
  proc?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps every acknowledged order and no duplicate after the server is killed mid-traffic', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const start = () => startServerProcess(port, dataDir);
    const up = () => waitForServer(base);
    // biome-ignore lint/suspicious/noExplicitAny: loosely typed JSON replies in a process-level test
    const post = async (p: string, body: unknown, token?: string): Promise<any> =>
      (
        await fetch(`${base}/api${p}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        })
      ).json();

    proc = start();
    await up();
    const { idToken } = await post('/auth/sign_in', { email: 'owner@maple.demo.test', password: 'Demo1234!' });
    const before = (await post('/order', { all: true }, idToken)).orders.length as number;
    const { suppliers } = await post('/supplier_get', {}, idToken);
    const { items } = await post(
      '/item_search',
      { type: 'restaurant_item', searchTerm: '', supplierId: suppliers[0].id },
      idToken,
    );
    const order = (key: string) => ({
      supplierId: suppliers[0].id,
      items: [{ item_price_id: items[0].item_price_id, ordered_quantity: 50 }],
      deliveryTime: deliveryTimeFor(suppliers[0].delivery_rule),
      idempotencyKey: key,
    });
    const acknowledged: string[] = [];
    const traffic = (async () => {
      for (let i = 0; i < 1000; i++) {
        const key = `crash-${i}-abcdefgh`;
        try {
          if ((await post('/send_order', order(key), idToken)).orderId) acknowledged.push(key);
        } catch {
          return;
        }
      }
    })();
    // Killed in the middle of the traffic: once a few orders were acknowledged, while more are being sent.
    const someAcknowledged = (async () => {
      while (acknowledged.length < 5) await new Promise((r) => setTimeout(r, 20));
    })();
    await Promise.race([traffic, someAcknowledged]);
    proc.kill('SIGKILL');
    await traffic;
    expect(acknowledged.length).toBeGreaterThan(0);

    proc = start();
    await up();
    const token = (await post('/auth/sign_in', { email: 'owner@maple.demo.test', password: 'Demo1234!' })).idToken;
    // The client retries the request that was in flight, and one it already saw acknowledged: one order each.
    const next = `crash-${acknowledged.length}-abcdefgh`;
    await post('/send_order', order(next), token);
    await post('/send_order', order(acknowledged[0] ?? next), token);
    const after = (await post('/order', { all: true }, token)).orders.length as number;
    expect(after).toBe(before + acknowledged.length + 1);
    proc.kill('SIGTERM');
    await new Promise((r) => proc?.once('exit', r));
  }, 180_000);
});
