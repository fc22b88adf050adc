import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INVOICE_MSG, type ItemResult } from '@app/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/create-user.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/invoices');
const azure = readFileSync(path.join(FIXTURES, 'invoice2data/AzureInterior.pdf'));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let rest: string;
let other: string;
let admin: string;
let supplierId: number;
let businessId: number;
let fresh: string;

beforeAll(async () => {
  t = await createTestApp();
  rest = (await registeredUser(t, 'owner@invoice-rest.example')).idToken;
  other = (await registeredUser(t, 'chef@invoice-other.example')).idToken;
  // Registered now: signing up runs the job queue, which would parse the invoices the tests upload.
  fresh = (await registeredUser(t, 'owner@new-supplier.example')).idToken;
  businessId = (await t.api<{ Business: { id: number } }>('/user', {}, rest)).body.Business.id;
  const s = await registeredUser(t, 'sales@azure.example', 'supplier');
  supplierId = (await t.api<{ Supplier: { id: number } }>('/user', {}, s.idToken)).body.Supplier.id;
  await t.api(
    '/customer_supplier_put',
    {
      name: 'x',
      insertBusSupId: supplierId,
      accountNumber: 'AZ-1',
      minimumOrder: 0,
      orderCutoff: 12,
      deliveryDays: 'M',
    },
    rest,
  );
  await createUser(t.ctx.db, {
    type: 'admin',
    email: 'admin@invoices.example',
    password: 'Adm1n!pass',
    permanent: true,
  });
  admin = (
    await t.api<{ idToken: string }>('/auth/sign_in', { email: 'admin@invoices.example', password: 'Adm1n!pass' })
  ).body.idToken;
});
afterAll(async () => {
  await t?.close();
});

const upload = (bytes: Buffer, fileName: string, token = rest, extra: Record<string, unknown> = {}) =>
  t.api<{ uploadId: string; fullKey: string }>(
    '/invoice_upload',
    { fileContentBase64: bytes.toString('base64'), fileName, ...extra },
    token,
  );

describe('upload', () => {
  it('stores a PDF, records the invoice and answers INVOICE EXISTS for the same file or upload id', async () => {
    const up = await upload(azure, 'AzureInterior.pdf', rest, { uploadId: 'azure-upload-1' });
    expect(up.status).toBe(200);
    expect(up.body.fullKey).toBe(`invoices/${businessId}/azure-upload-1.pdf`);
    const put = await t.api<{ invoiceId: number; fullKey: string }>(
      '/invoice_put',
      { invoiceUploadId: 'azure-upload-1', fileName: 'AzureInterior.pdf', fullKey: up.body.fullKey },
      rest,
    );
    expect(put.status).toBe(200);
    expect(put.body.fullKey).toBe(up.body.fullKey);
    const again = await upload(azure, 'copy.pdf');
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe('INVOICE EXISTS');
    const sameId = await upload(PNG, 'photo.png', rest, { uploadId: 'azure-upload-1' });
    expect(sameId.body.error?.message).toBe('INVOICE EXISTS');
    const putAgain = await t.api(
      '/invoice_put',
      { invoiceUploadId: 'azure-upload-1', fileName: 'x.pdf', fullKey: up.body.fullKey },
      rest,
    );
    expect(putAgain.body.error?.message).toBe('INVOICE EXISTS');
    // Another restaurant may upload the same file for itself.
    const theirs = await upload(azure, 'AzureInterior.pdf', other);
    expect(theirs.status).toBe(200);
    const theirPut = await t.api(
      '/invoice_put',
      { invoiceUploadId: theirs.body.uploadId, fileName: 'AzureInterior.pdf', fullKey: theirs.body.fullKey },
      other,
    );
    expect(theirPut.status).toBe(200);
  });

  it('refuses files whose bytes are not what their extension says, empty files and unknown extensions', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(html, 'evil.png')).status).toBe(415);
    expect((await upload(PNG, 'photo.pdf')).status).toBe(415);
    expect((await upload(azure, 'invoice.exe')).status).toBe(415);
    expect((await upload(Buffer.from('x,y\n1,2\n'), 'list.csv')).status).toBe(415);
    const empty = await t.api('/invoice_upload', { fileContentBase64: '', fileName: 'a.pdf' }, rest);
    expect(empty.body.error?.message).toBe('No file');
    expect((await upload(PNG, 'photo.png')).status).toBe(200);
  });

  it('accepts spreadsheets as documents', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Prices').addRows([
      ['Code', 'Description', 'Unit', 'Price'],
      ['A1', 'Olive oil 4x3 L', 'CS', 54.2],
    ]);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    expect((await upload(xlsx, 'prices.xlsx')).status).toBe(415);
    expect((await upload(xlsx, 'prices.xlsx', rest, { kind: 'document' })).status).toBe(200);
    expect((await upload(Buffer.from('code,name,price\nA1,Oil,3\n'), 'p.csv', rest, { kind: 'document' })).status).toBe(
      200,
    );
  });

  it('needs an admin to choose a restaurant', async () => {
    const r = await upload(PNG, 'admin.png', admin);
    expect(r.body.error?.message).toBe('No restaurant available');
    const ok = await upload(Buffer.concat([PNG, Buffer.from([0])]), 'admin.png', admin, { businessId });
    expect(ok.status).toBe(200);
  });
});

describe('import', () => {
  const record = (over: Record<string, unknown> = {}) => ({
    item: { name: 'Olive oil 4x3 L', category: 'Canned and dry goods' },
    supplier: { id: supplierId, name: 'x' },
    details: { price: '54.20', unit: 'CS', quantity: '2', itemCode: 'OO-4' },
    ...over,
  });

  it('gives the spec messages and imports rows as prices that search finds, once', async () => {
    const [inv] = (await t.api<{ invoices: { id: number }[] }>('/invoice', {}, rest)).body.invoices;
    const invoiceId = inv!.id;
    const cases: [unknown[], string][] = [
      [[], 'Please select at least one item to import'],
      [[record({ item: { name: ' ' } })], 'Please enter an item name to complete the import.'],
      [
        [record({ supplier: { id: null, name: 'Unknown Co' } })],
        'Please enter the supplier for this invoice. New suppliers must be added before their invoices are imported.',
      ],
      [
        [record({ details: { price: 'abc', unit: 'CS', quantity: '1' } })],
        'Please enter a matching price, quantity or unit for this item.',
      ],
      [
        [record({ details: { price: '1', unit: '', quantity: '1' } })],
        'Please enter a matching price, quantity or unit for this item.',
      ],
      [
        ['not a record'],
        "General import error. This invoice has been flagged for investigation. It can't be imported at this time.",
      ],
    ];
    for (const [records, message] of cases) {
      const r = await t.api('/invoice_items', { records, invoiceId }, rest);
      expect(r.status, message).toBe(400);
      expect(r.body.error?.message).toBe(message);
    }
    const records = [
      record(),
      record({ item: { name: 'Basil 1 LB' }, details: { price: 14.25, unit: 'LB', quantity: 1, itemCode: '' } }),
    ];
    const first = await t.api<{ itemsAdded: number; supplier_id: number }>(
      '/invoice_items',
      { records, invoiceId },
      rest,
    );
    expect(first.body).toEqual({ itemsAdded: 2, supplier_id: supplierId });
    const second = await t.api<{ itemsAdded: number }>('/invoice_items', { records, invoiceId }, rest);
    expect(second.body.itemsAdded).toBe(0);

    const found = await t.api<{ items: ItemResult[] }>(
      '/item_search',
      { type: 'restaurant_item', searchTerm: 'olive oil' },
      rest,
    );
    expect(found.body.items[0]).toMatchObject({ name: 'Olive oil 4x3 L', price: '54.20000', own_item: true });
    const list = await t.api<{
      invoices: { id: number; status: string }[];
      invoiceTotals: Record<string, { sum: string }>;
    }>('/invoice', {}, rest);
    expect(list.body.invoices.find((i) => i.id === invoiceId)?.status).toBe('imported');
    expect(list.body.invoiceTotals[invoiceId]?.sum).toBe('122.65');
    expect((await t.api<{ items: unknown[] }>('/invoice_items_get', { invoiceId }, rest)).body.items).toHaveLength(2);
  });

  it('reads prices as typed on the review, exactly: thousands, a decimal comma, more decimals than cents', async () => {
    const [inv] = (await t.api<{ invoices: { id: number }[] }>('/invoice', {}, rest)).body.invoices;
    const line = (name: string, price: string, quantity: string) =>
      record({ item: { name, category: 'Produce' }, details: { price, unit: 'CS', quantity, itemCode: '' } });
    const refused = await t.api('/invoice_items', { records: [line('Leeks', '1.2.3', '1')], invoiceId: inv!.id }, rest);
    expect(refused.body.error?.message).toBe('Please enter a matching price, quantity or unit for this item.');
    const r = await t.api<{ itemsAdded: number }>(
      '/invoice_items',
      {
        records: [
          line('Saffron tin', '$1,234.50', '1'),
          line('Leeks', '12,50', '2'),
          line('Capers', '0.123456', '0.1'),
        ],
        invoiceId: inv!.id,
      },
      rest,
    );
    expect(r.body.itemsAdded).toBe(3);
    const price = async (name: string) =>
      (await t.api<{ items: ItemResult[] }>('/item_search', { type: 'restaurant_item', searchTerm: name }, rest)).body
        .items[0];
    expect(await price('saffron')).toMatchObject({ price: '1234.50000', quantity: '1.00000' });
    expect(await price('leeks')).toMatchObject({ price: '12.50000', quantity: '2.00000' });
    expect(await price('capers')).toMatchObject({ price: '0.12346', quantity: '0.10000' });
  });

  it('keeps invoices per restaurant; an admin sees them all and can search by restaurant', async () => {
    const [inv] = (await t.api<{ invoices: { id: number }[] }>('/invoice', {}, rest)).body.invoices;
    expect((await t.api('/invoice_items_get', { invoiceId: inv!.id }, other)).status).toBe(404);
    expect((await t.api('/invoice_items', { records: [record()], invoiceId: inv!.id }, other)).status).toBe(404);
    const otherList = await t.api<{ invoices: { business_id: number }[] }>('/invoice', {}, other);
    expect(otherList.body.invoices.every((i) => i.business_id !== businessId)).toBe(true);
    const all = await t.api<{ invoices: { businessName: string }[] }>('/invoice', {}, admin);
    expect(new Set(all.body.invoices.map((i) => i.businessName)).size).toBe(2);
    const search = await t.api<{ invoices: { businessName: string }[] }>('/invoice', { searchName: 'CHEF' }, admin);
    expect(search.body.invoices.map((i) => i.businessName)).toEqual(['Bistro chef']);
  });

  it("saves a supplier's parse instruction", async () => {
    const put = await t.api(
      '/invoice_parse_instruction',
      {
        supplierId,
        type: 'Put',
        action: 'field_association',
        data: { fieldMap: { Product: 'name', 'Unit Price': 'unit_price' } },
      },
      rest,
    );
    expect(put.status).toBe(200);
    const bad = await t.api(
      '/invoice_parse_instruction',
      { supplierId, type: 'Put', action: 'field_association', data: { fieldMap: { Product: 'colour' } } },
      rest,
    );
    expect(bad.status).toBe(400);
    const got = await t.api<{ instruction: { action: string; data: unknown }[] }>(
      '/invoice_parse_instruction',
      { supplierId, type: 'Get' },
      rest,
    );
    expect(got.body.instruction).toEqual([
      expect.objectContaining({
        action: 'field_association',
        data: { fieldMap: { Product: 'name', 'Unit Price': 'unit_price' } },
      }),
    ]);
  });
});

describe('import from a new supplier', () => {
  it('adds the supplier and imports its invoice in one step, all or nothing, once', async () => {
    const owner = { idToken: fresh };
    const invoiceFor = async (uploadId: string, bytes: Buffer) => {
      const up = await upload(bytes, `${uploadId}.png`, owner.idToken, { uploadId });
      const put = await t.api<{ invoiceId: number }>(
        '/invoice_put',
        { invoiceUploadId: uploadId, fileName: `${uploadId}.png`, fullKey: up.body.fullKey },
        owner.idToken,
      );
      return put.body.invoiceId;
    };
    const first = await invoiceFor('new-supplier-1', PNG);
    const line = (over: Record<string, unknown> = {}) => ({
      item: { name: 'Heirloom tomatoes', category: null },
      supplier: { id: null, name: 'Sunny Acres Farm' },
      details: { price: '18.50', unit: 'CS', quantity: '1', itemCode: 'HT-1' },
      ...over,
    });
    const newSupplier = { name: 'Sunny Acres Farm' };
    const suppliers = async () =>
      (
        await t.api<{ suppliers: { name: string; account_id: string; minimum_order: string }[] }>(
          '/supplier_get',
          {},
          owner.idToken,
        )
      ).body.suppliers;

    // Without it the import says what it always said.
    const plain = await t.api('/invoice_items', { records: [line()], invoiceId: first }, owner.idToken);
    expect(plain.body.error?.message).toBe(INVOICE_MSG.needSupplier);
    // A bad row: nothing is imported and no supplier is added.
    const bad = await t.api(
      '/invoice_items',
      {
        records: [line(), line({ details: { price: 'x', unit: 'CS', quantity: '1' } })],
        invoiceId: first,
        newSupplier,
      },
      owner.idToken,
    );
    expect(bad.status).toBe(400);
    expect(await suppliers()).toEqual([]);
    // Bad details are a 400 with the supplier form's message.
    const badMinimum = await t.api(
      '/invoice_items',
      { records: [line()], invoiceId: first, newSupplier: { ...newSupplier, minimumOrder: '-5' } },
      owner.idToken,
    );
    expect(badMinimum.status).toBe(400);

    const ok = await t.api<{ itemsAdded: number; supplier_id: number }>(
      '/invoice_items',
      {
        records: [line()],
        invoiceId: first,
        newSupplier: { ...newSupplier, accountNumber: 'SA-9', minimumOrder: '150' },
      },
      owner.idToken,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.itemsAdded).toBe(1);
    expect(await suppliers()).toEqual([
      expect.objectContaining({ name: 'Sunny Acres Farm', account_id: 'SA-9', minimum_order: '150.00' }),
    ]);
    // Sent again (a retry), nothing is added twice.
    const again = await t.api<{ itemsAdded: number; supplier_id: number }>(
      '/invoice_items',
      { records: [line()], invoiceId: first, newSupplier },
      owner.idToken,
    );
    expect(again.body).toEqual({ itemsAdded: 0, supplier_id: ok.body.supplier_id });
    expect(await suppliers()).toHaveLength(1);
    // Another tenant's invoice stays out of reach, supplier or not.
    const foreign = await t.api('/invoice_items', { records: [line()], invoiceId: first, newSupplier }, other);
    expect(foreign.status).toBe(404);
  });

  it('lists new uploads first, whatever the invoice date', async () => {
    const up = await upload(Buffer.concat([PNG, Buffer.from('later')]), 'later.png', fresh, {
      uploadId: 'later-upload-2',
    });
    const put = await t.api<{ invoiceId: number }>(
      '/invoice_put',
      { invoiceUploadId: 'later-upload-2', fileName: 'later.png', fullKey: up.body.fullKey },
      fresh,
    );
    // The invoice uploaded last is dated long ago; the one before it, today.
    await t.ctx.db
      .updateTable('invoices')
      .set({ invoice_date: '2020-01-15' })
      .where('id', '=', put.body.invoiceId)
      .execute();
    await t.ctx.db
      .updateTable('invoices')
      .set({ invoice_date: new Date().toISOString().slice(0, 10) })
      .where('id', '!=', put.body.invoiceId)
      .where('upload_id', '=', 'new-supplier-1')
      .execute();
    const list = await t.api<{ invoices: { id: number; name: string }[] }>('/invoice', {}, fresh);
    expect(list.body.invoices.map((i) => i.name)).toEqual(['later-upload-2', 'new-supplier-1']);
  });
});

describe('files', () => {
  it('serves a stored file only through a signed link, never executable', async () => {
    const [inv] = (await t.api<{ invoices: { full_key: string }[] }>('/invoice', {}, rest)).body.invoices;
    const link = await t.api<{ url: string }>('/s3_file_link', { Key: inv!.full_key }, rest);
    const res = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^inline; filename=/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    const tampered = await t.app.inject({
      method: 'GET',
      url: link.body.url.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
    });
    expect(tampered.statusCode).toBe(403);
    expect((await t.api('/s3_file_link', { Key: inv!.full_key }, other)).status).toBe(404);
    const tables = await t.api<{ url: string }>('/s3_file_link', { Key: `${inv!.full_key}.tables.json` }, rest);
    // Not read yet: an answer saying so, not a failed request.
    const waiting = await t.app.inject({ method: 'GET', url: tables.body.url });
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json()).toEqual({ status: 'queued' });
    expect(waiting.headers['cache-control']).toBe('no-store');
  });
});

describe('parsing', () => {
  it('parses an uploaded invoice into tables the client can poll for', async () => {
    const bytes = readFileSync(path.join(FIXTURES, 'invoice2data/AzureInterior.pdf'));
    const third = await registeredUser(t, 'owner@invoice-parse.example');
    const up = await upload(bytes, 'AzureInterior.pdf', third.idToken);
    const put = await t.api<{ invoiceId: number; fullKey: string }>(
      '/invoice_put',
      { invoiceUploadId: up.body.uploadId, fileName: 'AzureInterior.pdf', fullKey: up.body.fullKey },
      third.idToken,
    );
    const link = await t.api<{ url: string }>(
      '/s3_file_link',
      { Key: `${put.body.fullKey}.tables.json` },
      third.idToken,
    );
    expect((await t.app.inject({ method: 'GET', url: link.body.url })).statusCode).toBe(202);
    await t.ctx.queue.runUntilIdle();
    const res = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(res.statusCode).toBe(200);
    const parsed = res.json() as {
      data: { headers: string[]; rows: unknown[] }[];
      items: { name: string; quantity: number; unitPrice: number }[];
      fileName: string;
    };
    expect(parsed.fileName).toBe('AzureInterior.pdf');
    expect(parsed.data.length).toBeGreaterThan(0);
    expect(parsed.items.length).toBeGreaterThan(3);
    expect(parsed.items.every((i) => i.name.length > 0)).toBe(true);
    const list = await t.api<{ invoices: { id: number; parse_status: string; parsed_total: string | null }[] }>(
      '/invoice',
      {},
      third.idToken,
    );
    const row = list.body.invoices.find((i) => i.id === put.body.invoiceId);
    expect(row?.parse_status).toBe('parsed');
    // The printed total shows on the list before anything is imported.
    expect(row?.parsed_total).toBe('279.84');
  });

  it('marks an unreadable document failed with a reason, and polling stops with it', async () => {
    const truncated = readFileSync(path.join(FIXTURES, 'invoice2data/AzureInterior.pdf')).subarray(0, 600);
    const up = await upload(Buffer.from(truncated), 'broken.pdf');
    const put = await t.api<{ invoiceId: number; fullKey: string }>(
      '/invoice_put',
      { invoiceUploadId: up.body.uploadId, fileName: 'broken.pdf', fullKey: up.body.fullKey },
      rest,
    );
    await t.ctx.queue.runUntilIdle();
    const link = await t.api<{ url: string }>('/s3_file_link', { Key: `${put.body.fullKey}.tables.json` }, rest);
    const res = await t.app.inject({ method: 'GET', url: link.body.url });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message.length).toBeGreaterThan(5);
    const list = await t.api<{ invoices: { id: number; parse_status: string; parse_error: string }[] }>(
      '/invoice',
      {},
      rest,
    );
    const inv = list.body.invoices.find((i) => i.id === put.body.invoiceId);
    expect(inv?.parse_status).toBe('failed');
    expect(inv?.parse_error).toBe(res.json().error.message);
  });
});
