import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { SettingsPanel } from '../settings/settings-panel';
import { serverErrors } from '../suppliers/server-errors';
import { AlternateNamesInput } from './alternate-names-input';
import { type SupplierProfile, useSaveSupplierProfile, useSupplierProfile } from './supplier-profile-api';
import {
  EMPTY_PROFILE,
  PROFILE_FIELD_OF,
  type ProfileFormValues,
  profileBody,
  profileFormFrom,
  profileFormSchema,
} from './supplier-profile-form';

/** Settings → Supplier: the supplier's profile, including where orders are emailed and its alternate names. */
export function SupplierProfileTab() {
  const profile = useSupplierProfile();
  if (profile.isPending) return <PageSpinner label="Loading your supplier profile" />;
  if (profile.isError || !profile.data) {
    return (
      <Alert tone="error" title="Your supplier profile could not be loaded">
        {profile.isError ? errorMessage(profile.error) : 'This account manages no supplier.'}
      </Alert>
    );
  }
  return <ProfileForm profile={profile.data} />;
}

const FORM_ID = 'supplier-profile-form';

function ProfileForm({ profile }: { profile: SupplierProfile }) {
  const save = useSaveSupplierProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: EMPTY_PROFILE,
  });
  const { errors, isSubmitting, isDirty } = formState;
  const name = useWatch({ control, name: 'name' });

  useEffect(() => reset(profileFormFrom(profile)), [profile, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(profileBody(values));
      toast.success('Supplier profile saved');
    } catch (err) {
      const { fields, form } = serverErrors(err, PROFILE_FIELD_OF, {
        fallback: 'Your profile could not be saved. Please try again.',
      });
      for (const [field, message] of Object.entries(fields)) {
        setError(field as keyof ProfileFormValues, { message }, { shouldFocus: true });
      }
      if (form) setFormError(form);
    }
  });

  return (
    <SettingsPanel
      title="Supplier"
      description="How restaurants see your business, and where new orders are emailed."
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => reset(profileFormFrom(profile))}
            disabled={!isDirty || isSubmitting}
          >
            Discard changes
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Supplier name" error={errors.name?.message}>
            {(a) => <Input {...a} autoComplete="organization" {...register('name')} />}
          </Field>
          <Field label="Email for receiving orders" error={errors.orderEmail?.message}>
            {(a) => <Input {...a} type="email" autoComplete="email" {...register('orderEmail')} />}
          </Field>
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="alternateNames"
              render={({ field }) => (
                <AlternateNamesInput value={field.value} onChange={field.onChange} ownName={name} />
              )}
            />
            {errors.alternateNames ? (
              <p className="mt-1.5 text-sm text-red-600">{errors.alternateNames.message}</p>
            ) : null}
          </div>
          <Field label="Address" error={errors.address1?.message} className="sm:col-span-2">
            {(a) => <Input {...a} autoComplete="street-address" {...register('address1')} />}
          </Field>
          <Field label="City" error={errors.city?.message}>
            {(a) => <Input {...a} autoComplete="address-level2" {...register('city')} />}
          </Field>
          <Field label="State / Province" error={errors.state?.message}>
            {(a) => <Input {...a} autoComplete="address-level1" {...register('state')} />}
          </Field>
          <Field label="Postal code" error={errors.postalCode?.message}>
            {(a) => <Input {...a} autoComplete="postal-code" {...register('postalCode')} />}
          </Field>
          <Field label="Phone" error={errors.phone?.message}>
            {(a) => <Input {...a} type="tel" autoComplete="tel" {...register('phone')} />}
          </Field>
          <Field label="Website" error={errors.website?.message} className="sm:col-span-2">
            {(a) => <Input {...a} type="url" autoComplete="url" placeholder="https://" {...register('website')} />}
          </Field>
          <Field label="About" hint="Optional" error={errors.about?.message} className="sm:col-span-2">
            {(a) => <Textarea {...a} rows={3} {...register('about')} />}
          </Field>
        </div>
      </form>
    </SettingsPanel>
  );
}
