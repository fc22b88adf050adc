import { LATE_GRACE_MINUTES, RESTAURANT_SETTINGS_MSG, restaurantSettingsBody, type Session } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { managesRestaurant } from './auto-import-setting';
import { useSaveSettings } from './settings-api';

/** Hours as typed ("2", "1.5"): whole quarter hours from 0 to 48, sent as minutes by the contract's rule. */
export const lateGraceForm = z
  .object({
    hours: z
      .string()
      .trim()
      .min(1, RESTAURANT_SETTINGS_MSG.lateGraceRange)
      .transform((h) => Number(h) * 60)
      .pipe(restaurantSettingsBody.shape.lateGraceMinutes.unwrap()),
  })
  .transform((v) => ({ lateGraceMinutes: v.hours }));

/** How long after its delivery time an order not received counts as late, and the restaurant is told. */
export function LateDeliverySetting({ session }: { session: Session }) {
  const save = useSaveSettings();
  const saved = session.Business?.lateGraceMinutes ?? LATE_GRACE_MINUTES;
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(lateGraceForm),
    defaultValues: { hours: String(saved / 60) },
  });
  const allowed = managesRestaurant(session);

  const submit = handleSubmit((restaurant) =>
    save.mutate(
      { restaurant },
      {
        onSuccess: () => toast.success('Late delivery setting saved'),
        onError: (err) => toast.error(errorMessage(err)),
      },
    ),
  );

  return (
    <section aria-labelledby="late-delivery-title" className="space-y-2 border-t border-gray-100 pt-6">
      <h3 id="late-delivery-title" className="text-sm font-semibold text-gray-900">
        Late deliveries
      </h3>
      <p className="text-sm text-gray-600">{RESTAURANT_SETTINGS_MSG.lateGraceHelp}</p>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        <Field label={RESTAURANT_SETTINGS_MSG.lateGrace} error={formState.errors.hours?.message} className="w-56">
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="decimal"
              min={0}
              max={48}
              step={0.25}
              disabled={!allowed}
              {...register('hours')}
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
