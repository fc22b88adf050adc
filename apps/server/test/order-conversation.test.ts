import type { ItemResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/providers/mailer.js';
import { connectToSupplier, produceSupplier } from './helpers/order-setup.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let rest: string;
let other: string;
let supplier: string;
let supplierId: number;
let items: ItemResult[];
let n = 0;

const OWNER = 'owner@talk-rest.example';
type View = {
  order: { id: number; total: string; status: string };
  items: { id: number; name: string; price: string; ordered_quantity: string; line_total: string }[];
  notes: { note: string; author: string }[];
  orderStatus: { name: string }[];
  proposals: { id: number; kind: string; status: string; line_name: string; name: string; line_total: string }[];
};
type Notices = { notices: { id: number; orderId: number; text: string; read: boolean }[]; unread: number };

const outbox = () => readOutbox(`${t.ctx.config.dataDir}/outbox`);
const mailsTo = (email: string, subject: RegExp) =>
  outbox().filter((m) => m.to.includes(email) && subject.test(m.subject));

async function sendOrder(): Promise<number> {
  const byCode = (c: string) => items.find((i) => i.item_code === c)!;
  const sent = await t.api<{ orderId: number }>(
    '/send_order',
    {
      supplierId,
      items: [
        { item_price_id: byCode('T-1').item_price_id, ordered_quantity: 3 },
        { item_price_id: byCode('G-1').item_price_id, ordered_quantity: 2 },
      ],
      address: '1 King St',
      phone: '4165550100',
      contactName: 'Rita',
      deliveryTime: '2030-03-13T14:30:00Z',
      pickup: false,
      idempotencyKey: `talk-${++n}-abcdefgh`,
    },
    rest,
  );
  expect(sent.status).toBe(200);
  await t.ctx.queue.runUntilIdle();
  return sent.body.orderId;
}

const view = async (orderId: number, token = rest) => (await t.api<View>('/order_get', { orderId }, token)).body;

beforeAll(async () => {
  t = await createTestApp();
  ({ token: supplier, supplierId } = await produceSupplier(t, 'sales@talk-supply.example'));
  rest = (await registeredUser(t, OWNER)).idToken;
  other = (await registeredUser(t, 'owner@talk-other.example')).idToken;
  await t.api('/user_settings', { timezone: 'America/Toronto' }, rest);
  items = await connectToSupplier(t, rest, supplierId, {
    accountNumber: 'ACC-7',
    minimumOrder: 10,
    contactEmail: 'desk@talk-supply.example',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the order email', () => {
  it("reads as the screen: pack price × quantity = line total, the restaurant's clock, who and when in the subject", async () => {
    const orderId = await sendOrder();
    const mail = outbox().find((m) => m.to.includes('desk@talk-supply.example') && m.subject.includes(`#${orderId} `));
    expect(mail?.subject).toMatch(new RegExp(`^New order #${orderId} from .+, delivery Wed, Mar 13, 2030$`));
    // 4.85 per LB in 5 LB packs: $24.25 a pack, 2 packs.
    expect(mail?.text).toContain('- Garlic, Peeled (5 LB): $24.25 x 2 = $48.50');
    expect(mail?.text).toContain('- Roma Tomatoes 25 LB (1 CS): $32.50 x 3 = $97.50');
    expect(mail?.text).not.toContain('$4.85');
    expect(mail?.text).toContain('Delivery: Wed, Mar 13, 2030, 10:30 AM EDT');
    expect(mail?.html).toContain('<th>Pack price</th>');
    // The sender's copy, as its New Orders setting says.
    expect(mail?.cc).toEqual([OWNER]);
    await t.api('/user_settings', { notifyNewOrders: false }, rest);
    const quiet = await sendOrder();
    const second = outbox().find((m) => m.to.includes('desk@talk-supply.example') && m.subject.includes(`#${quiet} `));
    expect(second?.cc ?? []).toEqual([]);
    expect(second?.replyTo).toBe(OWNER);
    await t.api('/user_settings', { notifyNewOrders: true }, rest);
  });
});

describe('status changes and notes from the supplier', () => {
  it('reach the restaurant as a notice and, with New Orders on, an email; its own changes do not', async () => {
    const orderId = await sendOrder();
    const before = (await t.api<Notices>('/notices', {}, rest)).body.unread;
    expect((await t.api('/order_status_update', { orderId, orderStatusId: 35 }, supplier)).status).toBe(200);
    expect((await t.api('/note_put', { orderId, note: 'Truck leaves at 6' }, supplier)).status).toBe(200);
    expect((await t.api('/order_status_update', { orderId, orderStatusId: 36 }, rest)).status).toBe(200);
    expect((await t.api('/note_put', { orderId, note: 'Thanks' }, rest)).status).toBe(200);
    await t.ctx.queue.runUntilIdle();

    const notices = (await t.api<Notices>('/notices', {}, rest)).body;
    expect(notices.unread).toBe(before + 2);
    expect(notices.notices.filter((x) => x.orderId === orderId).map((x) => x.text)).toEqual([
      expect.stringMatching(new RegExp(` added a note to order #${orderId}: Truck leaves at 6$`)),
      expect.stringMatching(new RegExp(` marked order #${orderId} Shipping$`)),
    ]);
    expect(mailsTo(OWNER, new RegExp(` marked order #${orderId} Shipping$`))).toHaveLength(1);
    expect(mailsTo(OWNER, new RegExp(`added a note to order #${orderId}: Truck leaves at 6$`))).toHaveLength(1);
    expect(mailsTo(OWNER, new RegExp(`#${orderId} Delivered`))).toHaveLength(0);
    const mail = mailsTo(OWNER, / marked order/)[0];
    expect(mail?.text).toContain(`/Orders/${orderId}`);

    // Another restaurant sees none of it; marking read is per user.
    expect((await t.api<Notices>('/notices', {}, other)).body.notices).toEqual([]);
    await t.api('/notices_read', { ids: [notices.notices[0]!.id] }, other);
    expect((await t.api<Notices>('/notices', {}, rest)).body.unread).toBe(before + 2);
    await t.api('/notices_read', { ids: [notices.notices[0]!.id] }, rest);
    expect((await t.api<Notices>('/notices', {}, rest)).body.unread).toBe(before + 1);
    await t.api('/notices_read', {}, rest);
    const after = (await t.api<Notices>('/notices', {}, rest)).body;
    expect(after.unread).toBe(0);
    expect(after.notices.every((x) => x.read)).toBe(true);
  });

  it('emails nothing to a user with New Orders off, but still leaves the notice', async () => {
    const orderId = await sendOrder();
    await t.api('/user_settings', { notifyNewOrders: false }, rest);
    await t.api('/order_status_update', { orderId, orderStatusId: 34 }, supplier);
    await t.ctx.queue.runUntilIdle();
    await t.api('/user_settings', { notifyNewOrders: true }, rest);
    expect(mailsTo(OWNER, new RegExp(`marked order #${orderId} Processing$`))).toHaveLength(0);
    const notices = (await t.api<Notices>('/notices', {}, rest)).body.notices;
    expect(notices[0]?.text).toMatch(new RegExp(`marked order #${orderId} Processing$`));
  });
});

describe('proposed changes', () => {
  it('are made from the emailed link, accepted or declined per line, with totals from the database', async () => {
    const orderId = await sendOrder();
    const mail = outbox().find((m) => m.to.includes('desk@talk-supply.example') && m.subject.includes(`#${orderId} `));
    const link = new URL(mail?.text.match(/https?:\/\/\S+update_order\S+/)?.[0] ?? '');
    const keys = { irk: link.searchParams.get('irk') ?? '', ivrk: link.searchParams.get('ivrk') ?? '' };
    const [tomato, garlic] = (await view(orderId)).items;

    const noName = await t.api(
      '/order_update_get',
      { ...keys, proposals: [{ orderItemId: tomato!.id, kind: 'substitute', price: 30 }] },
      undefined,
    );
    expect(noName.status).toBe(400);
    const foreignLine = await t.api('/order_update_get', {
      ...keys,
      proposals: [{ orderItemId: tomato!.id + 1000, kind: 'out_of_stock' }],
    });
    expect(foreignLine.status).toBe(404);

    const body = {
      ...keys,
      author: 'Dan',
      proposals: [
        { orderItemId: tomato!.id, kind: 'substitute', name: 'Heirloom Tomatoes 25 LB', price: '36.10' },
        { orderItemId: garlic!.id, kind: 'out_of_stock' },
      ],
    };
    const proposed = await t.api<{ order: View }>('/order_update_get', body);
    expect(proposed.status).toBe(200);
    // The same request again proposes nothing more.
    await t.api('/order_update_get', body);
    await t.ctx.queue.runUntilIdle();
    const seen = await view(orderId);
    expect(seen.proposals.map((p) => [p.kind, p.status, p.line_name, p.line_total])).toEqual([
      ['substitute', 'open', 'Roma Tomatoes 25 LB', '108.30'],
      ['out_of_stock', 'open', 'Garlic, Peeled', '0.00'],
    ]);
    expect(seen.notes.filter((x) => x.note.startsWith('Proposed changes'))).toHaveLength(1);
    // Confirmed from the link, twice (a second click): Received once, told once.
    await t.api('/order_update_get', { ...keys, markReceived: true });
    await t.api('/order_update_get', { ...keys, markReceived: true });
    await t.ctx.queue.runUntilIdle();
    expect((await view(orderId)).orderStatus.map((h) => h.name)).toEqual(['Pending', 'Received']);
    expect(mailsTo(OWNER, new RegExp(`marked order #${orderId} Received$`))).toHaveLength(1);
    expect(mailsTo(OWNER, new RegExp(`proposed 2 changes to order #${orderId}$`))).toHaveLength(1);

    // Scoped like the order: another restaurant and the supplier cannot answer.
    const [sub, oos] = seen.proposals;
    expect((await t.api('/order_proposal_answer', { orderId, proposalId: sub!.id, accept: true }, other)).status).toBe(
      404,
    );
    expect(
      (await t.api('/order_proposal_answer', { orderId, proposalId: sub!.id, accept: true }, supplier)).status,
    ).toBe(403);
    expect((await t.api('/order_get', { orderId }, other)).status).toBe(404);

    const accepted = await t.api('/order_proposal_answer', { orderId, proposalId: sub!.id, accept: true }, rest);
    expect(accepted.status).toBe(200);
    expect((await t.api('/order_proposal_answer', { orderId, proposalId: sub!.id, accept: true }, rest)).status).toBe(
      200,
    );
    expect((await t.api('/order_proposal_answer', { orderId, proposalId: oos!.id, accept: false }, rest)).status).toBe(
      200,
    );
    const late = await t.api('/order_proposal_answer', { orderId, proposalId: oos!.id, accept: true }, rest);
    expect(late.status).toBe(409);

    const after = await view(orderId);
    expect(after.items[0]).toMatchObject({ name: 'Heirloom Tomatoes 25 LB', price: '36.10000', line_total: '108.30' });
    expect(after.items[1]).toMatchObject({ name: 'Garlic, Peeled', line_total: '48.50' });
    // 36.10 × 1 × 3 + 4.85 × 5 × 2
    expect(after.order.total).toBe('156.80');
    expect(after.proposals.map((p) => p.status)).toEqual(['accepted', 'declined']);
    expect(after.notes.map((x) => x.note)).toEqual(
      expect.arrayContaining([
        'Accepted: Roma Tomatoes 25 LB: substitute Heirloom Tomatoes 25 LB at $36.10 per CS',
        'Declined: Garlic, Peeled: out of stock',
      ]),
    );
  });

  it('from a signed-in supplier: out of stock sets the quantity to 0 and a new price replaces the open proposal', async () => {
    const orderId = await sendOrder();
    const [tomato, garlic] = (await view(orderId)).items;
    const propose = (proposals: unknown[]) => t.api('/order_propose', { orderId, proposals }, supplier);
    expect((await propose([{ orderItemId: garlic!.id, kind: 'price', price: 5 }])).status).toBe(200);
    expect((await propose([{ orderItemId: garlic!.id, kind: 'price', price: 4.5 }])).status).toBe(200);
    expect((await propose([{ orderItemId: tomato!.id, kind: 'out_of_stock' }])).status).toBe(200);
    expect((await t.api('/order_propose', { orderId, proposals: [] }, supplier)).status).toBe(400);
    expect((await t.api('/order_propose', { orderId, proposals: [{ orderItemId: 1, kind: 'x' }] }, rest)).status).toBe(
      403,
    );
    const open = (await view(orderId)).proposals;
    expect(open.map((p) => [p.kind, p.line_total])).toEqual([
      ['price', '45.00'],
      ['out_of_stock', '0.00'],
    ]);
    for (const p of open) await t.api('/order_proposal_answer', { orderId, proposalId: p.id, accept: true }, rest);
    const after = await view(orderId);
    expect(after.items.map((i) => [Number(i.ordered_quantity), i.line_total])).toEqual([
      [0, '0.00'],
      [2, '45.00'],
    ]);
    expect(after.order.total).toBe('45.00');
  });
});
