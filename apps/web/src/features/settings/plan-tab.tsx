import { Switch } from '../../components/ui/switch';
import { PlanCard } from '../plan/plan-card';
import { SettingsPanel } from './settings-panel';

/** Plan: the trial and monthly plan, and the marketplace preference (disabled). */
export function PlanTab() {
  return (
    <div className="space-y-6">
      <PlanCard className="max-w-xl" />
      <SettingsPanel title="Marketplace">
        <Switch
          label="List my business in the marketplace"
          description="This preference is not available yet."
          checked={false}
          onChange={() => undefined}
          disabled
        />
      </SettingsPanel>
    </div>
  );
}
