import type { ItemResult } from '@app/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedToken } from '../src/lib/signed-url.js';
import { remindOpenCreditRequests } from '../src/modules/receiving/credit-mail.js';
import { readOutbox } from '../src/providers/mailer.js';
import { deliverableTime } from './helpers/delivery.js';
import { connectToSupplier, produceSupplier } from './helpers/order-setup.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let rest: string;
let other: string;
let supplier: string;
let otherSupplier: string;
let supplierId: number;
let items: ItemResult[];
let n = 0;

type Credit = {
  id: number;
  orderId: number;
  status: string;
  total: string;
  disputeNote: string;
  creditNumber: string;
  lines: { name: string; reason: string; quantity: string; unitPrice: string; amount: string }[];
};
type View = {
  order: { id: number; status: string; status_id: number };
  items: { id: number; name: string }[];
  orderStatus: { name: string; note: string }[];
};

const outbox = () => readOutbox(`${t.ctx.config.dataDir}/outbox`);
const creditMails = (id: number) =>
  outbox().filter((m) => m.to.includes('desk@recv-supply.example') && m.subject.includes(`request #${id} `));
const linkIn = (text: string) => decodeURIComponent(/credit_request\?t=(\S+)/.exec(text)?.[1] ?? '');

async function sendOrder(): Promise<View> {
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
      deliveryTime: deliverableTime('M,W', 14),
      idempotencyKey: `recv-${++n}-abcdefgh`,
    },
    rest,
  );
  expect(sent.status).toBe(200);
  await t.ctx.queue.runUntilIdle();
  return (await t.api<View>('/order_get', { orderId: sent.body.orderId }, rest)).body;
}

/** Tomatoes: 1 of 3 came (short); garlic: 1 of 2 good (damaged). */
const shortAndDamaged = (v: View, key: string, extra: Record<string, unknown> = {}) => ({
  orderId: v.order.id,
  receivedBy: 'Sam at the back door',
  idempotencyKey: key,
  lines: [
    { orderItemId: v.items[0].id, receivedQuantity: 1, reason: 'short' },
    { orderItemId: v.items[1].id, receivedQuantity: 1, reason: 'damaged' },
  ],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ token: supplier, supplierId } = await produceSupplier(t, 'sales@recv-supply.example'));
  otherSupplier = (await produceSupplier(t, 'sales@recv-other-supply.example')).token;
  rest = (await registeredUser(t, 'owner@recv-rest.example')).idToken;
  other = (await registeredUser(t, 'owner@recv-other.example')).idToken;
  await t.api('/user_settings', { timezone: 'America/Toronto' }, rest);
  items = await connectToSupplier(t, rest, supplierId, {
    accountNumber: 'ACC-9',
    minimumOrder: 10,
    contactEmail: 'desk@recv-supply.example',
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('receiving a delivery', () => {
  it('marks the order Delivered and asks the supplier for the shortfall at the ordered prices', async () => {
    const v = await sendOrder();
    const res = await t.api<{ creditRequestId: number }>('/order_receive', shortAndDamaged(v, 'recv-key-0001'), rest);
    expect(res.status).toBe(200);
    const after = (await t.api<View>('/order_get', { orderId: v.order.id }, rest)).body;
    expect(after.order.status).toBe('Delivered');
    expect(after.orderStatus.at(-1)?.note).toBe('Received by Sam at the back door · 2 lines short, damaged or refused');

    const list = await t.api<{ creditRequests: Credit[] }>('/credit_requests', { orderId: v.order.id }, rest);
    expect(list.body.creditRequests).toHaveLength(1);
    const credit = list.body.creditRequests[0];
    expect(credit.id).toBe(res.body.creditRequestId);
    expect(credit.status).toBe('open');
    // 2 cases of tomatoes at $32.50, 1 pack of garlic at 5 LB × $4.85.
    expect(credit.lines.map((l) => [l.name, l.reason, Number(l.quantity), l.amount])).toEqual([
      ['Roma Tomatoes 25 LB', 'short', 2, '65.00'],
      ['Garlic, Peeled', 'damaged', 1, '24.25'],
    ]);
    expect(credit.total).toBe('89.25');

    await t.ctx.queue.runUntilIdle();
    const mails = creditMails(credit.id);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Roma Tomatoes 25 LB: 2 CS short x $32.50 = $65.00');
    expect(mails[0].text).toContain('Total: $89.25 CAD');
  });

  it('does the work once for a repeated submit, and refuses a second receipt', async () => {
    const v = await sendOrder();
    const first = await t.api<{ creditRequestId: number }>('/order_receive', shortAndDamaged(v, 'recv-key-0002'), rest);
    const again = await t.api<{ creditRequestId: number }>('/order_receive', shortAndDamaged(v, 'recv-key-0002'), rest);
    expect(again.status).toBe(200);
    expect(again.body.creditRequestId).toBe(first.body.creditRequestId);
    const list = await t.api<{ creditRequests: Credit[] }>('/credit_requests', { orderId: v.order.id }, rest);
    expect(list.body.creditRequests).toHaveLength(1);
    const history = (await t.api<View>('/order_get', { orderId: v.order.id }, rest)).body.orderStatus;
    expect(history.filter((h) => h.name === 'Delivered')).toHaveLength(1);
    await t.ctx.queue.runUntilIdle();
    expect(creditMails(first.body.creditRequestId)).toHaveLength(1);

    const secondReceipt = await t.api('/order_receive', shortAndDamaged(v, 'recv-key-0003'), rest);
    expect(secondReceipt.status).toBe(409);
  });

  it('leaves an order partly received, and makes no credit request when everything came', async () => {
    const v = await sendOrder();
    const res = await t.api<{ creditRequestId: number | null }>(
      '/order_receive',
      {
        orderId: v.order.id,
        receivedBy: 'Sam',
        idempotencyKey: 'recv-key-0004',
        complete: false,
        lines: [{ orderItemId: v.items[0].id, receivedQuantity: 3 }],
      },
      rest,
    );
    expect(res.status).toBe(200);
    expect(res.body.creditRequestId).toBeNull();
    const after = (await t.api<View>('/order_get', { orderId: v.order.id }, rest)).body;
    expect(after.order.status).toBe('Pending');
    expect(after.orderStatus.at(-1)?.note).toBe('Partly received by Sam');
    const receipt = await t.api<{ receipt: { complete: boolean; lines: { receivedQuantity: string }[] } }>(
      '/order_receipt',
      { orderId: v.order.id },
      rest,
    );
    expect(receipt.body.receipt.complete).toBe(false);
    // The line left out came as ordered.
    expect(receipt.body.receipt.lines.map((l) => Number(l.receivedQuantity))).toEqual([3, 2]);
  });

  it('refuses over-received and negative quantities, a missing reason, and a photo that is not an image', async () => {
    const v = await sendOrder();
    const lines = (l: Record<string, unknown>) => ({
      orderId: v.order.id,
      receivedBy: 'Sam',
      idempotencyKey: 'recv-key-bad1',
      lines: [{ orderItemId: v.items[0].id, ...l }],
    });
    const over = await t.api<{ error: { message: string } }>('/order_receive', lines({ receivedQuantity: 4 }), rest);
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe('Roma Tomatoes 25 LB: more than was ordered cannot be received');
    const negative = await t.api('/order_receive', lines({ receivedQuantity: -1, reason: 'short' }), rest);
    expect(negative.status).toBe(400);
    const noReason = await t.api('/order_receive', lines({ receivedQuantity: 2 }), rest);
    expect(noReason.status).toBe(400);
    const sub = await t.api('/order_receive', lines({ receivedQuantity: 3, reason: 'substituted' }), rest);
    expect(sub.status).toBe(400);
    const notImage = await t.api(
      '/order_receive',
      lines({
        receivedQuantity: 2,
        reason: 'damaged',
        photo: { fileName: 'crate.jpg', contentBase64: Buffer.from('<html>not a photo</html>').toString('base64') },
      }),
      rest,
    );
    expect(notImage.status).toBe(415);
    const pdf = await t.api(
      '/order_receive',
      lines({
        receivedQuantity: 2,
        reason: 'damaged',
        photo: { fileName: 'crate.pdf', contentBase64: Buffer.from('%PDF-1.4\n').toString('base64') },
      }),
      rest,
    );
    expect(pdf.status).toBe(415);
    // Nothing was received by the refused requests.
    const receipt = await t.api<{ receipt: unknown }>('/order_receipt', { orderId: v.order.id }, rest);
    expect(receipt.body.receipt).toBeNull();
  });

  it('keeps a real photo of a damaged line, shown through a signed file link', async () => {
    const v = await sendOrder();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const res = await t.api(
      '/order_receive',
      {
        orderId: v.order.id,
        receivedBy: 'Sam',
        idempotencyKey: 'recv-key-photo',
        lines: [
          {
            orderItemId: v.items[1].id,
            receivedQuantity: 0,
            reason: 'refused',
            photo: { fileName: 'garlic.png', contentBase64: png.toString('base64') },
          },
        ],
      },
      rest,
    );
    expect(res.status).toBe(200);
    const receipt = await t.api<{ receipt: { lines: { photoUrl: string | null }[] } }>(
      '/order_receipt',
      { orderId: v.order.id },
      rest,
    );
    const url = receipt.body.receipt.lines[1].photoUrl;
    expect(url).toMatch(/^\/api\/files\/receiving\//);
    const file = await t.app.inject({ method: 'GET', url: url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  it("is another restaurant's 404 and another supplier's 404", async () => {
    const v = await sendOrder();
    const res = await t.api('/order_receive', shortAndDamaged(v, 'recv-key-tenant'), other);
    expect(res.status).toBe(404);
    expect((await t.api('/order_receipt', { orderId: v.order.id }, other)).status).toBe(404);
    expect((await t.api('/credit_requests', { orderId: v.order.id }, other)).status).toBe(404);

    const mine = await t.api<{ creditRequestId: number }>(
      '/order_receive',
      shortAndDamaged(v, 'recv-key-tenant'),
      rest,
    );
    const id = mine.body.creditRequestId;
    const theirs = await t.api<{ creditRequests: Credit[] }>('/credit_requests', {}, other);
    expect(theirs.body.creditRequests.map((c) => c.id)).not.toContain(id);
    const foreign = await t.api('/credit_request_act', { creditRequestId: id, action: 'accept' }, otherSupplier);
    expect(foreign.status).toBe(404);
    // The order's own supplier sees it and acts on it signed in.
    const own = await t.api<{ creditRequests: Credit[] }>('/credit_requests', {}, supplier);
    expect(own.body.creditRequests.map((c) => c.id)).toContain(id);
    const accepted = await t.api<{ creditRequest: Credit }>(
      '/credit_request_act',
      { creditRequestId: id, action: 'accept' },
      supplier,
    );
    expect(accepted.body.creditRequest.status).toBe('accepted');
  });
});

describe("the supplier's emailed link", () => {
  it('accepts, disputes with a note and credits with a number; the restaurant is told each time', async () => {
    const v = await sendOrder();
    const { body } = await t.api<{ creditRequestId: number }>(
      '/order_receive',
      shortAndDamaged(v, 'recv-key-link'),
      rest,
    );
    await t.ctx.queue.runUntilIdle();
    const token = linkIn(creditMails(body.creditRequestId)[0].text);
    expect(token).not.toBe('');

    const seen = await t.api<{ creditRequest: Credit }>('/credit_request_link', { token });
    expect(seen.status).toBe(200);
    expect(seen.body.creditRequest.total).toBe('89.25');

    const accepted = await t.api<{ creditRequest: Credit }>('/credit_request_link', { token, action: 'accept' });
    expect(accepted.body.creditRequest.status).toBe('accepted');
    const noNote = await t.api('/credit_request_link', { token, action: 'dispute' });
    expect(noNote.status).toBe(400);
    const disputed = await t.api<{ creditRequest: Credit }>('/credit_request_link', {
      token,
      action: 'dispute',
      note: 'Driver counted 3 cases',
    });
    expect(disputed.body.creditRequest.disputeNote).toBe('Driver counted 3 cases');
    const credited = await t.api<{ creditRequest: Credit }>('/credit_request_link', {
      token,
      action: 'credited',
      creditNumber: 'CR-1001',
    });
    expect(credited.body.creditRequest).toMatchObject({ status: 'credited', creditNumber: 'CR-1001' });
    // The same answer again changes nothing; a credited request is final.
    expect((await t.api('/credit_request_link', { token, action: 'credited', creditNumber: 'CR-1001' })).status).toBe(
      200,
    );
    expect((await t.api('/credit_request_link', { token, action: 'accept' })).status).toBe(409);

    const notices = await t.api<{ notices: { orderId: number; text: string }[] }>('/notices', {}, rest);
    const texts = notices.body.notices.filter((x) => x.orderId === v.order.id).map((x) => x.text);
    expect(texts.some((x) => x.includes('accepted the credit request of $89.25'))).toBe(true);
    expect(texts.some((x) => x.includes('disputed (Driver counted 3 cases)'))).toBe(true);
    expect(texts.some((x) => x.includes('credited (credit number CR-1001)'))).toBe(true);
    const list = await t.api<{ creditRequests: Credit[] }>('/credit_requests', { orderId: v.order.id }, rest);
    expect(list.body.creditRequests[0].status).toBe('credited');
  });

  it('refuses a tampered link (404) and a stale one (410)', async () => {
    const v = await sendOrder();
    const { body } = await t.api<{ creditRequestId: number }>(
      '/order_receive',
      shortAndDamaged(v, 'recv-key-stale'),
      rest,
    );
    await t.ctx.queue.runUntilIdle();
    const token = linkIn(creditMails(body.creditRequestId)[0].text);
    const [id, exp, sig] = token.split('.');
    const otherId = `${Number(id) + 1}.${exp}.${sig}`;
    expect((await t.api('/credit_request_link', { token: otherId, action: 'accept' })).status).toBe(404);
    expect((await t.api('/credit_request_link', { token: 'garbage' })).status).toBe(404);
    const stale = signedToken(
      t.ctx.config.jwtSecret,
      'credit-request',
      body.creditRequestId,
      60,
      Date.now() - 3600_000,
    );
    const res = await t.api<{ error: { message: string } }>('/credit_request_link', { token: stale, action: 'accept' });
    expect(res.status).toBe(410);
    expect(res.body.error.message).toMatch(/expired/);
    const list = await t.api<{ creditRequests: Credit[] }>('/credit_requests', { orderId: v.order.id }, rest);
    expect(list.body.creditRequests[0].status).toBe('open');
  });
});

describe('reminders', () => {
  it('emails the supplier again about a request open longer than a week, once per week', async () => {
    const v = await sendOrder();
    const { body } = await t.api<{ creditRequestId: number }>(
      '/order_receive',
      shortAndDamaged(v, 'recv-key-remind'),
      rest,
    );
    await t.ctx.queue.runUntilIdle();
    const id = body.creditRequestId;
    const reminders = () => creditMails(id).filter((m) => m.subject.startsWith('Reminder'));
    await remindOpenCreditRequests(t.ctx, '2030-01-01');
    await t.ctx.queue.runUntilIdle();
    expect(reminders()).toHaveLength(0);

    await t.ctx.db
      .updateTable('credit_requests')
      .set({ created_at: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where('id', '=', id)
      .execute();
    await remindOpenCreditRequests(t.ctx, '2030-01-02');
    await remindOpenCreditRequests(t.ctx, '2030-01-02');
    await t.ctx.queue.runUntilIdle();
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0].text).toContain('open for more than 7 days');
    expect(linkIn(reminders()[0].text)).not.toBe('');
  });
});
