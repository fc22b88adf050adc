import { describe, expect, it } from 'vitest';
import { graceMinutes } from './late-delivery-setting';

describe('graceMinutes', () => {
  it('turns hours into whole quarter hours of minutes', () => {
    expect(graceMinutes('2')).toBe(120);
    expect(graceMinutes(' 1.5 ')).toBe(90);
    expect(graceMinutes('0')).toBe(0);
    expect(graceMinutes('48')).toBe(2880);
  });

  it('refuses what is not a quarter hour from 0 to 48 hours', () => {
    for (const bad of ['', 'x', '-1', '49', '0.1', '1.33']) expect(graceMinutes(bad)).toBeNull();
  });
});
