import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { readOutbox } from '../src/providers/mailer.js';
import { normalPdf } from './helpers/hostile-files.js';
import { freePort, startServerProcess, waitForServer } from './helpers/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-import-test-'));
const OWNER = { email: 'owner@maple.demo.test', password: 'Demo1234!' };
const BATCH = 100;
let proc: ChildProcess | undefined;

afterAll(() => {
  proc?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

type Batch = { invoice: number; index: number; records: unknown[] };

describe('crash safety of an invoice import', () => {
  it('keeps whole batches only after a kill mid-import, imports a re-sent import once, and runs queued jobs', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // The first process is an API process without a job worker, so the jobs it queues are still waiting when
    // it dies; the second runs the worker, as `npm start` does.
    const start = (worker: '0' | '1') => startServerProcess(port, dataDir, { WORKER: worker });
    const up = () => waitForServer(base);
    // biome-ignore lint/suspicious/noExplicitAny: loosely typed JSON replies in a process-level test
    const post = async (p: string, body: unknown, token?: string): Promise<any> => {
      const res = await fetch(`${base}/api${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const signIn = async () => (await post('/auth/sign_in', OWNER)).idToken as string;

    proc = start('0');
    await up();
    let token = await signIn();
    const { suppliers } = await post('/supplier_get', {}, token);
    const supplierId = suppliers[0].id as number;

    // Invoices of 100 rows (one request: the whole invoice) and of 250 rows (three requests, as the web sends).
    const sizes = [250, 100, 100, 250, 100];
    const invoiceIds: number[] = [];
    for (const [n] of sizes.entries()) {
      const bytes = normalPdf(`77${n}001`);
      const up = await post(
        '/invoice_upload',
        { fileContentBase64: bytes.toString('base64'), fileName: `i${n}.pdf` },
        token,
      );
      const put = await post(
        '/invoice_put',
        { invoiceUploadId: up.uploadId, fileName: `i${n}.pdf`, fullKey: up.fullKey },
        token,
      );
      invoiceIds.push(put.invoiceId);
    }
    await post('/auth/forgot_password', { email: OWNER.email });

    const record = (n: number, i: number) => ({
      item: { name: `Crash import ${n} line ${i}`, category: 'Produce' },
      supplier: { id: supplierId, name: suppliers[0].name },
      details: { price: (1 + i / 100).toFixed(2), unit: 'CS', quantity: String(1 + (i % 5)), itemCode: `CI-${n}-${i}` },
    });
    const batches: Batch[] = sizes.flatMap((size, n) =>
      Array.from({ length: Math.ceil(size / BATCH) }, (_, index) => ({
        invoice: n,
        index,
        records: Array.from({ length: Math.min(BATCH, size - index * BATCH) }, (_, k) => record(n, index * BATCH + k)),
      })),
    );
    const send = (b: Batch, t: string) =>
      post('/invoice_items', { records: b.records, invoiceId: invoiceIds[b.invoice] }, t) as Promise<{
        itemsAdded: number;
      }>;

    const invoicesBefore = (await post('/invoice', {}, token)).invoices as { id: number; parse_status: string }[];

    // The import, killed part way: after three acknowledged requests and half of the fourth.
    const acknowledged: Batch[] = [];
    const answers: number[] = [];
    let inFlight: Batch | undefined;
    const started = Date.now();
    let firstMs = 0;
    const traffic = (async () => {
      for (const b of batches) {
        inFlight = b;
        try {
          answers.push((await send(b, token)).itemsAdded);
        } catch {
          return;
        }
        acknowledged.push(b);
        inFlight = undefined;
        firstMs ||= Date.now() - started;
      }
    })();
    while (acknowledged.length < 3) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, firstMs / 2));
    proc.kill('SIGKILL');
    await traffic;
    expect(inFlight).toBeDefined();
    expect(answers).toEqual(acknowledged.map((b) => b.records.length));
    // Nothing ran the queued jobs before the kill (no worker, so also none during the import).
    expect(invoicesBefore.filter((i) => invoiceIds.includes(i.id)).map((i) => i.parse_status)).toEqual(
      sizes.map(() => 'queued'),
    );
    expect(readOutbox(path.join(dataDir, 'outbox')).filter((m) => m.to.includes(OWNER.email))).toHaveLength(0);

    proc = start('1');
    await up();
    token = await signIn();

    // Each request is all or nothing: the rows imported are the acknowledged batches, plus perhaps the whole
    // batch in flight (committed, its answer lost), never part of one. The status says imported exactly when
    // rows are.
    const rowsOf = async (n: number) =>
      ((await post('/invoice_items_get', { invoiceId: invoiceIds[n] }, token)).items as unknown[]).length;
    const rowsIn = (list: Batch[], n: number) =>
      list.filter((b) => b.invoice === n).reduce((sum, b) => sum + b.records.length, 0);
    const statusOf = async () =>
      new Map(
        ((await post('/invoice', {}, token)).invoices as { id: number; status: string }[]).map((i) => [i.id, i.status]),
      );
    const statuses = await statusOf();
    let inFlightCommitted = false;
    for (const [n] of sizes.entries()) {
      const rows = await rowsOf(n);
      const acked = rowsIn(acknowledged, n);
      const withInFlight = acked + (inFlight?.invoice === n ? inFlight.records.length : 0);
      expect([acked, withInFlight], `invoice ${n}`).toContain(rows);
      if (rows !== acked) inFlightCommitted = true;
      expect(statuses.get(invoiceIds[n]), `invoice ${n}`).toBe(rows > 0 ? 'imported' : 'pending');
    }
    console.info(
      `Killed ${Date.now() - started} ms into the import, during request ${acknowledged.length + 1} of ${batches.length}` +
        ` (invoice ${inFlight?.invoice}, batch ${inFlight?.index}); it ${inFlightCommitted ? 'had committed' : 'left nothing'}`,
    );

    // The client sends the whole import again: every row ends up imported once; a third time adds nothing.
    const total = sizes.reduce((a, b) => a + b, 0);
    let before = 0;
    for (const [n] of sizes.entries()) before += await rowsOf(n);
    let added = 0;
    for (const b of batches) added += (await send(b, token)).itemsAdded;
    expect(added).toBe(total - before);
    for (const b of batches) expect((await send(b, token)).itemsAdded).toBe(0);
    for (const [n, size] of sizes.entries()) expect(await rowsOf(n)).toBe(size);
    expect([...(await statusOf()).entries()].filter(([id]) => invoiceIds.includes(id)).map(([, s]) => s)).toEqual(
      sizes.map(() => 'imported'),
    );

    // The parse jobs and the mail queued before the kill ran after the restart.
    const deadline = Date.now() + 60_000;
    let parsed: string[] = [];
    while (Date.now() < deadline) {
      const list = (await post('/invoice', {}, token)).invoices as { id: number; parse_status: string }[];
      parsed = list.filter((i) => invoiceIds.includes(i.id)).map((i) => i.parse_status);
      const mailed = readOutbox(path.join(dataDir, 'outbox')).some(
        (m) => m.to.includes(OWNER.email) && m.subject === 'Reset your password',
      );
      if (mailed && parsed.every((s) => s === 'parsed')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(parsed).toEqual(sizes.map(() => 'parsed'));
    expect(
      readOutbox(path.join(dataDir, 'outbox')).filter(
        (m) => m.to.includes(OWNER.email) && /reset code is \d{6}/.test(m.text),
      ),
    ).toHaveLength(1);

    proc.kill('SIGTERM');
    await new Promise((r) => proc?.once('exit', r));

    // In the database: one price per imported row, none left over from the killed request.
    const database = await openDatabase({ dataDir });
    try {
      for (const [n, size] of sizes.entries()) {
        const prices = await database.db
          .selectFrom('item_prices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('invoice_id', '=', invoiceIds[n])
          .executeTakeFirstOrThrow();
        expect(Number(prices.n), `invoice ${n}`).toBe(size);
      }
      const jobs = await database.db
        .selectFrom('jobs')
        .select(['name', 'status'])
        .where('name', 'in', ['invoice.parse', 'mail.send'])
        .execute();
      expect(jobs.filter((j) => j.status !== 'done')).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
