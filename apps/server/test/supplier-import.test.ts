import type { CatalogImportPreview, CatalogImportResult, ItemResult } from '@app/contracts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sparseWorkbook, wholeSheetRanges } from './helpers/hostile-files.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let supplier: string;
let supplierId: number;
let restaurant: string;
let stranger: string;

const b64 = (data: string | Uint8Array) => Buffer.from(data).toString('base64');
const preview = (body: Record<string, unknown>, token = supplier) =>
  t.api<CatalogImportPreview>('/item_import_preview', body, token);
const commit = (body: Record<string, unknown>, token = supplier) =>
  t.api<CatalogImportResult>('/item_import_commit', body, token);
const search = (searchTerm: string, token = restaurant) =>
  t.api<{ items: ItemResult[] }>('/item_search', { type: 'restaurant_item', searchTerm }, token);
const catalogue = async () =>
  (await t.api<{ items: ItemResult[] }>('/item_search', { type: 'supplier_items', searchTerm: '' }, supplier)).body
    .items;

const CSV = [
  'Fresh Valley price list,,,,,',
  'Item #,Description,UOM,Pack,Unit Price,Category',
  'FV-1021,Roma Tomatoes,CS,25 LB,$34.75,Produce',
  'FV-3001,Heirloom Carrots,CS,10 LB,18.5,produce',
  'FV-3002,Purple Kohlrabi,EA,,"1,234.50",',
  'FV-3003,Basil bunch,BU,,abc,Produce',
  'FV-3004,,CS,,2,Toys',
  'FV-3005,Shallots,LB,,0.123456,Produce',
  'fv-3001,Carrots again,CS,,19,Produce',
  '',
].join('\n');

beforeAll(async () => {
  t = await createTestApp();
  supplier = (await registeredUser(t, 'sales@import.example', 'supplier')).idToken;
  const me = await t.api<{ Supplier: { id: number } }>('/user', {}, supplier);
  supplierId = me.body.Supplier.id;
  // One item the catalogue has already: the import updates its price.
  const added = await t.api(
    '/add_item',
    {
      supplierName: 'x',
      name: 'Roma Tomatoes',
      itemCode: 'FV-1021',
      price: 32.5,
      unit: 'CS',
      quantity: 1,
      pack: '25 LB',
      category: 'Produce',
    },
    supplier,
  );
  expect(added.status).toBe(200);
  restaurant = (await registeredUser(t, 'chef@import.example')).idToken;
  const connect = await t.api(
    '/customer_supplier_put',
    {
      name: 'Import Supply',
      insertBusSupId: supplierId,
      accountNumber: 'A1',
      minimumOrder: 0,
      orderCutoff: 12,
      deliveryDays: 'M',
    },
    restaurant,
  );
  expect(connect.status).toBe(200);
  stranger = (await registeredUser(t, 'chef@elsewhere.example')).idToken;
});
afterAll(async () => {
  await t?.close();
});

describe('catalogue import', () => {
  it('previews a CSV: counts, and every problem of a row in words', async () => {
    const r = await preview({ fileName: 'prices.csv', fileContentBase64: b64(CSV), uploadId: 'csv-upload-1' });
    expect(r.status).toBe(200);
    expect(r.body.uploadId).toBe('csv-upload-1');
    expect(r.body.counts).toEqual({ total: 7, new: 2, updated: 1, unchanged: 0, errors: 4 });
    expect(r.body.columns.map((c) => [c.field, c.header])).toEqual([
      ['itemCode', 'Item #'],
      ['name', 'Description'],
      ['unit', 'UOM'],
      ['pack', 'Pack'],
      ['price', 'Unit Price'],
      ['category', 'Category'],
    ]);
    const byRow = new Map(r.body.rows.map((row) => [row.row, row]));
    expect(byRow.get(3)).toMatchObject({ action: 'update', changes: ['price'], price: '34.75' });
    expect(byRow.get(4)).toMatchObject({ action: 'new', category: 'Produce', price: '18.5', pack: '10 LB' });
    expect(byRow.get(5)).toMatchObject({ action: 'new', price: '1234.5', category: null });
    expect(byRow.get(6)?.errors).toEqual(['The price "abc" is not a number']);
    expect(byRow.get(7)?.errors).toEqual([
      'Please enter an item description',
      expect.stringContaining('Unknown category "Toys"'),
    ]);
    expect(byRow.get(8)?.errors).toEqual(['The price has more than 5 decimals']);
    expect(byRow.get(9)?.errors).toEqual(['Item code fv-3001 is also on row 4; only the first is imported']);
    // Nothing is imported by a preview.
    expect((await catalogue()).map((i) => i.item_code)).toEqual(['FV-1021']);
  });

  it('commits the valid rows in one go; a connected restaurant then finds the new items', async () => {
    const r = await commit({ uploadId: 'csv-upload-1' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'SUCCESS', created: 2, updated: 1, unchanged: 0, skipped: 0 });
    expect(r.body.errors.map((e) => e.row)).toEqual([6, 7, 8, 9]);

    const codes = (await catalogue()).map((i) => i.item_code).sort();
    expect(codes).toEqual(['FV-1021', 'FV-3001', 'FV-3002']);

    const found = await search('kohlrabi');
    expect(found.status).toBe(200);
    const kohlrabi = found.body.items.find((i) => i.item_code === 'FV-3002');
    expect(kohlrabi).toMatchObject({ name: 'Purple Kohlrabi', supplier_id: supplierId, unit: 'EA' });
    expect(Number(kohlrabi?.price)).toBe(1234.5);
    const tomatoes = (await search('roma tomatoes')).body.items.find((i) => i.item_code === 'FV-1021');
    expect(Number(tomatoes?.price)).toBe(34.75);
    // A restaurant that is not connected to the supplier does not see its catalogue.
    expect((await search('kohlrabi', stranger)).body.items).toEqual([]);

    // Prices are exact decimals in the database.
    const stored = await sql<{ price: string }>`
      SELECT p.price::text AS price FROM item_prices p JOIN items i ON i.id = p.item_id
      WHERE i.item_code = 'FV-3002'`.execute(t.ctx.db);
    expect(stored.rows).toEqual([{ price: '1234.50000' }]);
  });

  it('does nothing twice: a repeated commit returns the first result, a re-upload changes nothing', async () => {
    const count = async () =>
      (
        await sql<{ items: number; prices: number }>`
          SELECT (SELECT count(*)::int FROM items WHERE supplier_id = ${supplierId}) AS items,
                 (SELECT count(*)::int FROM item_prices p JOIN items i ON i.id = p.item_id
                   WHERE i.supplier_id = ${supplierId}) AS prices`.execute(t.ctx.db)
      ).rows[0];
    const before = await count();
    const [a, b] = await Promise.all([commit({ uploadId: 'csv-upload-1' }), commit({ uploadId: 'csv-upload-1' })]);
    for (const r of [a, b]) expect(r.body).toMatchObject({ status: 'SUCCESS', created: 2, repeated: true });
    expect(await count()).toEqual(before);

    const again = await preview({ fileName: 'prices.csv', fileContentBase64: b64(CSV), uploadId: 'csv-upload-2' });
    expect(again.body.counts).toMatchObject({ new: 0, updated: 0, unchanged: 3, errors: 4 });
    const done = await commit({ uploadId: 'csv-upload-2' });
    expect(done.body).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(await count()).toEqual(before);

    // The same upload id for another file is refused.
    const other = await preview({
      fileName: 'other.csv',
      fileContentBase64: b64('Name,UOM,Price\nFigs,CS,9\n'),
      uploadId: 'csv-upload-2',
    });
    expect(other.status).toBe(409);
  });

  it('imports an Excel workbook, leaving out the rows the reviewer excluded', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Catalogue');
    sheet.addRow(['SKU', 'Product', 'Size', 'UOM', 'Price', 'Category']);
    sheet.addRow(['XL-1', 'Blood Oranges', '40 ct', 'CS', 41.2, 'Produce']);
    sheet.addRow(['XL-2', 'Meyer Lemons', '115 ct', 'CS', 38, 'Produce']);
    sheet.addRow(['XL-3', 'Yuzu', '1 KG', 'KG', -3, 'Produce']);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const r = await preview({ fileName: 'catalogue.xlsx', fileContentBase64: b64(bytes), uploadId: 'xlsx-upload-1' });
    expect(r.status).toBe(200);
    expect(r.body.counts).toEqual({ total: 3, new: 2, updated: 0, unchanged: 0, errors: 1 });
    expect(r.body.rows[0]).toMatchObject({ row: 2, itemCode: 'XL-1', pack: '40 ct', price: '41.2' });
    expect(r.body.rows[2]?.errors).toEqual(['The price must be more than 0']);

    // Two commits racing (a double click, a retry): one imports, the other returns its result.
    const both = await Promise.all([
      commit({ uploadId: 'xlsx-upload-1', excludeRows: [3] }),
      commit({ uploadId: 'xlsx-upload-1', excludeRows: [3] }),
    ]);
    for (const done of both) expect(done.body).toMatchObject({ created: 1, skipped: 1 });
    expect(both.map((d) => d.body.repeated).sort()).toEqual([false, true]);
    const oranges = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM items WHERE supplier_id = ${supplierId} AND item_code = 'XL-1'`.execute(t.ctx.db);
    expect(oranges.rows[0]?.n).toBe(1);
    const codes = (await catalogue()).map((i) => i.item_code);
    expect(codes).toContain('XL-1');
    expect(codes).not.toContain('XL-2');
    expect((await search('blood oranges')).body.items.map((i) => i.item_code)).toContain('XL-1');
  });

  it('is for suppliers only', async () => {
    const r = await preview({ fileName: 'prices.csv', fileContentBase64: b64(CSV) }, restaurant);
    expect(r.status).toBe(403);
    expect((await commit({ uploadId: 'csv-upload-1' }, restaurant)).status).toBe(403);
  });

  it('answers a file it cannot import with a clear 4xx', async () => {
    const pdf = await preview({ fileName: 'prices.pdf', fileContentBase64: b64('%PDF-1.4 x') });
    expect(pdf.status).toBe(415);
    expect(pdf.body.error?.message).toBe('Choose a .csv or .xlsx file');

    const disguised = await preview({ fileName: 'prices.xlsx', fileContentBase64: b64('%PDF-1.4 not a workbook') });
    expect(disguised.status).toBe(415);

    const noPrice = await preview({ fileName: 'prices.csv', fileContentBase64: b64('SKU,Description\nA,Figs\n') });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.error?.message).toBe('The file has no Price (or Unit price, Cost) column.');

    const headerOnly = await preview({ fileName: 'prices.csv', fileContentBase64: b64('Name,UOM,Price\n') });
    expect(headerOnly.status).toBe(400);
    expect(headerOnly.body.error?.message).toBe('The file has no item rows');

    const empty = await preview({ fileName: 'prices.csv', fileContentBase64: '' });
    expect(empty.status).toBe(400);

    const big = ['Name,UOM,Price', ...Array.from({ length: 5001 }, (_, i) => `Item ${i},EA,1`)].join('\n');
    const tooMany = await preview({ fileName: 'prices.csv', fileContentBase64: b64(big) });
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.error?.message).toMatch(/5,001 item rows. Import at most 5,000/);

    expect((await commit({ uploadId: 'never-uploaded' })).status).toBe(404);
  });

  it('refuses a spreadsheet past the size caps with a 413 that says which, without expanding its empty rows', async () => {
    // 200 sheets, each with one value in Excel's last row: a few tens of KB that once took the server down.
    const sparse = sparseWorkbook(200);
    expect(sparse.length).toBeLessThan(100 * 1024);
    const manySheets = await preview({ fileName: 'prices.xlsx', fileContentBase64: b64(sparse) });
    expect(manySheets.status).toBe(413);
    expect(manySheets.body.error?.message).toBe(
      'This spreadsheet is too large: it has 200 sheets and at most 50 are read. Keep the sheets with items and upload it again.',
    );

    const lastRow = await preview({ fileName: 'prices.xlsx', fileContentBase64: b64(sparseWorkbook(3)) });
    expect(lastRow.status).toBe(413);
    expect(lastRow.body.error?.message).toMatch(
      /^This spreadsheet is too large: sheet "Sheet 1" has a value in row 1,048,576 and at most 20,000 rows are read/,
    );

    const longCsv = ['Name,UOM,Price', ...Array.from({ length: 20_000 }, (_, i) => `Item ${i},EA,1`)].join('\n');
    const csvRows = await preview({ fileName: 'prices.csv', fileContentBase64: b64(longCsv) });
    expect(csvRows.status).toBe(413);
    expect(csvRows.body.error?.message).toMatch(/the file has a value in row 20,001 and at most 20,000 rows/);

    const wide = `Name,UOM,Price${','.repeat(97)},Note\nFigs,EA,2\n`;
    const csvColumns = await preview({ fileName: 'prices.csv', fileContentBase64: b64(wide) });
    expect(csvColumns.status).toBe(413);
    expect(csvColumns.body.error?.message).toMatch(/the file has a value in column 101 and at most 100 columns/);
  });

  it('reads a price list whose sheet declares ranges over every cell, without expanding them', async () => {
    const r = await preview({ fileName: 'ranges.xlsx', fileContentBase64: b64(await wholeSheetRanges()) });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.rows.map((row) => [row.itemCode, row.name, row.price])).toEqual([
      ['A1', 'Olive oil 4 x 3 L', '54.2'],
    ]);
  });
});
