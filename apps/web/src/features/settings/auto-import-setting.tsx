import { RESTAURANT_SETTINGS_MSG, RESTAURANT_SETTINGS_ROLES, type Session } from '@app/contracts';
import { useState } from 'react';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useSaveSettings } from './settings-api';

/** Whether the user may change the restaurant's settings: a restaurant user whose team role is Owner or Admin. */
export function managesRestaurant(session: Session): boolean {
  const role = session.User.role ?? '';
  return (
    session.User.usertype === 'restaurant' &&
    session.Business !== null &&
    (RESTAURANT_SETTINGS_ROLES as readonly string[]).includes(role)
  );
}

/**
 * The restaurant's choice to import invoices without review when every line reconciles and the lines add up to the
 * printed figure; saved as soon as it is switched. Others of the team see it, switched off for them.
 */
export function AutoImportSetting({ session }: { session: Session }) {
  const save = useSaveSettings();
  const [on, setOn] = useState(session.Business?.autoImportInvoices ?? false);
  const allowed = managesRestaurant(session);

  const toggle = (next: boolean) => {
    setOn(next);
    save.mutate(
      { restaurant: { autoImportInvoices: next } },
      {
        onSuccess: () =>
          toast.success(next ? 'Invoices that check out will import automatically' : 'Every invoice waits for review'),
        onError: (err) => {
          // The switch goes back to what the server still holds.
          setOn(!next);
          toast.error(errorMessage(err));
        },
      },
    );
  };

  return (
    <section aria-labelledby="auto-import-title" className="space-y-1 border-t border-gray-100 pt-6">
      <h3 id="auto-import-title" className="text-sm font-semibold text-gray-900">
        Invoice import
      </h3>
      <Switch
        label={RESTAURANT_SETTINGS_MSG.autoImport}
        description={RESTAURANT_SETTINGS_MSG.autoImportHelp}
        checked={on}
        disabled={!allowed || save.isPending}
        onChange={toggle}
      />
      {allowed ? null : <p className="text-sm text-gray-600">{RESTAURANT_SETTINGS_MSG.notAllowed}</p>}
    </section>
  );
}
