import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME, deliveryIso, splitDelivery, to24h, todayKey } from './delivery-time';

describe('delivery time', () => {
  it('defaults to 12:00 PM, which is noon', () => {
    expect(DEFAULT_TIME).toEqual({ hour: 12, minute: 0, amPm: 'PM' });
    expect(to24h(DEFAULT_TIME)).toBe(12);
    expect(to24h({ hour: 12, minute: 0, amPm: 'AM' })).toBe(0);
    expect(to24h({ hour: 7, minute: 30, amPm: 'PM' })).toBe(19);
  });

  it("builds the instant in the user's time zone with its offset, and reads it back", () => {
    const iso = deliveryIso('2026-11-24', { hour: 9, minute: 45, amPm: 'AM' }, 'America/Toronto');
    expect(iso).toBe('2026-11-24T09:45:00-05:00');
    expect(splitDelivery(iso, 'America/Toronto')).toEqual({
      date: '2026-11-24',
      time: { hour: 9, minute: 45, amPm: 'AM' },
    });
    // Read in a zone three hours behind (a fixed offset: named zones can change their rules, as British Columbia
    // did in 2026 when it stayed on UTC-7 all year).
    expect(splitDelivery(iso, 'Etc/GMT+8')).toEqual({ date: '2026-11-24', time: { hour: 6, minute: 45, amPm: 'AM' } });
    expect(splitDelivery(iso, 'Asia/Kolkata')).toEqual({
      date: '2026-11-24',
      time: { hour: 8, minute: 15, amPm: 'PM' },
    });
    // Clocks in Toronto go back on Nov 1 2026: a summer date keeps its summer offset.
    expect(deliveryIso('2026-07-01', { hour: 9, minute: 15, amPm: 'AM' }, 'America/Toronto')).toBe(
      '2026-07-01T09:15:00-04:00',
    );
    expect(deliveryIso('2026-02-30', DEFAULT_TIME, 'UTC')).toBeNull();
    expect(splitDelivery(null, 'UTC')).toBeNull();
  });

  it("knows today's date in the user's time zone", () => {
    const lateEvening = new Date('2026-11-23T03:00:00Z');
    expect(todayKey('America/Toronto', lateEvening)).toBe('2026-11-22');
    expect(todayKey('Europe/Paris', lateEvening)).toBe('2026-11-23');
  });
});
