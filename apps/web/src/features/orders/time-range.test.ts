import { describe, expect, it } from 'vitest';
import { timeRangeQuery } from './time-range';

const TORONTO = 'America/Toronto';

describe('timeRangeQuery', () => {
  it('returns every order for All', () => {
    expect(timeRangeQuery('All', new Date('2026-11-22T12:00:00Z'), TORONTO)).toEqual({ all: true });
  });

  it("counts Today from the user's midnight, not UTC's", () => {
    // 02:30 UTC on Nov 23 is still the evening of Nov 22 in Toronto (UTC-5).
    const q = timeRangeQuery('Today', new Date('2026-11-23T02:30:00Z'), TORONTO);
    expect(q).toEqual({ startTime: '2026-11-22T05:00:00.000Z', endTime: '2026-11-23T05:00:00.000Z' });
    // The same instant is already Nov 23 in Tokyo.
    expect(timeRangeQuery('Today', new Date('2026-11-23T02:30:00Z'), 'Asia/Tokyo')).toEqual({
      startTime: '2026-11-22T15:00:00.000Z',
      endTime: '2026-11-23T15:00:00.000Z',
    });
  });

  it('starts weeks on Monday', () => {
    // Sunday Nov 22 2026, late evening in Toronto: the week began on Monday Nov 16.
    const sunday = new Date('2026-11-23T04:59:00Z');
    expect(timeRangeQuery('This week', sunday, TORONTO)).toEqual({
      startTime: '2026-11-16T05:00:00.000Z',
      endTime: '2026-11-23T05:00:00.000Z',
    });
    expect(timeRangeQuery('Last week', sunday, TORONTO)).toEqual({
      startTime: '2026-11-09T05:00:00.000Z',
      endTime: '2026-11-16T05:00:00.000Z',
    });
    // One minute later it is Monday Nov 23 in Toronto: a new week.
    const monday = new Date('2026-11-23T05:00:00Z');
    expect(timeRangeQuery('This week', monday, TORONTO)).toEqual({
      startTime: '2026-11-23T05:00:00.000Z',
      endTime: '2026-11-30T05:00:00.000Z',
    });
  });

  it('follows daylight saving time changes inside a range', () => {
    // Clocks in Toronto go back on Sunday Nov 1 2026: the week of Oct 26 starts in EDT (UTC-4) and ends in EST (UTC-5).
    const q = timeRangeQuery('This week', new Date('2026-10-28T15:00:00Z'), TORONTO);
    expect(q).toEqual({ startTime: '2026-10-26T04:00:00.000Z', endTime: '2026-11-02T05:00:00.000Z' });
  });

  it('uses calendar months, across a year boundary', () => {
    const jan = new Date('2027-01-10T17:00:00Z');
    expect(timeRangeQuery('This month', jan, TORONTO)).toEqual({
      startTime: '2027-01-01T05:00:00.000Z',
      endTime: '2027-02-01T05:00:00.000Z',
    });
    expect(timeRangeQuery('Last month', jan, TORONTO)).toEqual({
      startTime: '2026-12-01T05:00:00.000Z',
      endTime: '2027-01-01T05:00:00.000Z',
    });
  });

  it('takes the last three months up to the end of today, clamping short months', () => {
    expect(timeRangeQuery('Last 3 months', new Date('2026-05-31T16:00:00Z'), 'UTC')).toEqual({
      startTime: '2026-02-28T00:00:00.000Z',
      endTime: '2026-06-01T00:00:00.000Z',
    });
  });
});
