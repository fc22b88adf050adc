import { describe, expect, it } from 'vitest';
import { dateKeyOf, inZone, isoWithOffset, knownZone, utcIso, zonedDate } from './zoned';

describe('zoned dates', () => {
  it('places a wall time in a zone and writes it with its offset', () => {
    const noon = zonedDate('2026-11-24', 12, 0, 'America/Toronto');
    expect(noon && utcIso(noon)).toBe('2026-11-24T17:00:00.000Z');
    expect(noon && isoWithOffset(noon)).toBe('2026-11-24T12:00:00-05:00');
    expect(noon && isoWithOffset(inZone(noon, 'Asia/Kolkata'))).toBe('2026-11-24T22:30:00+05:30');
    const summer = zonedDate('2026-07-01', 9, 15, 'America/Toronto');
    expect(summer && isoWithOffset(summer)).toBe('2026-07-01T09:15:00-04:00');
  });

  it('refuses dates that do not exist', () => {
    expect(zonedDate('2026-02-30', 12, 0, 'UTC')).toBeNull();
    expect(zonedDate('2026-13-01', 12, 0, 'UTC')).toBeNull();
    expect(zonedDate('24/11/2026', 12, 0, 'UTC')).toBeNull();
  });

  it("reads an instant's calendar date in the zone, not in UTC", () => {
    const lateEvening = new Date('2026-11-23T03:00:00Z');
    expect(dateKeyOf(inZone(lateEvening, 'America/Toronto'))).toBe('2026-11-22');
    expect(dateKeyOf(inZone(lateEvening, 'Europe/Paris'))).toBe('2026-11-23');
  });

  it("falls back to the browser's zone for an unknown zone", () => {
    expect(knownZone('Mars/Olympus_Mons')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(knownZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});
