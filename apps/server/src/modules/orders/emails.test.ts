import { describe, expect, it } from 'vitest';
import { when } from './emails.js';

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
