import type { Session, UserSettings } from '@app/contracts';
import { useState } from 'react';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/toast';
import { useSaveSettings } from './settings-api';
import { SettingsPanel } from './settings-panel';

type Toggles = Pick<UserSettings, 'notifyNewOrders' | 'notifySavings'>;

/** Notifications: New Orders and savings alerts, saved as soon as they are switched. */
export function NotificationsTab({ session }: { session: Session }) {
  const save = useSaveSettings();
  const [values, setValues] = useState({
    notifyNewOrders: session.User.notifyNewOrders,
    notifySavings: session.User.notifySavings,
  });

  const toggle = (key: keyof Toggles, on: boolean) => {
    const previous = values;
    setValues({ ...values, [key]: on });
    save.mutate(
      { [key]: on },
      {
        onSuccess: () => toast.success('Notification settings saved'),
        // The switch goes back to what the server still holds.
        onError: () => setValues(previous),
      },
    );
  };

  return (
    <SettingsPanel title="Notifications" description="Choose which emails you receive.">
      <div className="divide-y divide-gray-100">
        <Switch
          label="New Orders"
          description="Email me when an order is placed or its status changes."
          checked={values.notifyNewOrders}
          onChange={(on) => toggle('notifyNewOrders', on)}
        />
        <Switch
          label="Savings alerts"
          description="Email me when an item I buy is cheaper from another supplier."
          checked={values.notifySavings}
          onChange={(on) => toggle('notifySavings', on)}
        />
      </div>
    </SettingsPanel>
  );
}
