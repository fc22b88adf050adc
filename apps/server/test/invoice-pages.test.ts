import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePdf } from '../src/modules/parsing/pdf-writer.js';
import { createUser } from '../src/modules/users/create-user.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let rest: string;
let other: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  rest = (await registeredUser(t, 'owner@pages-rest.example')).idToken;
  other = (await registeredUser(t, 'chef@pages-other.example')).idToken;
  await createUser(t.ctx.db, { type: 'admin', email: 'admin@pages.example', password: 'Adm1n!pass', permanent: true });
  admin = (await t.api<{ idToken: string }>('/auth/sign_in', { email: 'admin@pages.example', password: 'Adm1n!pass' }))
    .body.idToken;
});
afterAll(async () => {
  await t?.close();
});

/** Uploads a file and records it as an invoice of the caller's restaurant. */
async function invoiceOf(bytes: Uint8Array, fileName: string, token = rest, kind: 'invoice' | 'document' = 'invoice') {
  const up = await t.api<{ uploadId: string; fullKey: string }>(
    '/invoice_upload',
    { fileContentBase64: Buffer.from(bytes).toString('base64'), fileName, kind },
    token,
  );
  expect(up.status).toBe(200);
  const put = await t.api<{ invoiceId: number }>(
    '/invoice_put',
    { invoiceUploadId: up.body.uploadId, fileName, fullKey: up.body.fullKey },
    token,
  );
  expect(put.status).toBe(200);
  return put.body.invoiceId;
}

type Page = { url: string; page: number; pages: number };

/** The page's image as the browser gets it through the link. */
async function fetchImage(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  const meta = await sharp(res.rawPayload).metadata();
  return { meta, bytes: res.rawPayload };
}

/** A photo as a phone stores it: the sensor's landscape pixels, and an EXIF orientation that turns them upright. */
async function phonePhoto(width: number, height: number, orientation: number) {
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: '#d33' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
}

describe('page images', () => {
  it('shows a photo upright after its EXIF orientation, as JPEG, to its restaurant and to an admin only', async () => {
    // Stored 600 × 400 with orientation 6: upright it is 400 wide and 600 high, the red half on top.
    const id = await invoiceOf(await phonePhoto(600, 400, 6), 'photo.jpg');
    const res = await t.api<Page>('/invoice_page', { invoiceId: id, page: 1 }, rest);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pages: 1 });
    const { meta, bytes } = await fetchImage(res.body.url);
    expect([meta.width, meta.height]).toEqual([400, 600]);
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[(y * 400 + x) * 3];
    expect(at(200, 100)).toBeGreaterThan(150);
    expect(data[(100 * 400 + 200) * 3 + 1]).toBeLessThan(100);
    expect(at(200, 500)).toBeGreaterThan(200);
    expect(data[(500 * 400 + 200) * 3 + 1]).toBeGreaterThan(200);

    expect((await t.api('/invoice_page', { invoiceId: id, page: 1 }, admin)).status).toBe(200);
    const foreign = await t.api('/invoice_page', { invoiceId: id, page: 1 }, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.message).toBe('Invoice not found');
    expect((await t.api('/invoice_page', { invoiceId: 999_999, page: 1 }, rest)).status).toBe(404);
    expect((await t.api('/invoice_page', { invoiceId: id, page: 1 })).status).toBe(401);
  });

  it('downscales a large picture to 2000 px on its long side', async () => {
    const png = await sharp({ create: { width: 3000, height: 1200, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    const id = await invoiceOf(png, 'scan.png');
    const res = await t.api<Page>('/invoice_page', { invoiceId: id }, rest);
    expect(res.status).toBe(200);
    const { meta } = await fetchImage(res.body.url);
    expect([meta.width, meta.height]).toEqual([2000, 800]);
  });

  it('renders a page of a PDF; a page past its end is refused with the number of pages', async () => {
    const pdf = writePdf([
      [{ x: 72, y: 100, text: 'Page one of the invoice', size: 24 }],
      [{ x: 72, y: 100, text: 'Page two', size: 24 }],
    ]);
    const id = await invoiceOf(pdf, 'invoice.pdf');
    const second = await t.api<Page>('/invoice_page', { invoiceId: id, page: 2 }, rest);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ page: 2, pages: 2 });
    const { meta, bytes } = await fetchImage(second.body.url);
    // US Letter (612 × 792 pt) drawn 2000 px high.
    expect(meta.height).toBe(2000);
    expect(meta.width).toBe(Math.floor((612 * 2000) / 792));
    // Text was drawn: some pixels are dark.
    const stats = await sharp(bytes).stats();
    expect(stats.channels[0].min).toBeLessThan(80);

    for (let n = 0; n < 2; n++) {
      // Once before the page count is known and once after.
      const past = await t.api('/invoice_page', { invoiceId: id, page: 3 }, rest);
      expect(past.status).toBe(400);
      expect(past.body.error?.message).toBe('Page 3 does not exist: this document has 2 pages (1 to 2).');
    }
    const photo = await invoiceOf(await phonePhoto(200, 100, 1), 'one.jpg');
    const one = await t.api('/invoice_page', { invoiceId: photo, page: 2 }, rest);
    expect(one.status).toBe(400);
    expect(one.body.error?.message).toBe('Page 2 does not exist: this document has 1 page.');
    expect((await t.api('/invoice_page', { invoiceId: id, page: 0 }, rest)).status).toBe(400);
    expect((await t.api('/invoice_page', { invoiceId: id, page: 1.5 }, rest)).status).toBe(400);
  });

  it('says a spreadsheet has no pages to show', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Prices').addRows([
      ['Code', 'Description', 'Price'],
      ['A1', 'Olive oil', 54.2],
    ]);
    const id = await invoiceOf(Buffer.from(await wb.xlsx.writeBuffer()), 'prices.xlsx', rest, 'document');
    const res = await t.api('/invoice_page', { invoiceId: id, page: 1 }, rest);
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('This file is a spreadsheet: it has no pages to show.');
  });
});
