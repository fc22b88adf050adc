import { MSG, type Tokens } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';
import { isStrongPassword, PasswordChecklist } from './password-checklist';

type NewPasswordFormProps = { session: string; onSignedIn: (tokens: Tokens) => void; onBack: () => void };

/** The set-new-password screen of the NEW_PASSWORD_REQUIRED challenge. */
export function NewPasswordForm({ session, onSignedIn, onBack }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setAlert(MSG.passwordEmpty);
      return;
    }
    const next = {
      password: isStrongPassword(password) ? undefined : MSG.passwordRules,
      confirm: confirm === password ? undefined : MSG.passwordsDoNotMatch,
    };
    setErrors(next);
    setAlert(null);
    if (next.password || next.confirm) return;
    setBusy(true);
    try {
      onSignedIn(await authApi.completeNewPassword(session, password));
    } catch (err) {
      setAlert(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

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
        <Field label="New password" error={errors.password} hint={<PasswordChecklist password={password} />}>
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
        <Field label="Confirm new password" error={errors.confirm}>
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
          Set password and sign in
        </Button>
      </form>
    </AuthCard>
  );
}
