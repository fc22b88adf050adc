import { DAY_CODES, type DeliveryRule, weekdayOf, zonedDayKey, zonedInstant } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

/** Sending over HTTP against the supplier's delivery days, order cutoff and delivery areas (restaurant in Toronto). */
let t: TestApp;
let rest: string;
let supplier: string;
let supplierId: number;
let itemPriceId: number;
let keyN = 0;

const ZONE = 'America/Toronto';
const DAY_MS = 86_400_000;
/** The calendar day `n` days from today on the restaurant's clock. */
const dayFromToday = (n: number) => zonedDayKey(Date.now() + n * DAY_MS, ZONE);
const at10 = (day: string) => zonedInstant(day, 10, ZONE).toISOString();
const allDaysBut = (day: string) => DAY_CODES.filter((_, i) => i !== weekdayOf(day)).join(',');

const send = (deliveryTime: string) =>
  t.api<{ orderId: number }>(
    '/send_order',
    {
      supplierId,
      items: [{ item_price_id: itemPriceId, ordered_quantity: 2 }],
      deliveryTime,
      idempotencyKey: `delivery-${++keyN}-abcdefgh`,
    },
    rest,
  );
const setSchedule = (deliveryDays: string, orderCutoff: number | null) =>
  t.api('/customer_supplier_update', { type: 'supplier', supplierId, deliveryDays, orderCutoff }, rest);

beforeAll(async () => {
  t = await createTestApp();
  supplier = (await registeredUser(t, 'sales@schedule-supply.example', 'supplier')).idToken;
  supplierId = (await t.api<{ Supplier: { id: number } }>('/user', {}, supplier)).body.Supplier.id;
  await t.api(
    '/add_item',
    {
      supplierName: 'x',
      name: 'Yellow Onions 50 LB',
      itemCode: 'ON-1',
      price: 28,
      unit: 'CS',
      quantity: 1,
      category: 'Produce',
    },
    supplier,
  );
  rest = (await registeredUser(t, 'owner@schedule-rest.example')).idToken;
  const put = await t.api(
    '/customer_supplier_put',
    {
      name: 'x',
      insertBusSupId: supplierId,
      accountNumber: 'SCH-1',
      minimumOrder: 0,
      orderCutoff: 0,
      deliveryDays: 'M',
    },
    rest,
  );
  expect(put.status).toBe(200);
  const items = await t.api<{ items: { item_price_id: number; item_code: string }[] }>(
    '/item_search',
    { type: 'restaurant_item', searchTerm: '', supplierId },
    rest,
  );
  itemPriceId = items.body.items.find((i) => i.item_code === 'ON-1')!.item_price_id;
});
afterAll(async () => {
  await t?.close();
});

describe('sending follows the supplier schedule', () => {
  it('refuses a day the supplier does not deliver on, with the days it does', async () => {
    const day = dayFromToday(2);
    await setSchedule(allDaysBut(day), 0);
    const res = await send(at10(day));
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe('DELIVERY_DAY');
    expect(res.body.error?.message).toMatch(/^No delivery on \w+day: this supplier delivers on /);
    const next = await send(at10(dayFromToday(3)));
    expect(next.status).toBe(200);
  });

  it('refuses a day whose cutoff (an hour of the day before, restaurant time) has passed', async () => {
    // Cutoff midnight: tomorrow's deadline was the start of today; the day after's is the start of tomorrow.
    await setSchedule('Su,M,Tu,W,Th,F,Sa', 0);
    const late = await send(at10(dayFromToday(1)));
    expect(late.status).toBe(400);
    expect(late.body.error?.code).toBe('ORDER_CUTOFF');
    expect(late.body.error?.message).toMatch(/had to be sent by 12 AM on \w+day\. Choose a later delivery day\.$/);
    expect((await send(at10(dayFromToday(2)))).status).toBe(200);
    // Today is never in time with a cutoff the day before (asked for its last minute, which is still to come unless
    // this runs in the minute before midnight in Toronto); without a cutoff it is.
    const lastMinuteToday = zonedInstant(dayFromToday(0), 23, ZONE).getTime() + 59 * 60_000;
    if (lastMinuteToday > Date.now() + 60_000) {
      expect((await send(new Date(lastMinuteToday).toISOString())).body.error?.code).toBe('ORDER_CUTOFF');
    }
    await setSchedule('Su,M,Tu,W,Th,F,Sa', null);
    expect((await send(new Date(Date.now() + 3_600_000).toISOString())).status).toBe(200);
  });

  it("judges the day on the restaurant's clock, not the sender's offset", async () => {
    const day = dayFromToday(3);
    await setSchedule(DAY_CODES[weekdayOf(day)], 0);
    // 23:30 in Toronto on the delivery day, written as the next day in UTC: still that day.
    const late = zonedInstant(day, 23, ZONE).getTime() + 30 * 60_000;
    expect((await send(new Date(late).toISOString())).status).toBe(200);
    // 00:30 the day after, in Toronto: refused, though it is the same UTC day as above.
    const after = await send(new Date(late + 3_600_000).toISOString());
    expect(after.body.error?.code).toBe('DELIVERY_DAY');
  });

  it("applies the supplier's delivery areas to the restaurant's address", async () => {
    await setSchedule('Su,M,Tu,W,Th,F,Sa', 0);
    const area = await t.api<{ id: number }>(
      '/delivery_area_put',
      { kind: 'city', value: 'Ottawa', deliveryDays: 'Su,M,Tu,W,Th,F,Sa', orderCutoff: 0 },
      supplier,
    );
    expect(area.status).toBe(200);
    const outside = await send(at10(dayFromToday(2)));
    expect(outside.status).toBe(400);
    expect(outside.body.error?.code).toBe('DELIVERY_AREA');
    expect(outside.body.error?.message).toBe(
      'Supply Co sales@schedule-supply.example does not deliver to Toronto M5H 1A1. Ask the supplier about its delivery areas.',
    );
    // A postal-code prefix covering the restaurant, delivering on one day only: that day is the only one.
    const day = dayFromToday(4);
    await t.api(
      '/delivery_area_put',
      { kind: 'postal_prefix', value: 'm5h', deliveryDays: DAY_CODES[weekdayOf(day)], orderCutoff: 0 },
      supplier,
    );
    expect((await send(at10(dayFromToday(5)))).body.error?.code).toBe('DELIVERY_DAY');
    expect((await send(at10(day))).status).toBe(200);
  });

  it('gives the cart the same rule with the suppliers', async () => {
    const res = await t.api<{ suppliers: { id: number; delivery_rule: DeliveryRule }[] }>('/supplier_get', {}, rest);
    const rule = res.body.suppliers.find((s) => s.id === supplierId)?.delivery_rule;
    expect(rule).toMatchObject({ timeZone: ZONE, cutoffHour: 0, outsideArea: null });
    expect(rule?.days).toEqual([weekdayOf(dayFromToday(4))]);
  });

  it('returns an order already sent again even when its cutoff has passed since', async () => {
    await setSchedule('Su,M,Tu,W,Th,F,Sa', null);
    const body = {
      supplierId,
      items: [{ item_price_id: itemPriceId, ordered_quantity: 1 }],
      deliveryTime: at10(dayFromToday(4)),
      idempotencyKey: 'delivery-repeat-abcdefgh',
    };
    const first = await t.api<{ orderId: number; created: boolean }>('/send_order', body, rest);
    expect(first.body.created).toBe(true);
    await setSchedule('Su,M,Tu,W,Th,F,Sa', 0);
    const again = await t.api<{ orderId: number; created: boolean }>(
      '/send_order',
      { ...body, deliveryTime: at10(dayFromToday(0)) },
      rest,
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ orderId: first.body.orderId, created: false });
  });
});
