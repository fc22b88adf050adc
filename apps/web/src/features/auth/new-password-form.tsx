import { MSG, type Tokens } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';
import { newPasswordForm } from './auth-forms';
import { PasswordChecklist } from './password-checklist';

type NewPasswordFormProps = { session: string; onSignedIn: (tokens: Tokens) => void; onBack: () => void };

/** The set-new-password screen of the NEW_PASSWORD_REQUIRED challenge. */
export function NewPasswordForm({ session, onSignedIn, onBack }: NewPasswordFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;
  // An empty password is told above the form, as the specification's alert.
  const empty = errors.password?.message === MSG.passwordEmpty;
  const alert = empty ? MSG.passwordEmpty : failure;

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      onSignedIn(await authApi.completeNewPassword(session, v.password));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
  });

  return (
    <AuthCard
      title="Set a new password"
      description="Your account needs a new password before you can continue."
      footer={
        <Button variant="link" onClick={onBack}>
          Back to sign in
        </Button>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {alert ? <Alert tone="error">{alert}</Alert> : null}
        <Field
          label="New password"
          error={empty ? undefined : errors.password?.message}
          hint={<PasswordChecklist password={watch('password')} />}
        >
          {(a) => <Input {...a} type="password" autoComplete="new-password" {...register('password')} />}
        </Field>
        <Field label="Confirm new password" error={empty ? undefined : errors.confirm?.message}>
          {(a) => <Input {...a} type="password" autoComplete="new-password" {...register('confirm')} />}
        </Field>
        <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
          Set password and sign in
        </Button>
      </form>
    </AuthCard>
  );
}
