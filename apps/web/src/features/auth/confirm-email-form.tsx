import { MSG } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';
import { confirmCodeForm } from './auth-forms';

type ConfirmEmailFormProps = {
  email: string;
  /** Shown above the form, e.g. the onboarding note after registration. */
  notice?: string;
  onConfirmed: () => void;
  onBack: () => void;
};

type Problem = { kind: 'expired' } | { kind: 'error'; message: string } | null;

/** The confirm-email screen: disabled email field, the emailed code, Confirm code; resend when needed. */
export function ConfirmEmailForm({ email, notice, onConfirmed, onBack }: ConfirmEmailFormProps) {
  const [problem, setProblem] = useState<Problem>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, setValue, formState } = useForm({
    resolver: zodResolver(confirmCodeForm),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await authApi.confirmSignUp(email, code);
      onConfirmed();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'ExpiredCodeException') setProblem({ kind: 'expired' });
      else setProblem({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  });

  const resend = async () => {
    setResending(true);
    setProblem(null);
    try {
      const r = await authApi.resendCode(email);
      setSentTo(r.codeDeliveryDestination);
      setValue('code', '');
    } catch (err) {
      setProblem({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title="Confirm your email"
      description="We emailed you a 6-digit confirmation code. Enter it below to activate your account."
      footer={
        <Button variant="link" onClick={onBack}>
          Back to sign in
        </Button>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {problem?.kind === 'expired' ? (
          <div
            role="alert"
            className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p className="font-medium">{MSG.codeExpired}</p>
            <Button variant="secondary" size="sm" onClick={resend} loading={resending}>
              Resend New code
            </Button>
          </div>
        ) : null}
        {problem?.kind === 'error' ? <Alert tone="error">{problem.message}</Alert> : null}
        {sentTo ? <Alert tone="success">A new code was sent to {sentTo}.</Alert> : null}
        <Field label="Email">{(a) => <Input {...a} type="email" value={email} disabled readOnly />}</Field>
        <Field label="Confirmation code" error={errors.code?.message}>
          {(a) => (
            <Controller
              control={control}
              name="code"
              render={({ field }) => (
                <Input
                  {...a}
                  {...field}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
                  className="tracking-[0.3em]"
                />
              )}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
          Confirm code
        </Button>
        {problem?.kind === 'expired' ? null : (
          <p className="text-center text-sm text-gray-600">
            Didn't get the email?{' '}
            <Button variant="link" onClick={resend} disabled={resending}>
              Resend code
            </Button>
          </p>
        )}
      </form>
    </AuthCard>
  );
}
