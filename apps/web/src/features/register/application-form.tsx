import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { startSession } from '../auth/auth-api';
import { ConfirmEmailForm } from '../auth/confirm-email-form';
import { PasswordChecklist } from '../auth/password-checklist';
import {
  type ApplicationMode,
  type ApplicationValues,
  applicationSchema,
  emptyApplication,
  type Role,
} from './application';
import { ProfileSection } from './profile-section';
import { type ApplicationOutcome, finishAfterConfirm, submitApplication } from './submit-application';

type ApplicationFormProps = { mode: ApplicationMode; roles: Role[] };

/** The application form: Employee profile plus the Restaurant or Supplier profile the wizard opened. */
export function ApplicationForm({ mode, roles }: ApplicationFormProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Extract<ApplicationOutcome, { kind: 'confirmFirst' }> | null>(null);
  const resolver = useMemo(() => zodResolver(applicationSchema(mode)), [mode]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationValues>({ resolver, defaultValues: emptyApplication, mode: 'onTouched' });
  const password = watch('password');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const outcome = await submitApplication(values, mode, roles);
      if (outcome.kind === 'confirm')
        navigate('/login', {
          state: { confirmEmail: outcome.email, registered: true, pendingClaim: outcome.pendingClaim },
        });
      else if (outcome.kind === 'signedIn') {
        startSession(outcome.tokens);
        navigate('/');
      } else setConfirming(outcome);
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
  });

  if (confirming) {
    // The email's account exists and the password is its own, but the email was never confirmed.
    return (
      <ConfirmEmailForm
        email={confirming.email}
        notice="An account with this email exists but its email is not confirmed yet. Enter the code we emailed you (or ask for a new one) to finish your application."
        onConfirmed={async () => {
          try {
            const done = await finishAfterConfirm(confirming.email, confirming.password, confirming.registration);
            startSession(done.tokens);
            navigate('/');
          } catch (err) {
            setConfirming(null);
            setFailure(err instanceof Error ? err.message : String(err));
          }
        }}
        onBack={() => setConfirming(null)}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-8 rounded-xl border border-gray-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <section aria-labelledby="employee-profile" className="space-y-4">
        <h3 id="employee-profile" className="text-base font-semibold text-gray-900">
          Employee profile
        </h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" required error={errors.firstName?.message}>
            {(a) => <Input {...a} autoComplete="given-name" {...register('firstName')} />}
          </Field>
          <Field label="Last name" required error={errors.lastName?.message}>
            {(a) => <Input {...a} autoComplete="family-name" {...register('lastName')} />}
          </Field>
          <Field label="Email" required error={errors.email?.message}>
            {(a) => <Input {...a} type="email" autoComplete="email" {...register('email')} />}
          </Field>
          <Field label="Phone" required error={errors.phone?.message}>
            {(a) => <Input {...a} type="tel" autoComplete="tel" placeholder="(416) 555-0123" {...register('phone')} />}
          </Field>
          <Field
            label="Password"
            required
            error={errors.password?.message}
            hint={<PasswordChecklist password={password} />}
          >
            {(a) => <Input {...a} type="password" autoComplete="new-password" {...register('password')} />}
          </Field>
          <Field label="Confirm password" required error={errors.confirmPassword?.message}>
            {(a) => <Input {...a} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
          </Field>
        </div>
      </section>
      {mode === 'restaurant' ? <ProfileSection section="restaurant" register={register} errors={errors} /> : null}
      {mode === 'supplier' ? <ProfileSection section="supplier" register={register} errors={errors} /> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={() => navigate('/login')}>
          Cancel
        </Button>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {mode === 'supplier' ? 'Complete supplier application' : 'Complete resturant application'}
        </Button>
      </div>
    </form>
  );
}
