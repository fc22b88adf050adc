import type { UserType } from '@app/contracts';

export const SETTINGS_TABS = {
  buyer: ['General', 'Restaurant', 'Password', 'Notifications', 'Plan', 'Billing', 'Team Members'],
  person: ['General', 'Password', 'Notifications', 'Plan'],
  supplier: ['General', 'Supplier', 'DeliveryArea', 'Password', 'Notifications', 'Plan', 'Billing', 'Team Members'],
} as const;

export type SettingsTab =
  | (typeof SETTINGS_TABS.buyer)[number]
  | (typeof SETTINGS_TABS.person)[number]
  | (typeof SETTINGS_TABS.supplier)[number];

/** The tabs of spec 2.5 for a user type. */
export function tabsFor(usertype: UserType): readonly SettingsTab[] {
  if (usertype === 'person') return SETTINGS_TABS.person;
  if (usertype === 'supplier') return SETTINGS_TABS.supplier;
  return SETTINGS_TABS.buyer;
}
