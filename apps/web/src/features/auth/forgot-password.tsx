import { LIMITS } from '@app/contracts';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';

type Step = 0 | 1 | 2;

/** Step 1 proceeds only when the email has an @ after its first character. */
export function canRequestReset(email: string): boolean {
  return email.trim().indexOf('@') > 0;
}

/** Step 2 needs a code, a new password of at least 8 characters and an equal confirmation. */
export function canResetPassword(code: string, password: string, confirm: string): boolean {
  return code.trim().length > 0 && password.length >= LIMITS.passwordMin && password === confirm;
}

/** Forgot password in three steps: email; code and new password; done. */
export function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: (email: string) => void }) {
  const [step, setStep] = useState<Step>(0);
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await fn();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = (e: FormEvent) => {
    e.preventDefault();
    if (!canRequestReset(email)) return;
    void run(async () => {
      await authApi.forgotPassword(email.trim());
      setStep(1);
    });
  };

  const reset = (e: FormEvent) => {
    e.preventDefault();
    if (!canResetPassword(code, password, confirm)) return;
    void run(async () => {
      await authApi.confirmForgotPassword(email.trim(), code.trim(), password);
      setStep(2);
    });
  };

  const back = (
    <Button variant="link" onClick={() => onBack(email)}>
      Back to login
    </Button>
  );

  if (step === 2) {
    return (
      <AuthCard title="Reset your password">
        <div className="flex flex-col items-center gap-4 text-center" role="status">
          <CircleCheck className="size-10 text-emerald-600" aria-hidden="true" />
          <p className="text-base font-medium text-gray-900">Password reset.</p>
          <Button onClick={() => onBack(email)}>Back to login</Button>
        </div>
      </AuthCard>
    );
  }

  if (step === 1) {
    return (
      <AuthCard
        title="Reset your password"
        description={`If an account uses ${email.trim()}, we emailed it a verification code.`}
        footer={back}
      >
        <form noValidate onSubmit={reset} className="space-y-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Field label="Verification code">
            {(a) => (
              <Input
                {...a}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
          </Field>
          <Field
            label="New password"
            hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character."
          >
            {(a) => (
              <Input
                {...a}
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <Field label="Confirm new password">
            {(a) => (
              <Input
                {...a}
                type="password"
                autoComplete="new-password"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" className="w-full" size="lg" loading={busy}>
            Reset password
          </Button>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email of your account and we'll send you a verification code."
      footer={back}
    >
      <form noValidate onSubmit={requestCode} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Field label="Email">
          {(a) => (
            <Input
              {...a}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="w-full" size="lg" loading={busy}>
          Send code
        </Button>
      </form>
    </AuthCard>
  );
}
