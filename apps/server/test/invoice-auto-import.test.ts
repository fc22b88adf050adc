import { RESTAURANT_SETTINGS_MSG } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSE_JOB } from '../src/modules/invoices/parse-job.js';
import { writePdf } from '../src/modules/parsing/pdf-writer.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

/**
 * A restaurant may let invoices import themselves: every line reconciles, the lines add up to the printed figure
 * and the supplier is one of its own. Anything else waits for a person to review it.
 */

let t: TestApp;
let owner: string;
let chef: string;
let other: string;
let supplierName: string;
let strangerName: string;

type Session = { Business: { id: number; autoImportInvoices: boolean } | null };
type InvoiceList = { invoices: { id: number; status: string; parse_status: string }[] };
type Line = [code: string, name: string, qty: string, unit: string, price: string, amount: string];

const connect = (token: string, supplierId: number) =>
  t.api(
    '/customer_supplier_put',
    {
      name: 'x',
      insertBusSupId: supplierId,
      accountNumber: 'A-1',
      minimumOrder: 0,
      orderCutoff: 12,
      deliveryDays: 'M',
    },
    token,
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = (await registeredUser(t, 'owner@auto-import.example')).idToken;
  other = (await registeredUser(t, 'owner@manual-import.example')).idToken;
  chef = (await registeredUser(t, 'chef@auto-import-chef.example')).idToken;
  await t.ctx.db
    .updateTable('team_memberships')
    .set({ role: 'Chef' })
    .where('user_id', '=', (await t.api<{ User: { id: number } }>('/user', {}, chef)).body.User.id)
    .execute();
  const supplier = await registeredUser(t, 'sales@greens-auto.example', 'supplier');
  const me = (await t.api<{ Supplier: { id: number; name: string } }>('/user', {}, supplier.idToken)).body.Supplier;
  supplierName = me.name;
  for (const token of [owner, other]) expect((await connect(token, me.id)).status).toBe(200);
  const stranger = await registeredUser(t, 'sales@stranger-auto.example', 'supplier');
  strangerName = (await t.api<{ Supplier: { name: string } }>('/user', {}, stranger.idToken)).body.Supplier.name;
});
afterAll(async () => {
  await t?.close();
});

/** A one-page invoice of `supplier` with a table of lines and a printed subtotal. */
function invoicePdf(supplier: string, number: string, lines: Line[], subtotal: string): Buffer {
  const xs = [40, 110, 300, 350, 420, 500];
  const row = (y: number, cells: string[]) => cells.map((text, i) => ({ x: xs[i], y, text }));
  const bottom = 150 + lines.length * 16 + 10;
  return Buffer.from(
    writePdf([
      [
        { x: 40, y: 50, text: supplier, size: 16 },
        { x: 40, y: 70, text: `Invoice ${number}` },
        { x: 40, y: 82, text: 'Invoice Date: 2024-05-02' },
        ...row(130, ['Code', 'Description', 'Qty', 'Unit', 'Price', 'Amount']),
        ...lines.flatMap((l, i) => row(150 + i * 16, l)),
        { x: 420, y: bottom, text: 'Subtotal' },
        { x: 500, y: bottom, text: subtotal },
      ],
    ]),
  );
}

const CONSISTENT: Line[] = [
  ['TOM-1', 'Roma tomatoes', '3', 'KG', '4.00', '12.00'],
  ['BAS-2', 'Basil bunch', '2', 'EA', '6.25', '12.50'],
];

/** Uploads and records an invoice, runs the parse job, and answers the invoice's status and imported items. */
async function uploadAndParse(token: string, pdf: Buffer, fileName: string) {
  const up = await t.api<{ uploadId: string; fullKey: string }>(
    '/invoice_upload',
    { fileContentBase64: pdf.toString('base64'), fileName },
    token,
  );
  expect(up.status).toBe(200);
  const put = await t.api<{ invoiceId: number }>(
    '/invoice_put',
    { invoiceUploadId: up.body.uploadId, fileName, fullKey: up.body.fullKey },
    token,
  );
  expect(put.status).toBe(200);
  await t.ctx.queue.runUntilIdle();
  return stateOf(token, put.body.invoiceId);
}

async function stateOf(token: string, invoiceId: number) {
  const list = await t.api<InvoiceList>('/invoice', {}, token);
  const row = list.body.invoices.find((i) => i.id === invoiceId);
  const items = await t.api<{ items: { name: string; price: string; quantity: string; unit: string }[] }>(
    '/invoice_items_get',
    { invoiceId },
    token,
  );
  return { invoiceId, status: row?.status, parseStatus: row?.parse_status, items: items.body.items };
}

const setAutoImport = (token: string, on: boolean) =>
  t.api<Session>('/user_settings', { restaurant: { autoImportInvoices: on } }, token);

describe('the restaurant setting', () => {
  it('is off by default; only the owner or an admin of the restaurant may turn it on', async () => {
    expect((await t.api<Session>('/user', {}, owner)).body.Business?.autoImportInvoices).toBe(false);

    const refused = await setAutoImport(chef, true);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(RESTAURANT_SETTINGS_MSG.notAllowed);
    expect((await t.api<Session>('/user', {}, chef)).body.Business?.autoImportInvoices).toBe(false);

    const invalid = await t.api('/user_settings', { restaurant: { autoImportInvoices: 'yes' } }, owner);
    expect(invalid.status).toBe(400);

    const on = await setAutoImport(owner, true);
    expect(on.status).toBe(200);
    expect(on.body.Business?.autoImportInvoices).toBe(true);
    // Another restaurant's setting is its own.
    expect((await t.api<Session>('/user', {}, other)).body.Business?.autoImportInvoices).toBe(false);
  });

  it('is refused to a supplier account', async () => {
    const supplier = await registeredUser(t, 'sales@setting-supplier.example', 'supplier');
    expect((await setAutoImport(supplier.idToken, true)).status).toBe(403);
  });
});

describe('automatic import after parsing', () => {
  it('imports an invoice whose lines all reconcile and add up, once, without review', async () => {
    expect((await setAutoImport(owner, true)).status).toBe(200);
    const state = await uploadAndParse(owner, invoicePdf(supplierName, '9001', CONSISTENT, '24.50'), 'auto.pdf');
    expect(state.parseStatus).toBe('parsed');
    expect(state.status).toBe('imported');
    expect(state.items.map((i) => [i.name, Number(i.quantity), i.unit, Number(i.price)])).toEqual([
      ['Roma tomatoes', 3, 'KG', 4],
      ['Basil bunch', 2, 'EA', 6.25],
    ]);

    // The parse runs again (a retried job): nothing is imported twice.
    await t.ctx.queue.enqueue(t.ctx.db, PARSE_JOB, { invoiceId: state.invoiceId });
    await t.ctx.queue.runUntilIdle();
    const again = await stateOf(owner, state.invoiceId);
    expect(again.status).toBe('imported');
    expect(again.items).toHaveLength(2);
  });

  it('leaves the invoice pending when the restaurant has the setting off', async () => {
    const state = await uploadAndParse(other, invoicePdf(supplierName, '9002', CONSISTENT, '24.50'), 'manual.pdf');
    expect(state.parseStatus).toBe('parsed');
    expect(state.status).toBe('pending');
    expect(state.items).toEqual([]);
  });

  it('leaves the invoice pending when one line does not reconcile', async () => {
    const lines: Line[] = [CONSISTENT[0], ['OIL-3', 'Olive oil', '2', 'L', '18.00', '40.00']];
    const state = await uploadAndParse(owner, invoicePdf(supplierName, '9003', lines, '52.00'), 'unchecked.pdf');
    expect(state.parseStatus).toBe('parsed');
    expect(state.status).toBe('pending');
    expect(state.items).toEqual([]);
  });

  it('leaves the invoice pending when a line was repaired or the lines miss the printed subtotal', async () => {
    const repaired: Line[] = [['TOM-1', 'Roma tomatoes', '3', 'KG', '400', '12.00'], CONSISTENT[1]];
    const a = await uploadAndParse(owner, invoicePdf(supplierName, '9004', repaired, '24.50'), 'repaired.pdf');
    expect(a.status).toBe('pending');
    const b = await uploadAndParse(owner, invoicePdf(supplierName, '9005', CONSISTENT, '30.00'), 'short.pdf');
    expect(b.status).toBe('pending');
  });

  it('leaves the invoice pending when its supplier is not one of the restaurant’s', async () => {
    const state = await uploadAndParse(owner, invoicePdf(strangerName, '9006', CONSISTENT, '24.50'), 'stranger.pdf');
    expect(state.parseStatus).toBe('parsed');
    expect(state.status).toBe('pending');
  });
});
