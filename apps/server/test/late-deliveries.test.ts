import type { ItemResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyLateDeliveries, scheduleLateDeliveries } from '../src/modules/receiving/late-deliveries.js';
import { readOutbox } from '../src/providers/mailer.js';
import { deliverableTime } from './helpers/delivery.js';
import { connectToSupplier, produceSupplier } from './helpers/order-setup.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let rest: string;
let other: string;
let supplierId: number;
let items: ItemResult[];
let n = 0;

type Notice = { orderId: number | null; text: string };
const HOUR = 3600_000;

async function sendOrder(token: string, list: ItemResult[]): Promise<{ id: number; due: Date }> {
  const deliveryTime = deliverableTime('M,W', 14);
  const sent = await t.api<{ orderId: number }>(
    '/send_order',
    {
      supplierId,
      items: [{ item_price_id: list.find((i) => i.item_code === 'T-1')!.item_price_id, ordered_quantity: 1 }],
      address: '1 King St',
      deliveryTime,
      idempotencyKey: `late-${++n}-abcdefgh`,
    },
    token,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { id: sent.body.orderId, due: new Date(deliveryTime) };
}

const lateNotices = async (token: string) =>
  (await t.api<{ notices: Notice[] }>('/notices', {}, token)).body.notices.filter((x) => x.text.includes('is late'));

beforeAll(async () => {
  t = await createTestApp();
  ({ supplierId } = await produceSupplier(t, 'sales@late-supply.example'));
  rest = (await registeredUser(t, 'owner@late-rest.example')).idToken;
  other = (await registeredUser(t, 'owner@late-other.example')).idToken;
  for (const token of [rest, other]) await t.api('/user_settings', { timezone: 'America/Toronto' }, token);
  items = await connectToSupplier(t, rest, supplierId, {
    accountNumber: 'LATE-1',
    minimumOrder: 10,
    contactEmail: 'desk@late-supply.example',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('late deliveries', () => {
  it('tells the restaurant once when an order is not received by its delivery time plus the grace period', async () => {
    const late = await sendOrder(rest, items);
    const received = await sendOrder(rest, items);
    const view = await t.api<{ items: { id: number }[] }>('/order_get', { orderId: received.id }, rest);
    const receipt = await t.api(
      '/order_receive',
      {
        orderId: received.id,
        receivedBy: 'Sam',
        idempotencyKey: 'late-received-1',
        lines: [{ orderItemId: view.body.items[0].id, receivedQuantity: 1 }],
      },
      rest,
    );
    expect(receipt.status).toBe(200);
    await t.ctx.queue.runUntilIdle();

    // Within the default 2 hours nobody is told.
    expect(await notifyLateDeliveries(t.ctx, new Date(late.due.getTime() + 1.5 * HOUR))).toBe(0);
    expect(await notifyLateDeliveries(t.ctx, new Date(late.due.getTime() + 2.5 * HOUR))).toBe(1);
    expect(await notifyLateDeliveries(t.ctx, new Date(late.due.getTime() + 5 * HOUR))).toBe(0);
    const notices = await lateNotices(rest);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ orderId: late.id });
    expect(notices[0].text).toMatch(
      new RegExp(`^Order #${late.id} from .+ is late: not received 2 hours after its delivery time$`),
    );
    await t.ctx.queue.runUntilIdle();
    const mails = readOutbox(`${t.ctx.config.dataDir}/outbox`).filter(
      (m) =>
        m.to.includes('owner@late-rest.example') && m.text.includes(`Order #${late.id} `) && m.text.includes('is late'),
    );
    expect(mails).toHaveLength(1);
  });

  it("waits for the restaurant's own grace period, which Settings changes within limits", async () => {
    expect((await t.api('/user_settings', { restaurant: { lateGraceMinutes: 7 } }, rest)).status).toBe(400);
    expect((await t.api('/user_settings', { restaurant: { lateGraceMinutes: 3000 } }, rest)).status).toBe(400);
    expect((await t.api('/user_settings', { restaurant: { lateGraceMinutes: 'x' } }, rest)).status).toBe(400);
    expect((await t.api('/user_settings', { restaurant: { lateGraceMinutes: 240 } }, rest)).status).toBe(200);
    const session = await t.api<{ Business: { lateGraceMinutes: number } }>('/user', {}, rest);
    expect(session.body.Business.lateGraceMinutes).toBe(240);

    const order = await sendOrder(rest, items);
    expect(await notifyLateDeliveries(t.ctx, new Date(order.due.getTime() + 3 * HOUR))).toBe(0);
    expect(await notifyLateDeliveries(t.ctx, new Date(order.due.getTime() + 4.5 * HOUR))).toBe(1);
    const text = (await lateNotices(rest)).find((x) => x.orderId === order.id)?.text;
    expect(text).toContain('not received 4 hours after its delivery time');
    // Another restaurant hears nothing of it.
    expect(await lateNotices(other)).toEqual([]);
  });

  it('queues its next run once per slot', async () => {
    const at = new Date('2030-01-07T10:07:00Z');
    await scheduleLateDeliveries(t.ctx, at);
    await scheduleLateDeliveries(t.ctx, at);
    const jobs = await t.ctx.db
      .selectFrom('jobs')
      .select(['run_at'])
      .where('name', '=', 'orders.late')
      .where('singleton_key', '=', 'orders-late:2030-01-07T10:15')
      .execute();
    expect(jobs).toHaveLength(1);
  });
});
