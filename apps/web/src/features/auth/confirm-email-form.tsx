import { MSG } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';

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
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<Problem>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!/^\d{6}$/.test(value)) {
      setCodeError('Enter the 6-digit code from the email');
      return;
    }
    setCodeError(undefined);
    setBusy(true);
    setProblem(null);
    try {
      await authApi.confirmSignUp(email, value);
      onConfirmed();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'ExpiredCodeException') setProblem({ kind: 'expired' });
      else setProblem({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setProblem(null);
    try {
      const r = await authApi.resendCode(email);
      setSentTo(r.codeDeliveryDestination);
      setCode('');
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
        <Field label="Confirmation code" error={codeError}>
          {(a) => (
            <Input
              {...a}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              className="tracking-[0.3em]"
            />
          )}
        </Field>
        <Button type="submit" className="w-full" size="lg" loading={busy}>
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
