import type { ComponentType } from 'react';
import { DeliveryAreaTab } from '../supplier-settings/delivery-area-tab';
import { SupplierProfileTab } from '../supplier-settings/supplier-profile-tab';
import { TeamTab } from '../team/team-tab';
import { SettingsPanel } from './settings-panel';

/** Tabs whose contents live in their own feature folders. */
const FEATURE_TABS: Record<string, ComponentType> = {
  'Team Members': TeamTab,
  Supplier: SupplierProfileTab,
  DeliveryArea: DeliveryAreaTab,
};

const TEXT: Record<string, string> = {
  Billing:
    'Billing details are not available here yet. Your customer service representative can help with invoices and payment.',
};

/** The tabs the settings page does not render itself: a feature's tab, or an honest note instead of made-up data. */
export function PlaceholderTab({ tab }: { tab: string }) {
  const Feature = FEATURE_TABS[tab];
  if (Feature) return <Feature />;
  return (
    <SettingsPanel title={tab}>
      <p className="text-sm text-gray-600">{TEXT[tab] ?? 'Not available yet.'}</p>
    </SettingsPanel>
  );
}
