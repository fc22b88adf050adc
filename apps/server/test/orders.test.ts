import type { ItemResult, ResponseOf } from '@app/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/create-user.js';
import { readOutbox } from '../src/providers/mailer.js';
import { deliverableTime } from './helpers/delivery.js';
import { connectToSupplier, produceSupplier } from './helpers/order-setup.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let rest: string;
let other: string;
let supplier: string;
let admin: string;
let supplierId: number;
let items: ItemResult[];
type OrderList = ResponseOf<'/order'>;

// The connection's days and cutoff (below).
const tomorrow = () => deliverableTime('M,W', 14);
let keyN = 0;
const order = (lines: [ItemResult, number][], extra: Record<string, unknown> = {}) => ({
  supplierId,
  items: lines.map(([i, q]) => ({ item_price_id: i.item_price_id, ordered_quantity: q })),
  address: '1 King St',
  phone: '4165550100',
  contactName: 'Rita',
  deliveryTime: tomorrow(),
  pickup: false,
  notes: [{ note: 'Back door please' }, { note: '  ' }],
  idempotencyKey: `key-${++keyN}-abcdefgh`,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ token: supplier, supplierId } = await produceSupplier(t, 'sales@orders-supply.example'));
  rest = (await registeredUser(t, 'owner@orders-rest.example')).idToken;
  other = (await registeredUser(t, 'owner@orders-other.example')).idToken;
  await createUser(t.ctx.db, { type: 'admin', email: 'admin@orders.example', password: 'Adm1n!pass', permanent: true });
  admin = (await t.api<{ idToken: string }>('/auth/sign_in', { email: 'admin@orders.example', password: 'Adm1n!pass' }))
    .body.idToken;
  items = await connectToSupplier(t, rest, supplierId, {
    accountNumber: 'ACC-9',
    minimumOrder: 100,
    contactEmail: 'desk@orders-supply.example',
  });
  await t.ctx.queue.runUntilIdle();
});
afterAll(async () => {
  await t?.close();
});

const tomatoes = () => items.find((i) => i.item_code === 'T-1')!;
const garlic = () => items.find((i) => i.item_code === 'G-1')!;

describe('send order', () => {
  it('asks for a delivery time and the minimum order with the spec messages', async () => {
    const noTime = await t.api('/send_order', order([[tomatoes(), 5]], { deliveryTime: null }), rest);
    expect(noTime.body.error?.message).toBe('Please set a delivery date and time');
    const small = await t.api('/send_order', order([[garlic(), 1]]), rest);
    expect(small.status).toBe(400);
    expect(small.body.error?.message).toBe('Sorry you do not meet the minimum order of $100.00 for this supplier');
  });

  it('ignores prices from the browser and computes the total from the database', async () => {
    const withPrice = await t.api(
      '/send_order',
      {
        ...order([[tomatoes(), 5]]),
        items: [{ item_price_id: tomatoes().item_price_id, ordered_quantity: 5, price: 0.01 }],
      },
      rest,
    );
    expect(withPrice.status).toBe(400);
    const sent = await t.api<{ orderId: number; total: string }>(
      '/send_order',
      order([
        [tomatoes(), 3],
        [garlic(), 2],
      ]),
      rest,
    );
    expect(sent.status).toBe(200);
    // 32.50 × 1 × 3 + 4.85 × 5 × 2 = 97.50 + 48.50
    expect(sent.body.total).toBe('146.00');
    const view = await t.api<{
      order: { total: string; account_id: string; status: string };
      items: { line_total: string }[];
      orderStatus: { name: string }[];
      notes: { note: string }[];
    }>('/order_get', { orderId: sent.body.orderId }, rest);
    expect(view.body.order).toMatchObject({ total: '146.00', account_id: 'ACC-9', status: 'Pending' });
    expect(view.body.items.map((i) => i.line_total)).toEqual(['97.50', '48.50']);
    expect(view.body.orderStatus.map((s) => s.name)).toEqual(['Pending']);
    expect(view.body.notes.map((n) => n.note)).toEqual(['Back door please']);
  });

  it('makes exactly one order from a double click or a retried request', async () => {
    const body = order([[tomatoes(), 4]]);
    const [a, b] = await Promise.all([
      t.api<{ orderId: number }>('/send_order', body, rest),
      t.api<{ orderId: number }>('/send_order', body, rest),
    ]);
    const c = await t.api<{ orderId: number }>('/send_order', body, rest);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(new Set([a.body.orderId, b.body.orderId, c.body.orderId]).size).toBe(1);
    const count = await t.ctx.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idempotency_key', '=', body.idempotencyKey)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('returns 409 with the current prices when a price changed since the item was added', async () => {
    await t.ctx.db
      .insertInto('item_prices')
      .values({ item_id: tomatoes().item_id, price: '35.00000', unit: 'CS', quantity: 1, source: 'supplier' })
      .execute();
    const r = await t.api<{ error: { code: string; details: { price: string; item_id: number }[] } }>(
      '/send_order',
      order([[tomatoes(), 4]]),
      rest,
    );
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('PRICE_CHANGED');
    expect(r.body.error.details[0]).toMatchObject({ item_id: tomatoes().item_id, price: '35.00000' });
    items = (
      await t.api<{ items: ItemResult[] }>(
        '/item_search',
        { type: 'restaurant_item', searchTerm: '', category: 'Produce' },
        rest,
      )
    ).body.items;
    expect((await t.api('/send_order', order([[tomatoes(), 4]]), rest)).status).toBe(200);
  });

  it('asks for the account number first when the restaurant has none', async () => {
    await t.ctx.db
      .updateTable('business_suppliers')
      .set({ account_id: '' })
      .where('supplier_id', '=', supplierId)
      .execute();
    const r = await t.api('/send_order', order([[tomatoes(), 4]]), rest);
    expect(r.body.error?.code).toBe('ACCOUNT_REQUIRED');
    await t.api('/submit_account', { supplierId, accountId: 'ACC-9' }, rest);
  });

  it('refuses items of a supplier the restaurant does not buy from', async () => {
    const r = await t.api('/send_order', order([[tomatoes(), 4]]), other);
    expect(r.status).toBe(404);
  });
});

describe('order email and guest link', () => {
  it('emails the order to the order contacts with a working guest link', async () => {
    await t.ctx.queue.runUntilIdle();
    const mail = readOutbox(`${t.ctx.config.dataDir}/outbox`).find(
      (m) => m.subject.startsWith('New order') && m.to.includes('desk@orders-supply.example'),
    );
    expect(mail).toBeDefined();
    expect(mail?.to).toContain('orders.sales@orders-supply.example');
    expect(mail?.cc).toEqual(['owner@orders-rest.example']);
    expect(mail?.text).toContain('Account number: ACC-9');
    expect(mail?.html).toContain('<table');
    const link = new URL(mail?.text.match(/https?:\/\/\S+update_order\S+/)?.[0] ?? '');
    const irk = link.searchParams.get('irk') ?? '';
    const ivrk = link.searchParams.get('ivrk') ?? '';
    expect(irk).toMatch(/^[0-9a-f]{32}$/);
    expect(ivrk).toMatch(/^[0-9a-f]{32}$/);

    const view = await t.api<{ order: { order: { id: number }; notes: unknown[] } }>('/order_update_get', {
      irk,
      ivrk,
    });
    expect(view.status).toBe(200);
    const wrong = await t.api('/order_update_get', {
      irk,
      ivrk: `${ivrk.slice(0, 31)}${ivrk[31] === '0' ? '1' : '0'}`,
    });
    expect(wrong.status).toBe(404);
    expect((await t.api('/order_update_get', {})).status).toBe(404);
    expect((await t.api('/order_update_get', { irk: 'x', ivrk: "' OR 1=1" })).status).toBe(404);

    const anonymous = await t.api('/order_update_get', { irk, ivrk, note: 'Hello' });
    expect(anonymous.body.error?.message).toBe('Please enter your name or email with the note');
    const noted = await t.api<{
      order: { notes: { note: string; user_id: number; author: string }[]; order: { status: string } };
    }>('/order_update_get', {
      irk,
      ivrk,
      note: 'Will deliver at 9',
      author: 'Dan at the warehouse',
      markReceived: true,
    });
    expect(noted.body.order.notes.at(-1)).toMatchObject({
      note: 'Will deliver at 9',
      user_id: -1,
      author: 'Dan at the warehouse',
    });
    expect(noted.body.order.order.status).toBe('Received');
  });

  it('stops working 90 days after the delivery date, saying so', async () => {
    const mail = readOutbox(`${t.ctx.config.dataDir}/outbox`).find(
      (m) => m.subject.startsWith('New order') && m.to.includes('desk@orders-supply.example'),
    );
    expect(mail?.text).toMatch(/The link works until \w+ \d+, \d{4}/);
    const link = new URL(mail?.text.match(/https?:\/\/\S+update_order\S+/)?.[0] ?? '');
    const keys = { irk: link.searchParams.get('irk') ?? '', ivrk: link.searchParams.get('ivrk') ?? '' };
    const delivered = async (daysAgo: number) =>
      t.ctx.db
        .updateTable('orders')
        .set({ delivery_time: new Date(Date.now() - daysAgo * 24 * 3600 * 1000) })
        .where('guest_ref_key', '=', keys.irk)
        .execute();
    await delivered(89);
    expect((await t.api('/order_update_get', keys)).status).toBe(200);
    await delivered(91);
    const expired = await t.api('/order_update_get', keys);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toMatchObject({
      code: 'LINK_EXPIRED',
      message: expect.stringContaining('This order link has expired'),
    });
    // A wrong key still learns nothing, not even that the order exists.
    expect((await t.api('/order_update_get', { ...keys, ivrk: '0'.repeat(32) })).status).toBe(404);
    await delivered(-1);
  });
});

describe('orders list and status', () => {
  it("lists a restaurant's orders, the supplier's, and an admin's search by email, never another tenant's", async () => {
    const mine = await t.api<OrderList>('/order', { all: true }, rest);
    expect(mine.body.orders.length).toBe(3);
    // Each entry is the Order of the spec with its status history, newest order first (this one was marked received
    // from the emailed link above).
    expect(mine.body.orders[0]).toMatchObject({
      order: { supplier_id: supplierId, address: '1 King St', contact_name: 'Rita', status_id: 2, status: 'Received' },
      orderStatus: [
        { statusId: 1, name: 'Pending', author: 'Rita Owner' },
        { statusId: 2, name: 'Received', author: 'Dan at the warehouse' },
      ],
      supplier: { id: supplierId },
      supplierName: mine.body.orders[0]!.supplier.name,
      userEmail: 'owner@orders-rest.example',
    });
    const created = mine.body.orders.map((o) => o.order.created);
    expect(created).toEqual([...created].sort().reverse());
    expect((await t.api<{ orders: unknown[] }>('/order', { all: true }, other)).body.orders).toEqual([]);
    const mineId = (await t.api<{ Business: { id: number } }>('/user', {}, rest)).body.Business.id;
    expect((await t.api('/order', { all: true, business_id: mineId }, other)).status).toBe(404);
    const forSupplier = await t.api<OrderList>('/order', { all: true }, supplier);
    expect(forSupplier.body.orders).toHaveLength(3);
    expect(new Set(forSupplier.body.orders.map((o) => o.business.id))).toEqual(new Set([mineId]));
    const byEmail = await t.api<{ orders: unknown[] }>('/order', { all: true, searchEmail: 'orders-rest' }, admin);
    expect(byEmail.body.orders).toHaveLength(3);
    expect(
      (await t.api<{ orders: unknown[] }>('/order', { all: true, searchEmail: 'nobody' }, admin)).body.orders,
    ).toEqual([]);
  });

  it('filters by the time range it is given', async () => {
    const [first] = (await t.api<OrderList>('/order', { all: true }, rest)).body.orders.map((o) => o.order);
    await t.ctx.db
      .updateTable('orders')
      .set({ created_at: new Date('2026-03-02T04:30:00Z') })
      .where('id', '=', first!.id)
      .execute();
    // Monday 2 March 2026 00:00 in Toronto is 05:00 UTC: the order belongs to the week before.
    const week = await t.api<OrderList>(
      '/order',
      { startTime: '2026-03-02T05:00:00.000Z', endTime: '2026-03-09T04:00:00.000Z' },
      rest,
    );
    expect(week.body.orders).toEqual([]);
    const before = await t.api<OrderList>(
      '/order',
      { startTime: '2026-02-23T05:00:00.000Z', endTime: '2026-03-02T05:00:00.000Z' },
      rest,
    );
    expect(before.body.orders.map((o) => o.order.id)).toEqual([first!.id]);
  });

  it('lets the restaurant and the supplier change the status, appending to the history', async () => {
    const [o] = (await t.api<OrderList>('/order', { all: true }, rest)).body.orders.map((e) => e.order);
    expect((await t.api('/order_status_update', { orderId: o!.id, orderStatusId: 34 }, supplier)).body).toEqual({
      orderStatusId: 34,
    });
    expect((await t.api('/order_status_update', { orderId: o!.id, orderStatusId: 36 }, rest)).status).toBe(200);
    expect((await t.api('/order_status_update', { orderId: o!.id, orderStatusId: 35 }, other)).status).toBe(404);
    expect((await t.api('/order_status_update', { orderId: o!.id, orderStatusId: 35 }, admin)).status).toBe(403);
    expect((await t.api('/order_status_update', { orderId: o!.id, orderStatusId: 3 }, rest)).status).toBe(400);
    const view = await t.api<{ orderStatus: { name: string; author: string }[]; order: { status: string } }>(
      '/order_get',
      { orderId: o!.id },
      rest,
    );
    expect(view.body.orderStatus.map((s) => s.name)).toEqual(['Pending', 'Processing', 'Delivered']);
    expect(view.body.order.status).toBe('Delivered');
    // The list carries the same history, each order its own.
    const list = (await t.api<OrderList>('/order', { all: true }, supplier)).body.orders;
    const listed = list.find((e) => e.order.id === o!.id)!;
    expect(listed.order).toMatchObject({ status_id: 36, status: 'Delivered' });
    expect(listed.orderStatus).toEqual(view.body.orderStatus);
    for (const e of list) {
      expect(e.orderStatus[0]?.name).toBe('Pending');
      expect(e.orderStatus.at(-1)?.statusId).toBe(e.order.status_id);
    }
    const historyIds = list.flatMap((e) => e.orderStatus.map((h) => h.id));
    expect(new Set(historyIds).size).toBe(historyIds.length);
  });

  it('keeps notes visible to both parties only', async () => {
    const [o] = (await t.api<OrderList>('/order', { all: true }, rest)).body.orders.map((e) => e.order);
    await t.api('/note_put', { orderId: o!.id, note: 'Please call on arrival' }, rest);
    await t.api('/note_put', { orderId: o!.id, note: 'Driver will call' }, supplier);
    const notes = await t.api<{ notes: { note: string }[] }>('/order_note', { orderId: o!.id }, supplier);
    expect(notes.body.notes.map((n) => n.note).slice(-2)).toEqual(['Please call on arrival', 'Driver will call']);
    expect((await t.api('/order_note', { orderId: o!.id }, other)).status).toBe(404);
    expect((await t.api('/note_put', { orderId: o!.id, note: 'x' }, other)).status).toBe(404);
  });
});

describe('order mails after a crash', () => {
  it('emails an order once, even when its mail job runs again after a worker died', async () => {
    const sent = await t.api<{ orderId: number }>('/send_order', order([[garlic(), 30]]), rest);
    expect(sent.status).toBe(200);
    await t.ctx.queue.runUntilIdle();
    const mailsOf = () =>
      readOutbox(`${t.ctx.config.dataDir}/outbox`).filter((m) => m.subject.includes(`#${sent.body.orderId}`));
    expect(mailsOf().filter((m) => m.to.includes('desk@orders-supply.example'))).toHaveLength(1);
    const before = mailsOf().length;

    // As if the worker had died after queuing the mails but before recording the job as done.
    await t.ctx.db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: new Date() })
      .where('name', '=', 'order.mails')
      .where(sql<string>`payload->>'orderId'`, '=', String(sent.body.orderId))
      .execute();
    expect(await t.ctx.queue.runUntilIdle()).toBe(1);
    expect(mailsOf()).toHaveLength(before);
  });
});
