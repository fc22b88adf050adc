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

/** The colour statistics of the 10 × 10 pixels at (left, top). */
async function around(image: Buffer, left: number, top: number) {
  return sharp(await sharp(image).extract({ left, top, width: 10, height: 10 }).toBuffer()).stats();
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

  it("makes the first page's image once the document is read, ready for its review", async () => {
    const pdf = writePdf([[{ x: 72, y: 100, text: 'Read me first', size: 18 }]]);
    const up = await t.api<{ uploadId: string; fullKey: string }>(
      '/invoice_upload',
      { fileContentBase64: Buffer.from(pdf).toString('base64'), fileName: 'read.pdf' },
      rest,
    );
    await t.api(
      '/invoice_put',
      { invoiceUploadId: up.body.uploadId, fileName: 'read.pdf', fullKey: up.body.fullKey },
      rest,
    );
    expect(await t.ctx.storage.exists(`${up.body.fullKey}.page-1.jpg`)).toBe(false);
    await t.ctx.queue.runUntilIdle();
    expect(await t.ctx.storage.exists(`${up.body.fullKey}.tables.json`)).toBe(true);
    expect(await t.ctx.storage.exists(`${up.body.fullKey}.page-1.jpg`)).toBe(true);
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

describe('several photos of one invoice', () => {
  const photo = (bytes: Buffer, fileName: string) => ({ fileContentBase64: bytes.toString('base64'), fileName });
  const uploadPhotos = (photos: { fileContentBase64: string; fileName: string }[], token = rest) =>
    t.api<{ uploadId: string; fullKey: string; fileName: string }>(
      '/invoice_upload',
      { photos, fileName: 'Invoice photos' },
      token,
    );

  it('stores them as one PDF, a page per photo upright in the order taken, shown page by page', async () => {
    const first = await phonePhoto(600, 400, 6);
    // A PNG with transparency: its pixels go in on white.
    const second = await sharp({
      create: { width: 300, height: 400, channels: 4, background: { r: 20, g: 40, b: 200, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const up = await uploadPhotos([photo(first, 'IMG_0001.jpg'), photo(second, 'IMG_0002.png')]);
    expect(up.status).toBe(200);
    expect(up.body.fileName).toBe('Invoice photos.pdf');
    expect(up.body.fullKey).toMatch(/\.pdf$/);
    const stored = await t.ctx.storage.get(up.body.fullKey);
    expect(stored?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const put = await t.api<{ invoiceId: number }>(
      '/invoice_put',
      { invoiceUploadId: up.body.uploadId, fileName: up.body.fileName, fullKey: up.body.fullKey },
      rest,
    );
    expect(put.status).toBe(200);
    const invoiceId = put.body.invoiceId;

    const one = await t.api<Page>('/invoice_page', { invoiceId, page: 1 }, rest);
    expect(one.body).toMatchObject({ page: 1, pages: 2 });
    const page1 = await fetchImage(one.body.url);
    // Upright: 400 × 600, drawn 2000 high; the red half on top.
    expect(page1.meta.height).toBe(2000);
    expect(Math.abs((page1.meta.width ?? 0) - 1333)).toBeLessThanOrEqual(1);
    const red = await around(page1.bytes, 600, 400);
    const white = await around(page1.bytes, 600, 1600);
    expect(red.channels[0].mean).toBeGreaterThan(150);
    expect(red.channels[1].mean).toBeLessThan(100);
    expect(white.channels[1].mean).toBeGreaterThan(200);

    const two = await t.api<Page>('/invoice_page', { invoiceId, page: 2 }, rest);
    const page2 = await fetchImage(two.body.url);
    expect(page2.meta.height).toBe(2000);
    expect(Math.abs((page2.meta.width ?? 0) - 1500)).toBeLessThanOrEqual(1);
    const blue = await around(page2.bytes, 700, 1000);
    // Half-transparent blue on white.
    expect(blue.channels[2].mean).toBeGreaterThan(200);
    expect(blue.channels[0].mean).toBeGreaterThan(100);
    expect(blue.channels[0].mean).toBeLessThan(160);

    // The same photos again make the same file: INVOICE EXISTS.
    const again = await uploadPhotos([photo(first, 'a.jpg'), photo(second, 'b.png')]);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('INVOICE EXISTS');
    // Another restaurant does not see it.
    expect((await t.api('/invoice_page', { invoiceId, page: 1 }, other)).status).toBe(404);
  });

  it('keeps one photo as the image it is', async () => {
    const up = await uploadPhotos([photo(await phonePhoto(200, 120, 1), 'receipt.jpg')]);
    expect(up.status).toBe(200);
    expect(up.body.fileName).toBe('receipt.jpg');
    expect(up.body.fullKey).toMatch(/\.jpg$/);
  });

  it('applies the upload limits to the photos together', async () => {
    const jpeg = await phonePhoto(200, 120, 1);
    // Two photos of 10.5 MB: each under the limit, together over it.
    const big = Buffer.concat([jpeg, Buffer.alloc(10.5 * 1024 * 1024)]);
    const tooLarge = await uploadPhotos([photo(big, 'a.jpg'), photo(big, 'b.jpg')]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error?.message).toBe('The photos together are larger than 20 MB');

    const many = await uploadPhotos(Array.from({ length: 51 }, (_, i) => photo(jpeg, `p${i}.jpg`)));
    expect(many.status).toBe(400);
    expect(many.body.error?.message).toContain('Upload at most 50 photos (pages) at a time');

    const pdf = writePdf([[{ x: 72, y: 100, text: 'x' }]]);
    const notPhoto = await uploadPhotos([photo(jpeg, 'a.jpg'), photo(Buffer.from(pdf), 'b.pdf')]);
    expect(notPhoto.status).toBe(415);
    expect(notPhoto.body.error?.message).toBe('Choose .png or .jpg photos');
    const disguised = await uploadPhotos([photo(jpeg, 'a.jpg'), photo(jpeg, 'b.png')]);
    expect(disguised.status).toBe(415);
    expect(disguised.body.error?.message).toBe('The file does not match its extension');
    const broken = await uploadPhotos([photo(jpeg, 'a.jpg'), photo(jpeg.subarray(0, 40), 'b.jpg')]);
    expect(broken.status).toBe(415);
    const both = await t.api(
      '/invoice_upload',
      { photos: [photo(jpeg, 'a.jpg')], fileContentBase64: jpeg.toString('base64'), fileName: 'x.jpg' },
      rest,
    );
    expect(both.body.error?.message).toBe('Invalid arguments');
    const none = await t.api('/invoice_upload', { fileName: 'x.jpg' }, rest);
    expect(none.body.error?.message).toBe('No file');
  });
});
