import { randomBytes } from 'node:crypto';
import { INVOICE_MSG } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABANDONED_MESSAGE } from '../src/jobs/queue.js';
import { TIMEOUT_MESSAGE } from '../src/modules/parsing/deadline.js';
import { IMAGE_UNREADABLE } from '../src/modules/parsing/ocr/prepare.js';
import { PDF_MESSAGES } from '../src/modules/parsing/pdf/pdf-document.js';
import { ZIP_MESSAGES } from '../src/modules/parsing/sheet/zip-guard.js';
import { grayPng } from '../src/modules/parsing/testing/images.js';
import {
  encryptedPdf,
  htmlAsPng,
  longPdf,
  normalPdf,
  sparseWorkbook,
  svgAsPng,
  truncatedPdf,
  whitePng,
  xlsxBomb,
} from './helpers/hostile-files.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

type Invoice = { id: number; parse_status: string; parse_error: string; full_key: string };

let t: TestApp;
let token: string;
let supplierId: number;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registeredUser(t, 'owner@hostile-files.example')).idToken;
  const s = await registeredUser(t, 'sales@hostile-supply.example', 'supplier');
  supplierId = (await t.api<{ Supplier: { id: number } }>('/user', {}, s.idToken)).body.Supplier.id;
  // Documents are filed under one of the restaurant's suppliers.
  const connect = await t.api(
    '/customer_supplier_put',
    {
      name: 'Hostile Supply',
      insertBusSupId: supplierId,
      accountNumber: 'H1',
      minimumOrder: 0,
      orderCutoff: 12,
      deliveryDays: 'M',
    },
    token,
  );
  expect(connect.status, JSON.stringify(connect.body)).toBe(200);
});
afterAll(async () => {
  await t?.ctx.queue.stop();
  await t?.close();
});

const upload = (bytes: Buffer, fileName: string, kind: 'invoice' | 'document' = 'invoice') =>
  t.api<{ uploadId: string; fullKey: string }>(
    '/invoice_upload',
    { fileContentBase64: bytes.toString('base64'), fileName, kind },
    token,
  );

/** Uploads a file and records it as the web does (an invoice, or a supplier document for spreadsheets). */
async function submit(bytes: Buffer, fileName: string): Promise<number> {
  const document = fileName.endsWith('.xlsx');
  const up = await upload(bytes, fileName, document ? 'document' : 'invoice');
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  const put = document
    ? await t.api<{ invoiceId: number }>(
        '/document_upload',
        { supplierId, documentType: 'Price list', new: true, key: up.body.fullKey, name: fileName },
        token,
      )
    : await t.api<{ invoiceId: number }>(
        '/invoice_put',
        { invoiceUploadId: up.body.uploadId, fileName, fullKey: up.body.fullKey },
        token,
      );
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return put.body.invoiceId;
}

async function invoice(id: number): Promise<Invoice> {
  const list = await t.api<{ invoices: Invoice[] }>('/invoice', {}, token);
  const found = list.body.invoices.find((i) => i.id === id);
  if (!found) throw new Error(`invoice ${id} not listed`);
  return found;
}

/** What the web sees when it polls for the parsed tables: the tables, or the reason they will never come. */
async function tables(inv: Invoice) {
  const link = await t.api<{ url: string }>('/s3_file_link', { Key: `${inv.full_key}.tables.json` }, token);
  const res = await t.app.inject({ method: 'GET', url: link.body.url });
  return { status: res.statusCode, body: res.json() as { items?: unknown[]; error?: { message: string } } };
}

/** Polls the invoice list like the web does until parsing has finished (the worker runs in the background). */
async function settled(id: number, timeoutMs = 60_000): Promise<Invoice> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const inv = await invoice(id);
    if (inv.parse_status === 'parsed' || inv.parse_status === 'failed') return inv;
    if (Date.now() > end) throw new Error(`invoice ${id} still ${inv.parse_status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function expectFailed(id: number, reason: string | RegExp) {
  const inv = await invoice(id);
  expect(inv.parse_status).toBe('failed');
  expect(inv.parse_error).toMatch(reason);
  const polled = await tables(inv);
  expect(polled.status).toBe(400);
  expect(polled.body.error?.message).toBe(inv.parse_error);
}

/** Peak RSS growth while `work` runs, sampled every few milliseconds and from the process's own peak. */
async function rssGrowth(work: () => Promise<unknown>): Promise<{ start: number; sampled: number; peak: number }> {
  const start = process.memoryUsage().rss;
  const startPeak = process.resourceUsage().maxRSS * 1024;
  let high = start;
  const timer = setInterval(() => {
    high = Math.max(high, process.memoryUsage().rss);
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  high = Math.max(high, process.memoryUsage().rss);
  return { start, sampled: high - start, peak: Math.max(0, process.resourceUsage().maxRSS * 1024 - startPeak) };
}

describe('hostile uploads refused at upload', () => {
  it('answers 415 for SVG or HTML named .png and 400 for an empty file', async () => {
    for (const [bytes, name] of [
      [svgAsPng(), 'scan.png'],
      [htmlAsPng(), 'photo.png'],
      [htmlAsPng(), 'invoice.pdf'],
    ] as const) {
      const r = await upload(bytes, name);
      expect(r.status, name).toBe(415);
      expect(r.body.error?.message).toBe(INVOICE_MSG.wrongType);
    }
    const empty = await upload(Buffer.alloc(0), 'empty.pdf');
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toBe(INVOICE_MSG.noFile);
    const padding = await t.api('/invoice_upload', { fileContentBase64: '====', fileName: 'empty.png' }, token);
    expect(padding.status).toBe(400);
    expect(padding.body.error?.message).toBe(INVOICE_MSG.noFile);
    expect((await t.api<{ invoices: unknown[] }>('/invoice', {}, token)).body.invoices).toHaveLength(0);
  });
});

describe('hostile uploads that fail to parse, with a reason the web shows', () => {
  const rss: Record<string, { start: number; sampled: number; peak: number }> = {};

  beforeAll(async () => {
    // Warm up: the PDF engine loads on first use, which is not what is measured below.
    const id = await submit(normalPdf('100001'), 'warm-up.pdf');
    await t.ctx.queue.runUntilIdle();
    expect((await invoice(id)).parse_status).toBe('parsed');
  });
  afterAll(() => {
    const mb = (n: number) => `${Math.round(n / MB)} MB`;
    for (const [name, r] of Object.entries(rss))
      console.info(
        `RSS while parsing ${name}: ${mb(r.start)} before, +${mb(r.sampled)} sampled, +${mb(r.peak)} on the process peak`,
      );
  });

  it('a truncated PDF, an encrypted PDF and a 500-page PDF', async () => {
    const cut = await submit(truncatedPdf(), 'cut.pdf');
    const locked = await submit(encryptedPdf(), 'locked.pdf');
    const long = await submit(longPdf(500), 'long.pdf');
    rss['500-page PDF'] = await rssGrowth(() => t.ctx.queue.runUntilIdle());
    await expectFailed(cut, PDF_MESSAGES.truncated);
    await expectFailed(locked, PDF_MESSAGES.password);
    await expectFailed(
      long,
      'This document has more than 50 pages (it has 500). Please upload at most 50 pages at a time.',
    );
  });

  it('a workbook whose sheet inflates to 300 MB, whether its zip directory says so or lies', async () => {
    const honest = await xlsxBomb(300);
    const lying = await xlsxBomb(300, { lie: true });
    expect(honest.length).toBeLessThan(2 * MB);
    const a = await submit(honest, 'prices.xlsx');
    const b = await submit(lying, 'prices-2.xlsx');
    rss['xlsx bombs'] = await rssGrowth(() => t.ctx.queue.runUntilIdle());
    await expectFailed(a, ZIP_MESSAGES.tooLarge);
    await expectFailed(b, ZIP_MESSAGES.tooLarge);
    expect(rss['xlsx bombs'].sampled).toBeLessThan(500 * MB);
  });

  it('a workbook of 200 sheets each with one value in row 1,048,576, and one such sheet alone', async () => {
    const many = await submit(sparseWorkbook(200), 'sparse.xlsx');
    const one = await submit(sparseWorkbook(1), 'sparse-1.xlsx');
    rss['sparse workbooks'] = await rssGrowth(() => t.ctx.queue.runUntilIdle());
    await expectFailed(
      many,
      'This spreadsheet is too large: it has 200 sheets and at most 50 are read. Keep the sheets with items and upload it again.',
    );
    await expectFailed(
      one,
      'This spreadsheet is too large: sheet "Sheet 1" has a value in row 1,048,576 and at most 20,000 rows are read. Delete the rows below the table (or split the file) and upload it again.',
    );
    expect(rss['sparse workbooks'].sampled).toBeLessThan(500 * MB);
  });

  it('a 20000 × 20000 PNG, and a PNG whose pixel data inflates far past its declared 2000 × 2000', async () => {
    const huge = whitePng(20_000, 20_000);
    const lying = whitePng(20_000, 20_000, { width: 2000, height: 2000 });
    expect(huge.length).toBeLessThan(MB);
    const a = await submit(huge, 'huge.png');
    const b = await submit(lying, 'lying.png');
    rss['huge PNGs'] = await rssGrowth(() => t.ctx.queue.runUntilIdle());
    await expectFailed(
      a,
      'This image is too large (20000 × 20000 pixels). Please upload an image under 40 megapixels.',
    );
    await expectFailed(b, IMAGE_UNREADABLE);
    expect(rss['huge PNGs'].sampled).toBeLessThan(500 * MB);
  });

  it('a hostile file does not hold up a normal invoice queued with it', async () => {
    const bomb = await submit(await xlsxBomb(400, { lie: true }), 'bomb.xlsx');
    const huge = await submit(whitePng(20_000, 19_999), 'huge-2.png');
    const normal = await submit(normalPdf('558124'), 'fresh-valley.pdf');
    t.ctx.queue.start(50);
    try {
      const [b, h, n] = [await settled(bomb), await settled(huge), await settled(normal)];
      expect([b.parse_status, h.parse_status, n.parse_status]).toEqual(['failed', 'failed', 'parsed']);
    } finally {
      await t.ctx.queue.stop();
    }
    const parsed = await tables(await invoice(normal));
    expect(parsed.status).toBe(200);
    expect(parsed.body.items).toHaveLength(3);
  });

  it('stops a document at the parse time limit, and the worker goes on to the next one', async () => {
    const limit = t.ctx.config.parseTimeoutMs;
    t.ctx.config.parseTimeoutMs = 1500;
    try {
      // Noise: nothing a PDF text layer could give, so every pixel goes through OCR.
      const noise = Buffer.from(grayPng(3000, 3000, new Uint8Array(randomBytes(3000 * 3000))));
      const slow = await submit(noise, 'noise.png');
      const next = await submit(normalPdf('558125'), 'next.pdf');
      await t.ctx.queue.runUntilIdle();
      await expectFailed(slow, TIMEOUT_MESSAGE);
      expect((await invoice(next)).parse_status).toBe('parsed');
    } finally {
      t.ctx.config.parseTimeoutMs = limit;
    }
  });

  it('gives up a document that killed its worker on every attempt, and says so', async () => {
    const id = await submit(normalPdf('558126'), 'killer.pdf');
    // As a worker that died mid-parse leaves it: running, lock expired, no attempts left.
    await sql`UPDATE jobs SET status = 'running', attempts = max_attempts, locked_until = now() - interval '1 second'
      WHERE singleton_key = ${`parse:${id}`}`.execute(t.ctx.db);
    await sql`UPDATE invoices SET parse_status = 'parsing' WHERE id = ${id}`.execute(t.ctx.db);
    await t.ctx.queue.runUntilIdle();
    await expectFailed(id, 'We could not read this document. It has been flagged for investigation.');
    const job = await t.ctx.db
      .selectFrom('jobs')
      .select(['status', 'attempts', 'max_attempts', 'last_error'])
      .where('singleton_key', '=', `parse:${id}`)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', attempts: job.max_attempts, last_error: ABANDONED_MESSAGE });
  });
});
