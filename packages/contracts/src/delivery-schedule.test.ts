import { describe, expect, it } from 'vitest';
import {
  checkDelivery,
  checkDeliveryDay,
  cutoffNotice,
  type DeliveryRule,
  deliveryRule,
  nextDeliveryDay,
  orderDeadline,
  parseDeliveryDays,
  zonedDayKey,
  zonedInstant,
} from './delivery-schedule.js';
import { regionTimeZone } from './region-time-zone.js';

const TORONTO = 'America/Toronto';
// Mon, Wed, Fri; orders by 2 PM the day before.
const rule: DeliveryRule = { days: [1, 3, 5], cutoffHour: 14, timeZone: TORONTO, outsideArea: null };
// 2026-11-23 is a Monday. 13:00 in Toronto (EST, UTC-5) is 18:00 UTC.
const mondayAt = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00-05:00`);

describe('delivery schedule', () => {
  it('reads delivery-day codes', () => {
    expect(parseDeliveryDays('M,W,F')).toEqual([1, 3, 5]);
    expect(parseDeliveryDays('Su,Sa,x')).toEqual([0, 6]);
    expect(parseDeliveryDays('')).toEqual([]);
  });

  it('refuses a day the supplier does not deliver on', () => {
    expect(checkDeliveryDay(rule, '2026-11-24', mondayAt('09:00'))).toEqual({
      code: 'DELIVERY_DAY',
      message: 'No delivery on Tuesday: this supplier delivers on Monday, Wednesday and Friday.',
    });
    expect(checkDeliveryDay(rule, '2026-11-25', mondayAt('09:00'))).toBeNull();
  });

  it('takes the cutoff as an hour of the day before delivery, on the restaurant clock', () => {
    expect(orderDeadline(rule, '2026-11-25')?.toISOString()).toBe('2026-11-24T19:00:00.000Z');
    // Tuesday 1:59 PM is in time for Wednesday; 2:00 PM is not.
    expect(checkDeliveryDay(rule, '2026-11-25', new Date('2026-11-24T13:59:00-05:00'))).toBeNull();
    expect(checkDeliveryDay(rule, '2026-11-25', new Date('2026-11-24T14:00:00-05:00'))?.code).toBe('ORDER_CUTOFF');
    expect(checkDeliveryDay(rule, '2026-11-25', new Date('2026-11-24T14:00:00-05:00'))?.message).toBe(
      'Orders for delivery on Wednesday, Nov 25 had to be sent by 2 PM on Tuesday. Choose a later delivery day.',
    );
    // The same instant is still before the cutoff for a restaurant in Vancouver.
    const vancouver = { ...rule, timeZone: 'America/Vancouver' };
    expect(checkDeliveryDay(vancouver, '2026-11-25', new Date('2026-11-24T14:00:00-05:00'))).toBeNull();
  });

  it('judges a delivery instant by its day in the restaurant zone', () => {
    // Wednesday 00:30 in Toronto is still Tuesday evening in Vancouver.
    const instant = new Date('2026-11-25T00:30:00-05:00');
    expect(checkDelivery(rule, instant, mondayAt('09:00'))).toBeNull();
    expect(checkDelivery({ ...rule, timeZone: 'America/Vancouver' }, instant, mondayAt('09:00'))?.code).toBe(
      'DELIVERY_DAY',
    );
  });

  it('refuses past days and days after the cutoff, and picks the next day still allowed', () => {
    expect(checkDeliveryDay(rule, '2026-11-20', mondayAt('09:00'))?.message).toBe('The delivery date is in the past');
    // Monday 1 PM: Wednesday (cutoff Tuesday 2 PM) is the next; today (Monday) passed its cutoff on Sunday.
    expect(nextDeliveryDay(rule, mondayAt('13:00'))).toBe('2026-11-25');
    // Thursday 3 PM: Friday's cutoff passed, next is Monday.
    expect(nextDeliveryDay(rule, new Date('2026-11-26T15:00:00-05:00'))).toBe('2026-11-30');
    expect(nextDeliveryDay({ ...rule, days: [] }, mondayAt('09:00'))).toBeNull();
    expect(nextDeliveryDay({ ...rule, days: null, cutoffHour: null }, mondayAt('09:00'))).toBe('2026-11-23');
  });

  it('warns within the last day before the cutoff', () => {
    // Tuesday 12:40 PM for Wednesday: 1 h 20 min left.
    expect(cutoffNotice(rule, '2026-11-25', new Date('2026-11-24T12:40:00-05:00'))).toEqual({
      urgent: true,
      text: 'Order within 1 h 20 min for delivery Wednesday',
    });
    expect(cutoffNotice(rule, '2026-11-27', mondayAt('09:00'))).toEqual({
      urgent: false,
      text: 'Order by 2 PM on Thursday for delivery Friday',
    });
    expect(cutoffNotice(rule, '2026-11-24', mondayAt('09:00'))).toBeNull();
    expect(cutoffNotice({ ...rule, cutoffHour: null }, '2026-11-25', mondayAt('09:00'))).toBeNull();
  });

  it('keeps the wall clock across daylight-saving changes', () => {
    // 2026-11-01: clocks in Toronto go back at 2 AM.
    expect(zonedInstant('2026-11-01', 14, TORONTO).toISOString()).toBe('2026-11-01T19:00:00.000Z');
    expect(zonedInstant('2026-10-31', 14, TORONTO).toISOString()).toBe('2026-10-31T18:00:00.000Z');
    expect(zonedDayKey(new Date('2026-11-02T04:59:00Z'), TORONTO)).toBe('2026-11-01');
  });

  it('combines the account days with the area covering the address', () => {
    const areas = [
      { kind: 'city', value: 'Toronto', deliveryDays: 'M,Tu,W,Th,F,Sa', orderCutoff: 16 },
      { kind: 'postal_prefix', value: 'M5', deliveryDays: 'Tu,W', orderCutoff: 12 },
      { kind: 'city', value: 'Montréal', deliveryDays: 'Th', orderCutoff: null },
    ];
    const base = { supplier: 'Fresh Valley', connection: { deliveryDays: 'M,W,F', orderCutoff: 14 }, areas };
    // The postal prefix wins over the city: Wednesday only, cutoff noon.
    expect(deliveryRule({ ...base, address: { city: 'Toronto', postalCode: 'm5h 3s6' }, timeZone: TORONTO })).toEqual({
      days: [3],
      cutoffHour: 12,
      timeZone: TORONTO,
      outsideArea: null,
    });
    expect(
      deliveryRule({ ...base, address: { city: 'toronto', postalCode: 'M4C 1A1' }, timeZone: TORONTO }).days,
    ).toEqual([1, 3, 5]);
    expect(
      deliveryRule({ ...base, address: { city: 'Montreal', postalCode: 'H2X 1Y4' }, timeZone: TORONTO }).days,
    ).toEqual([]);
    const outside = deliveryRule({ ...base, address: { city: 'Ottawa', postalCode: 'K1P 1J1' }, timeZone: TORONTO });
    expect(outside.outsideArea).toBe(
      'Fresh Valley does not deliver to Ottawa K1P 1J1. Ask the supplier about its delivery areas.',
    );
    expect(checkDeliveryDay(outside, '2026-11-25', mondayAt('09:00'))?.code).toBe('DELIVERY_AREA');
    // No areas: the account's days and cutoff.
    expect(
      deliveryRule({ ...base, areas: [], address: { city: 'Ottawa', postalCode: '' }, timeZone: TORONTO }),
    ).toEqual({ days: [1, 3, 5], cutoffHour: 14, timeZone: TORONTO, outsideArea: null });
  });

  it('finds the time zone of a province or state', () => {
    expect(regionTimeZone('Canada', 'ON')).toBe('America/Toronto');
    expect(regionTimeZone('Canada', 'British Columbia')).toBe('America/Vancouver');
    expect(regionTimeZone('United States', 'il')).toBe('America/Chicago');
    expect(regionTimeZone('Mexico', 'Jalisco')).toBe('America/Mexico_City');
    expect(regionTimeZone('Mexico', 'Baja California')).toBe('America/Tijuana');
    expect(regionTimeZone('', 'Nowhere')).toBeNull();
  });
});
