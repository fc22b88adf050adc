import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';
import { resetPasswordForm, resetRequestForm } from './auth-forms';

type Step = 0 | 1 | 2;

/** Forgot password in three steps: email; code and new password; done. */
export function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: (email: string) => void }) {
  const [step, setStep] = useState<Step>(0);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useForm({ resolver: zodResolver(resetRequestForm), defaultValues: { email: initialEmail } });
  const reset = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { code: '', password: '', confirm: '' },
  });
  const email = request.watch('email').trim();

  const run = async (fn: () => Promise<void>) => {
    setFailure(null);
    try {
      await fn();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : String(err));
    }
  };

  const requestCode = request.handleSubmit((v) =>
    run(async () => {
      await authApi.forgotPassword(v.email);
      setStep(1);
    }),
  );

  const resetPassword = reset.handleSubmit((v) =>
    run(async () => {
      await authApi.confirmForgotPassword(email, v.code, v.password);
      setStep(2);
    }),
  );

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
    const { errors } = reset.formState;
    return (
      <AuthCard
        title="Reset your password"
        description={`If an account uses ${email}, we emailed it a verification code.`}
        footer={back}
      >
        <form noValidate onSubmit={resetPassword} className="space-y-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Field label="Verification code" error={errors.code?.message}>
            {(a) => <Input {...a} inputMode="numeric" autoComplete="one-time-code" {...reset.register('code')} />}
          </Field>
          <Field
            label="New password"
            error={errors.password?.message}
            hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character."
          >
            {(a) => <Input {...a} type="password" autoComplete="new-password" {...reset.register('password')} />}
          </Field>
          <Field label="Confirm new password" error={errors.confirm?.message}>
            {(a) => <Input {...a} type="password" autoComplete="new-password" {...reset.register('confirm')} />}
          </Field>
          <Button type="submit" className="w-full" size="lg" loading={reset.formState.isSubmitting}>
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
        <Field label="Email" error={request.formState.errors.email?.message}>
          {(a) => <Input {...a} type="email" autoComplete="username" {...request.register('email')} />}
        </Field>
        <Button type="submit" className="w-full" size="lg" loading={request.formState.isSubmitting}>
          Send code
        </Button>
      </form>
    </AuthCard>
  );
}
