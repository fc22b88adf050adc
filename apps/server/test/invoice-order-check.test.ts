import type { ItemResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/providers/mailer.js';
import { deliverableTime } from './helpers/delivery.js';
import { connectToSupplier, produceSupplier } from './helpers/order-setup.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let rest: string;
let other: string;
let supplierId: number;
const suppliers = new Map<string, { id: number; token: string }>();
let items: ItemResult[];
let n = 0;

type Difference = {
  id: number;
  kind: string;
  name: string;
  quantity: string;
  amount: string;
  creditRequestId: number | null;
};
type Check = { order: { id: number } | null; overcharged: string; differences: Difference[] };
type Credit = { id: number; invoiceId: number | null; total: string; lines: { reason: string; amount: string }[] };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A supplier of its own for each case: an imported invoice becomes the items' latest price, which a later order
 * of the same items would be asked to confirm.
 */
async function newSupplier(tag: string) {
  const made = await produceSupplier(t, `sales@${tag}-supply.example`);
  supplierId = made.supplierId;
  suppliers.set(tag, { id: made.supplierId, token: made.token });
  items = await connectToSupplier(t, rest, supplierId, {
    accountNumber: `CHK-${tag}`,
    minimumOrder: 10,
    contactEmail: `desk@${tag}-supply.example`,
  });
}

/** Tomatoes ×3 ($32.50 a case) and garlic ×2 (5 LB at $4.85); 2 of the 3 cases came (unless `received` is false). */
async function receivedOrder(
  receivedAt?: (due: Date) => Date,
  received = true,
): Promise<{ orderId: number; itemIds: number[] }> {
  const deliveryTime = deliverableTime('M,W', 14);
  const byCode = (c: string) => items.find((i) => i.item_code === c && i.supplier_id === supplierId)!;
  const sent = await t.api<{ orderId: number }>(
    '/send_order',
    {
      supplierId,
      items: [
        { item_price_id: byCode('T-1').item_price_id, ordered_quantity: 3 },
        { item_price_id: byCode('G-1').item_price_id, ordered_quantity: 2 },
      ],
      address: '1 King St',
      deliveryTime,
      idempotencyKey: `check-${++n}-abcdefgh`,
    },
    rest,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const view = await t.api<{ items: { id: number }[] }>('/order_get', { orderId: sent.body.orderId }, rest);
  const itemIds = view.body.items.map((i) => i.id);
  if (!received) return { orderId: sent.body.orderId, itemIds };
  const receipt = await t.api(
    '/order_receive',
    {
      orderId: sent.body.orderId,
      receivedBy: 'Sam',
      idempotencyKey: `check-receive-${n}`,
      ...(receivedAt ? { receivedAt: receivedAt(new Date(deliveryTime)).toISOString() } : {}),
      lines: [{ orderItemId: itemIds[0], receivedQuantity: 2, reason: 'short' }],
    },
    rest,
  );
  expect(receipt.status).toBe(200);
  return { orderId: sent.body.orderId, itemIds };
}

/** Uploads an invoice and imports these lines; `orderRef` is the order number read from it, as the parse records. */
async function importedInvoice(records: unknown[], orderRef?: number): Promise<number> {
  const bytes = Buffer.concat([PNG, Buffer.from(`invoice-${++n}`)]);
  const up = await t.api<{ uploadId: string; fullKey: string }>(
    '/invoice_upload',
    { fileContentBase64: bytes.toString('base64'), fileName: 'invoice.png' },
    rest,
  );
  const put = await t.api<{ invoiceId: number }>(
    '/invoice_put',
    { invoiceUploadId: up.body.uploadId, fileName: 'invoice.png', fullKey: up.body.fullKey },
    rest,
  );
  if (orderRef !== undefined)
    await t.ctx.db.updateTable('invoices').set({ order_ref: orderRef }).where('id', '=', put.body.invoiceId).execute();
  const imported = await t.api('/invoice_items', { records, invoiceId: put.body.invoiceId }, rest);
  expect(imported.status).toBe(200);
  return put.body.invoiceId;
}

const line = (name: string, itemCode: string, price: string, quantity: string, unit = 'CS') => ({
  item: { name, category: 'Produce' },
  supplier: { id: supplierId, name: 'x' },
  details: { price, unit, quantity, itemCode },
});

beforeAll(async () => {
  t = await createTestApp();
  rest = (await registeredUser(t, 'owner@check-rest.example')).idToken;
  other = (await registeredUser(t, 'owner@check-other.example')).idToken;
  await t.api('/user_settings', { timezone: 'America/Toronto' }, rest);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('an invoice checked against its order', () => {
  it('finds a price above the order and more billed than received, and asks a credit for them once', async () => {
    await newSupplier('first');
    const { orderId } = await receivedOrder();
    const invoiceId = await importedInvoice([
      // 3 cases billed at $34.00: 2 came, ordered at $32.50.
      line('Roma Tomatoes 25 LB', 'T-1', '34.00', '3'),
      // No item code: matched to the ordered garlic by its product; billed as ordered.
      line('Garlic peeled', '', '24.25', '2', 'PK'),
      line('Basil 1 LB', '', '14.25', '1', 'LB'),
    ]);
    const check = await t.api<Check>('/invoice_check', { invoiceId }, rest);
    expect(check.status).toBe(200);
    expect(check.body.order?.id).toBe(orderId);
    expect(check.body.differences.map((d) => [d.kind, d.name, Number(d.quantity), d.amount])).toEqual([
      ['overpriced', 'Roma Tomatoes 25 LB', 3, '4.50'],
      ['overbilled', 'Roma Tomatoes 25 LB', 1, '32.50'],
      ['not_ordered', 'Basil 1 LB', 1, '14.25'],
    ]);
    expect(check.body.overcharged).toBe('51.25');

    const chosen = check.body.differences.filter((d) => d.kind !== 'not_ordered').map((d) => d.id);
    const made = await t.api<{ creditRequestId: number; created: boolean }>(
      '/invoice_credit_request',
      { invoiceId, differenceIds: chosen },
      rest,
    );
    expect(made.status).toBe(200);
    expect(made.body.created).toBe(true);
    const again = await t.api<{ creditRequestId: number; created: boolean }>(
      '/invoice_credit_request',
      { invoiceId, differenceIds: chosen },
      rest,
    );
    expect(again.body).toEqual({ creditRequestId: made.body.creditRequestId, created: false });

    const list = await t.api<{ creditRequests: Credit[] }>('/credit_requests', { orderId }, rest);
    const fromInvoice = list.body.creditRequests.filter((c) => c.invoiceId === invoiceId);
    expect(fromInvoice).toHaveLength(1);
    expect(fromInvoice[0].total).toBe('37.00');
    expect(fromInvoice[0].lines.map((l) => [l.reason, l.amount])).toEqual([
      ['overpriced', '4.50'],
      ['overbilled', '32.50'],
    ]);
    const after = await t.api<Check>('/invoice_check', { invoiceId }, rest);
    expect(after.body.differences.filter((d) => d.creditRequestId === made.body.creditRequestId)).toHaveLength(2);

    await t.ctx.queue.runUntilIdle();
    const mails = readOutbox(`${t.ctx.config.dataDir}/outbox`).filter((m) =>
      m.subject.includes(`request #${made.body.creditRequestId} `),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Roma Tomatoes 25 LB: 1 CS billed beyond what was received x $32.50 = $32.50');
    expect(mails[0].text).toContain('/credit_request?t=');
  });

  it('lists an ordered and received line that was not billed, and asks no credit for it', async () => {
    await newSupplier('second');
    await receivedOrder();
    const invoiceId = await importedInvoice([line('Roma Tomatoes 25 LB', 'T-1', '32.50', '2')]);
    const check = (await t.api<Check>('/invoice_check', { invoiceId }, rest)).body;
    expect(check.differences.map((d) => [d.kind, d.name, d.amount])).toEqual([
      ['not_billed', 'Garlic, Peeled', '-48.50'],
    ]);
    expect(check.overcharged).toBe('0');
    const refused = await t.api(
      '/invoice_credit_request',
      { invoiceId, differenceIds: [check.differences[0].id] },
      rest,
    );
    expect(refused.status).toBe(400);
  });

  it('checks an invoice imported before the delivery again when the delivery is received', async () => {
    await newSupplier('early');
    const { orderId, itemIds } = await receivedOrder(undefined, false);
    const invoiceId = await importedInvoice([
      line('Roma Tomatoes 25 LB', 'T-1', '32.50', '3'),
      line('Garlic, Peeled', 'G-1', '24.25', '2', 'PK'),
    ]);
    // Billed as ordered: nothing to say yet.
    expect((await t.api<Check>('/invoice_check', { invoiceId }, rest)).body.differences).toEqual([]);
    const receipt = await t.api(
      '/order_receive',
      {
        orderId,
        receivedBy: 'Sam',
        idempotencyKey: 'check-early-receive',
        lines: [{ orderItemId: itemIds[0], receivedQuantity: 2, reason: 'short' }],
      },
      rest,
    );
    expect(receipt.status).toBe(200);
    const after = (await t.api<Check>('/invoice_check', { invoiceId }, rest)).body;
    expect(after.differences.map((d) => [d.kind, Number(d.quantity), d.amount])).toEqual([['overbilled', 1, '32.50']]);
  });

  it('takes the order whose number the invoice prints before one matched by date and lines', async () => {
    await newSupplier('printed');
    const printed = await receivedOrder();
    const nearest = await receivedOrder();
    const lines = [line('Roma Tomatoes 25 LB', 'T-1', '32.50', '2')];
    const byLines = await importedInvoice(lines);
    expect((await t.api<Check>('/invoice_check', { invoiceId: byLines }, rest)).body.order?.id).toBe(nearest.orderId);
    const byNumber = await importedInvoice(lines, printed.orderId);
    expect((await t.api<Check>('/invoice_check', { invoiceId: byNumber }, rest)).body.order?.id).toBe(printed.orderId);
  });

  it('keeps invoices to their restaurant and refuses bad input with 4xx', async () => {
    await newSupplier('third');
    await receivedOrder();
    const invoiceId = await importedInvoice([line('Roma Tomatoes 25 LB', 'T-1', '40.00', '2')]);
    const check = (await t.api<Check>('/invoice_check', { invoiceId }, rest)).body;
    const ids = check.differences.map((d) => d.id);
    expect(ids).toHaveLength(2);
    expect((await t.api('/invoice_check', { invoiceId }, other)).status).toBe(404);
    expect((await t.api('/invoice_credit_request', { invoiceId, differenceIds: ids }, other)).status).toBe(404);
    expect((await t.api('/invoice_credit_request', { invoiceId, differenceIds: [] }, rest)).status).toBe(400);
    expect((await t.api('/invoice_credit_request', { invoiceId, differenceIds: ['x'] }, rest)).status).toBe(400);
    expect((await t.api('/invoice_check', { invoiceId: 'abc' }, rest)).status).toBe(400);
    // A difference of another invoice is not this invoice's.
    const first = await t.api<{ invoices: { id: number }[] }>('/invoice', {}, rest);
    const elsewhere = first.body.invoices.find((i) => i.id !== invoiceId)!.id;
    const theirs = (await t.api<Check>('/invoice_check', { invoiceId: elsewhere }, rest)).body.differences[0].id;
    expect((await t.api('/invoice_credit_request', { invoiceId, differenceIds: [theirs] }, rest)).status).toBe(404);
  });
});

type Report = {
  creditsBySupplier: { supplier_id: number; requests: number; requested: string; accepted: string; credited: string }[];
  overchargesByMonth: { supplier_id: number; month: string; lines: number; overcharged: string }[];
  onTimeBySupplier: { supplier_id: number; deliveries: number; on_time: number; on_time_pct: string }[];
};

describe('reports of credits, overcharges and deliveries', () => {
  it('sums credits per supplier, overcharges per supplier and month, and deliveries on time', async () => {
    const first = suppliers.get('first')!;
    const fromInvoice = (
      await t.api<{ creditRequests: (Credit & { orderId: number })[] }>('/credit_requests', {}, rest)
    ).body.creditRequests.find((c) => c.invoiceId !== null && c.total === '37.00')!;
    const credited = await t.api(
      '/credit_request_act',
      { creditRequestId: fromInvoice.id, action: 'credited', creditNumber: 'CN-7' },
      first.token,
    );
    expect(credited.status).toBe(200);
    // A delivery received 3 hours after its delivery time (the grace period is 2 hours) is late.
    await newSupplier('fourth');
    await receivedOrder((due) => new Date(due.getTime() + 3 * 3600_000));

    const report = await t.api<Report>('/reports', { all: true }, rest);
    expect(report.status).toBe(200);
    const of = <T extends { supplier_id: number }>(rows: T[], tag: string) =>
      rows.filter((r) => r.supplier_id === suppliers.get(tag)!.id);
    // The receipt's short tomato ($32.50) and the invoice's $37.00, credited.
    expect(of(report.body.creditsBySupplier, 'first')).toEqual([
      {
        supplier_id: first.id,
        supplier: expect.any(String),
        requests: 2,
        requested: '69.50',
        accepted: '37.00',
        credited: '37.00',
      },
    ]);
    const month = new Date().toISOString().slice(0, 7);
    expect(of(report.body.overchargesByMonth, 'first')).toEqual([
      { supplier_id: first.id, supplier: expect.any(String), month, lines: 3, overcharged: '51.25' },
    ]);
    expect(of(report.body.overchargesByMonth, 'third').map((r) => r.overcharged)).toEqual(['15.00']);
    expect(of(report.body.overchargesByMonth, 'second')).toEqual([]);
    expect(of(report.body.onTimeBySupplier, 'first').map((r) => [r.deliveries, r.on_time, r.on_time_pct])).toEqual([
      [1, 1, '100.0'],
    ]);
    expect(of(report.body.onTimeBySupplier, 'fourth').map((r) => [r.deliveries, r.on_time, r.on_time_pct])).toEqual([
      [1, 0, '0.0'],
    ]);
    // Another restaurant's report has none of it.
    const theirs = (await t.api<Report>('/reports', { all: true }, other)).body;
    expect(theirs.creditsBySupplier).toEqual([]);
    expect(theirs.overchargesByMonth).toEqual([]);
    expect(theirs.onTimeBySupplier).toEqual([]);
  });
});
