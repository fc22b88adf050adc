import { describe, expect, it } from 'vitest';
import { orderSubject, when } from './emails.js';

describe('order email times', () => {
  it("shows the delivery time on the orderer's clock with the zone's name", () => {
    const instant = new Date('2026-11-24T14:45:00Z');
    expect(when(instant, 'America/Toronto')).toBe('Tue, Nov 24, 2026, 9:45 AM EST');
    expect(when(new Date('2026-07-01T13:15:00Z'), 'America/Toronto')).toBe('Wed, Jul 1, 2026, 9:15 AM EDT');
    expect(when(instant, 'Asia/Kolkata')).toBe('Tue, Nov 24, 2026, 8:15 PM GMT+5:30');
  });

  it('falls back to UTC for an unknown zone and says when no time is set', () => {
    expect(when(new Date('2026-11-24T14:45:00Z'), 'Mars/Olympus_Mons')).toBe('Tue, Nov 24, 2026, 2:45 PM UTC');
    expect(when(null, 'America/Toronto')).toBe('not set');
  });
});

describe('order email subject', () => {
  const view = (o: { delivery_time: Date | null; pickup: boolean }) =>
    ({ order: { id: 41, ...o }, business: { name: 'Maple Bistro' }, timeZone: 'America/Toronto' }) as Parameters<
      typeof orderSubject
    >[0];

  it("names the restaurant and the delivery or pickup day on the restaurant's clock", () => {
    // 02:30 UTC on the 25th is still the 24th in Toronto.
    const late = new Date('2026-11-25T02:30:00Z');
    expect(orderSubject(view({ delivery_time: late, pickup: false }))).toBe(
      'New order #41 from Maple Bistro, delivery Tue, Nov 24, 2026',
    );
    expect(orderSubject(view({ delivery_time: late, pickup: true }))).toBe(
      'New order #41 from Maple Bistro, pickup Tue, Nov 24, 2026',
    );
    expect(orderSubject(view({ delivery_time: null, pickup: false }))).toBe('New order #41 from Maple Bistro');
  });
});
