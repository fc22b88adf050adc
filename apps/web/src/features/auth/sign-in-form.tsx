import { MSG, type Tokens } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { authApi, isTokens } from './auth-api';
import { AuthCard } from './auth-card';

type SignInFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: (tokens: Tokens) => void;
  onNewPasswordRequired: (session: string) => void;
  onUnconfirmed: () => void;
  onForgotPassword: () => void;
};

export function SignInForm(props: SignInFormProps) {
  const { email, onEmailChange } = props;
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      email: email.trim() ? undefined : MSG.email,
      password: password ? undefined : MSG.passwordEmpty,
    };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    setFailure(null);
    try {
      const r = await authApi.signIn(email.trim(), password, remember);
      if (isTokens(r)) props.onSignedIn(r);
      else props.onNewPasswordRequired(r.session);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'UserNotConfirmedException') props.onUnconfirmed();
      else setFailure(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to order from your suppliers."
      footer={
        <>
          New here?{' '}
          <Link to="/register" className="font-medium text-emerald-700 hover:underline">
            Create an account
          </Link>
          <p className="mt-4 text-xs text-gray-500">
            <Link to="/Privacy#terms" className="hover:text-gray-800 hover:underline">
              Terms of service
            </Link>
            <span aria-hidden="true"> · </span>
            <Link to="/Privacy" className="hover:text-gray-800 hover:underline">
              Privacy policy
            </Link>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure ? (
          <Alert tone="error">
            {MSG.loginError} {failure}
          </Alert>
        ) : null}
        <Field label="Email" error={errors.email}>
          {(a) => (
            <Input
              {...a}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => onEmailChange(e.target.value)}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password}>
          {(a) => (
            <Input
              {...a}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <div className="flex items-center justify-between gap-3">
          <Checkbox label="Remember me" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <Button variant="link" onClick={props.onForgotPassword}>
            Forgot your password?
          </Button>
        </div>
        <Button type="submit" className="w-full" size="lg" loading={busy}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
