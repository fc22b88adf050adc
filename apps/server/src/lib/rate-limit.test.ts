import { describe, expect, it } from 'vitest';
import { type FailureRule, failureDelaySec, secondsToWait } from './rate-limit.js';

const rule: FailureRule = { free: 5, baseSec: 30, maxSec: 900, memorySec: 24 * 3600 };
const at = (iso: string) => new Date(`2026-06-01T${iso}Z`);

describe('progressive delay after failures', () => {
  it('lets the first failures through at once', () => {
    for (let n = 0; n < 5; n++) expect(failureDelaySec(rule, n)).toBe(0);
  });

  it('doubles the delay with every further failure, up to the maximum', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 40, 10_000].map((n) => failureDelaySec(rule, n))).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900, 900,
    ]);
  });

  it('counts the wait from the last failure', () => {
    expect(secondsToWait(rule, 6, at('12:00:00'), at('12:00:00'))).toBe(60);
    expect(secondsToWait(rule, 6, at('12:00:00'), at('12:00:45'))).toBe(15);
    expect(secondsToWait(rule, 6, at('12:00:00'), at('12:01:00'))).toBe(0);
    expect(secondsToWait(rule, 4, at('12:00:00'), at('12:00:00'))).toBe(0);
  });

  it('forgets failures a day after the last one', () => {
    expect(secondsToWait(rule, 50, at('12:00:00'), new Date('2026-06-02T12:00:00Z'))).toBe(0);
  });
});
