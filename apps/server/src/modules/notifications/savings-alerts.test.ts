import { describe, expect, it } from 'vitest';
import { nextMonday } from './savings-alerts.js';

describe('nextMonday', () => {
  it('is the coming Monday at 08:00 UTC, a week ahead when it is Monday already', () => {
    expect(nextMonday(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(nextMonday(new Date('2026-11-23T07:00:00Z')).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(nextMonday(new Date('2026-11-28T23:59:00Z')).toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});
