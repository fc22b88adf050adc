import { LATE_GRACE_MINUTES, RESTAURANT_SETTINGS_MSG, type Session } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { managesRestaurant } from './auto-import-setting';
import { useSaveSettings } from './settings-api';

/** Hours as typed ("2", "1.5") to whole quarter hours in minutes, or null when out of range. */
export function graceMinutes(hours: string): number | null {
  const h = Number(hours.trim());
  if (hours.trim() === '' || !Number.isFinite(h) || h < 0 || h > 48) return null;
  const minutes = h * 60;
  return Number.isInteger(minutes) && minutes % 15 === 0 ? minutes : null;
}

/** How long after its delivery time an order not received counts as late, and the restaurant is told. */
export function LateDeliverySetting({ session }: { session: Session }) {
  const save = useSaveSettings();
  const saved = session.Business?.lateGraceMinutes ?? LATE_GRACE_MINUTES;
  const [hours, setHours] = useState(String(saved / 60));
  const [error, setError] = useState<string | undefined>();
  const allowed = managesRestaurant(session);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minutes = graceMinutes(hours);
    if (minutes === null) return setError(RESTAURANT_SETTINGS_MSG.lateGraceRange);
    setError(undefined);
    save.mutate(
      { restaurant: { lateGraceMinutes: minutes } },
      {
        onSuccess: () => toast.success('Late delivery setting saved'),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  };

  return (
    <section aria-labelledby="late-delivery-title" className="space-y-2 border-t border-gray-100 pt-6">
      <h3 id="late-delivery-title" className="text-sm font-semibold text-gray-900">
        Late deliveries
      </h3>
      <p className="text-sm text-gray-600">{RESTAURANT_SETTINGS_MSG.lateGraceHelp}</p>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        <Field label={RESTAURANT_SETTINGS_MSG.lateGrace} error={error} className="w-56">
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="decimal"
              min={0}
              max={48}
              step={0.25}
              value={hours}
              disabled={!allowed}
              onChange={(e) => setHours(e.target.value)}
            />
          )}
        </Field>
        {allowed ? (
          <Button type="submit" variant="secondary" loading={save.isPending} className="mt-6">
            Save
          </Button>
        ) : null}
      </form>
    </section>
  );
}
