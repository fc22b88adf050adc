import { DATE_FORMATS, TIME_RANGES, type TimeRange } from '@app/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type DateFormat = (typeof DATE_FORMATS)[number];

export type UserPreferences = {
  language: string;
  dateFormat: DateFormat;
  timezone: string;
  autoTimezone: boolean;
  orderDisplayTimeRange: TimeRange;
  notifyNewOrders: boolean;
  notifySavings: boolean;
};

type SettingsState = UserPreferences & {
  /** Mirrors the settings the server holds for the signed-in user. */
  syncFromServer: (user: Partial<Record<keyof UserPreferences, unknown>>) => void;
  setOrderDisplayTimeRange: (range: TimeRange) => void;
  reset: () => void;
};

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export const DEFAULT_PREFERENCES: UserPreferences = {
  language: 'en',
  dateFormat: 'YYYY-MM-DD',
  timezone: browserTimezone(),
  autoTimezone: true,
  orderDisplayTimeRange: 'Today',
  notifyNewOrders: true,
  notifySavings: true,
};

const isDateFormat = (v: unknown): v is DateFormat => DATE_FORMATS.includes(v as DateFormat);
const isTimeRange = (v: unknown): v is TimeRange => TIME_RANGES.includes(v as TimeRange);

/** Keeps only well-formed values; anything else falls back to the current value. */
export function mergePreferences(
  current: UserPreferences,
  user: Partial<Record<keyof UserPreferences, unknown>>,
): UserPreferences {
  return {
    language: typeof user.language === 'string' && user.language ? user.language : current.language,
    dateFormat: isDateFormat(user.dateFormat) ? user.dateFormat : current.dateFormat,
    timezone: typeof user.timezone === 'string' && user.timezone ? user.timezone : current.timezone,
    autoTimezone: typeof user.autoTimezone === 'boolean' ? user.autoTimezone : current.autoTimezone,
    orderDisplayTimeRange: isTimeRange(user.orderDisplayTimeRange)
      ? user.orderDisplayTimeRange
      : current.orderDisplayTimeRange,
    notifyNewOrders: typeof user.notifyNewOrders === 'boolean' ? user.notifyNewOrders : current.notifyNewOrders,
    notifySavings: typeof user.notifySavings === 'boolean' ? user.notifySavings : current.notifySavings,
  };
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_PREFERENCES,
      syncFromServer: (user) => set(mergePreferences(get(), user)),
      setOrderDisplayTimeRange: (orderDisplayTimeRange) => set({ orderDisplayTimeRange }),
      reset: () => set({ ...DEFAULT_PREFERENCES, timezone: browserTimezone() }),
    }),
    {
      name: 'settings-storage',
      storage: createJSONStorage(() => localStorage),
      partialize: (s): UserPreferences => ({
        language: s.language,
        dateFormat: s.dateFormat,
        timezone: s.timezone,
        autoTimezone: s.autoTimezone,
        orderDisplayTimeRange: s.orderDisplayTimeRange,
        notifyNewOrders: s.notifyNewOrders,
        notifySavings: s.notifySavings,
      }),
    },
  ),
);

/** The time zone dates are shown in: the browser's when automatic, else the chosen one. */
export function effectiveTimezone(p: Pick<UserPreferences, 'autoTimezone' | 'timezone'>): string {
  return p.autoTimezone ? browserTimezone() : p.timezone;
}
