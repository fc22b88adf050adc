import { MSG, type Tokens } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { authApi, isTokens } from './auth-api';
import { AuthCard } from './auth-card';
import { signInForm } from './auth-forms';

type SignInFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSignedIn: (tokens: Tokens) => void;
  onNewPasswordRequired: (session: string) => void;
  onUnconfirmed: () => void;
  onForgotPassword: () => void;
};

export function SignInForm(props: SignInFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(signInForm),
    defaultValues: { email: props.email, password: '', remember: false },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const r = await authApi.signIn(v.email, v.password, v.remember);
      if (isTokens(r)) props.onSignedIn(r);
      else props.onNewPasswordRequired(r.session);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'UserNotConfirmedException') props.onUnconfirmed();
      else setFailure(err instanceof Error ? err.message : String(err));
    }
  });

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
        <Field label="Email" error={errors.email?.message}>
          {(a) => (
            <Input
              {...a}
              type="email"
              autoComplete="username"
              {...register('email', { onChange: (e) => props.onEmailChange(e.target.value) })}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(a) => <Input {...a} type="password" autoComplete="current-password" {...register('password')} />}
        </Field>
        <div className="flex items-center justify-between gap-3">
          <Checkbox label="Remember me" {...register('remember')} />
          <Button variant="link" onClick={props.onForgotPassword}>
            Forgot your password?
          </Button>
        </div>
        <Button type="submit" className="w-full" size="lg" loading={isSubmitting}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
