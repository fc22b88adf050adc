import { DATE_FORMATS, type Session, userSettingsBody } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { browserTimezone, type DateFormat } from '../../lib/settings-store';
import { useSaveSettings } from './settings-api';
import { SettingsPanel } from './settings-panel';

const generalSchema = userSettingsBody
  .pick({
    firstName: true,
    lastName: true,
    jobTitle: true,
    language: true,
    dateFormat: true,
    timezone: true,
    autoTimezone: true,
  })
  .required();
type GeneralValues = z.input<typeof generalSchema>;
type GeneralOutput = z.output<typeof generalSchema>;

function timezones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}

function valuesOf(user: Session['User']): GeneralValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    jobTitle: user.jobTitle,
    language: 'en',
    dateFormat: (DATE_FORMATS as readonly string[]).includes(user.dateFormat)
      ? (user.dateFormat as DateFormat)
      : 'YYYY-MM-DD',
    timezone: user.timezone || browserTimezone(),
    autoTimezone: user.autoTimezone,
  };
}

/** General: name, email (read-only), job title, language, date format and the automatic time zone toggle. */
export function GeneralTab({ session }: { session: Session }) {
  const save = useSaveSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, reset, formState } = useForm<GeneralValues, unknown, GeneralOutput>({
    resolver: zodResolver(generalSchema),
    defaultValues: valuesOf(session.User),
  });
  const { errors, isDirty } = formState;
  const autoTimezone = watch('autoTimezone');
  const timezone = watch('timezone');
  const dateFormat = watch('dateFormat');
  const zones = useMemo(() => timezones(timezone), [timezone]);

  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const next = await save.mutateAsync({ ...v, timezone: v.autoTimezone ? browserTimezone() : v.timezone });
      reset(valuesOf(next.User));
      toast.success('Settings saved');
    } catch (err) {
      // Validation answers are shown; other failures are only logged (spec 8).
      if (err instanceof ApiError && err.code === 'VALIDATION') setFailure(err.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <SettingsPanel
        title="General"
        description="Your name and how dates and times are shown to you."
        footer={
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            Save changes
          </Button>
        }
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {failure ? (
            <div className="sm:col-span-2">
              <Alert tone="error">{failure}</Alert>
            </div>
          ) : null}
          <Field label="First name" error={errors.firstName?.message}>
            {(a) => <Input {...a} autoComplete="given-name" {...register('firstName')} />}
          </Field>
          <Field label="Last name" error={errors.lastName?.message}>
            {(a) => <Input {...a} autoComplete="family-name" {...register('lastName')} />}
          </Field>
          <Field label="Email" hint="Your email is your sign-in name and cannot be changed here.">
            {(a) => <Input {...a} type="email" value={session.User.email} readOnly />}
          </Field>
          <Field label="Job title" error={errors.jobTitle?.message}>
            {(a) => <Input {...a} autoComplete="organization-title" {...register('jobTitle')} />}
          </Field>
          <Field label="Language">
            {(a) => (
              <Select {...a} {...register('language')}>
                <option value="en">English</option>
              </Select>
            )}
          </Field>
          <Field
            label="Date format"
            hint={`Today is shown as ${formatDate(new Date(), dateFormat as DateFormat)}`}
            error={errors.dateFormat?.message}
          >
            {(a) => (
              <Select {...a} {...register('dateFormat')}>
                {DATE_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="autoTimezone"
              render={({ field }) => (
                <Switch
                  label="Set time zone automatically"
                  description={`Uses your browser's time zone (${browserTimezone()}).`}
                  checked={Boolean(field.value)}
                  onChange={field.onChange}
                />
              )}
            />
          </div>
          {autoTimezone ? null : (
            <Field label="Time zone" error={errors.timezone?.message}>
              {(a) => (
                <Select {...a} {...register('timezone')}>
                  {zones.map((z) => (
                    <option key={z} value={z}>
                      {z.replace(/_/g, ' ')}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        </div>
      </SettingsPanel>
    </form>
  );
}
