import { RESTAURANT_SETTINGS_MSG } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { lateGraceForm } from './late-delivery-setting';

describe('lateGraceForm', () => {
  it('turns hours into whole quarter hours of minutes', () => {
    expect(lateGraceForm.parse({ hours: '2' })).toEqual({ lateGraceMinutes: 120 });
    expect(lateGraceForm.parse({ hours: ' 1.5 ' })).toEqual({ lateGraceMinutes: 90 });
    expect(lateGraceForm.parse({ hours: '0' })).toEqual({ lateGraceMinutes: 0 });
    expect(lateGraceForm.parse({ hours: '0.25' })).toEqual({ lateGraceMinutes: 15 });
    expect(lateGraceForm.parse({ hours: '48' })).toEqual({ lateGraceMinutes: 2880 });
  });

  it('refuses what is not a quarter hour from 0 to 48 hours, with one message', () => {
    for (const bad of ['', ' ', 'x', '-1', '49', '0.1', '1.33', 'Infinity']) {
      const r = lateGraceForm.safeParse({ hours: bad });
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0]?.message, bad).toBe(RESTAURANT_SETTINGS_MSG.lateGraceRange);
    }
  });
});
