import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, mergePreferences, useSettingsStore } from './settings-store';

describe('settings store', () => {
  it('defaults to YYYY-MM-DD and Today', () => {
    expect(DEFAULT_PREFERENCES.dateFormat).toBe('YYYY-MM-DD');
    expect(DEFAULT_PREFERENCES.orderDisplayTimeRange).toBe('Today');
  });

  it('takes well-formed server values and ignores the rest', () => {
    const merged = mergePreferences(DEFAULT_PREFERENCES, {
      dateFormat: 'DD/MM/YYYY',
      orderDisplayTimeRange: 'Last month',
      notifySavings: false,
      timezone: 'America/Toronto',
      autoTimezone: 'yes',
    });
    expect(merged).toMatchObject({
      dateFormat: 'DD/MM/YYYY',
      orderDisplayTimeRange: 'Last month',
      notifySavings: false,
      timezone: 'America/Toronto',
      autoTimezone: DEFAULT_PREFERENCES.autoTimezone,
    });
    expect(mergePreferences(DEFAULT_PREFERENCES, { dateFormat: 'YY', orderDisplayTimeRange: 'Forever' })).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it("persists as 'settings-storage'", () => {
    useSettingsStore.getState().syncFromServer({ dateFormat: 'MM/DD/YYYY' });
    const stored = JSON.parse(localStorage.getItem('settings-storage') ?? '{}');
    expect(stored.state.dateFormat).toBe('MM/DD/YYYY');
    useSettingsStore.getState().reset();
  });
});
