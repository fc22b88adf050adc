import { MSG, passwordProblems } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { authApi, isTokens, startSession } from '../auth/auth-api';
import { AuthCard } from '../auth/auth-card';
import { PasswordChecklist } from '../auth/password-checklist';
import { useAcceptInvitation, useInvitation } from './team-api';

const newAccountSchema = z
  .object({
    firstName: z.string().trim().min(1, MSG.firstName).max(100),
    lastName: z.string().trim().min(1, MSG.lastName).max(100),
    password: z.string().refine((p) => passwordProblems(p).length === 0, MSG.passwordRules),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsDoNotMatch });
type NewAccountValues = z.infer<typeof newAccountSchema>;

/** Where an accepted invitation lands: spec 2.1's /invite congratulation and countdown. */
export const invitedPath = (businessName: string) =>
  `/invite?${new URLSearchParams({ businessName, InviteStatus: 'success' })}`;

/**
 * /invite?token=…: the page of the link mailed with an invitation. An account accepts with one button; an email
 * without an account chooses its name and password, is signed in and joins at once.
 */
export function InvitationCard({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const form = useForm<NewAccountValues>({
    resolver: zodResolver(newAccountSchema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
  });
  const password = form.watch('password');

  if (invitation.isPending) return <PageSpinner label="Loading the invitation" />;
  if (invitation.isError) {
    return (
      <AuthCard title="Invitation" footer={<Link to="/login">Go to sign in</Link>}>
        <Alert tone="error">{errorMessage(invitation.error)}</Alert>
      </AuthCard>
    );
  }
  const { teamName, email, accountExists } = invitation.data;

  const acceptExisting = () =>
    accept.mutate({ token }, { onSuccess: (r) => navigate(invitedPath(r.businessName), { replace: true }) });

  const createAndJoin = form.handleSubmit(async (v) => {
    try {
      const r = await accept.mutateAsync({ token, firstName: v.firstName, lastName: v.lastName, password: v.password });
      const signIn = await authApi.signIn(r.email, v.password, false);
      if (isTokens(signIn)) startSession(signIn);
      navigate(invitedPath(r.businessName), { replace: true });
    } catch {
      // The error is shown from the mutation's state.
    }
  });

  return (
    <AuthCard
      title={`Join ${teamName}`}
      description={
        <>
          You are invited to join the team of <strong>{teamName}</strong> as <strong>{email}</strong>.
        </>
      }
    >
      <div className="space-y-4">
        {accept.isError ? <Alert tone="error">{errorMessage(accept.error)}</Alert> : null}
        {accountExists ? (
          <Button className="w-full" size="lg" loading={accept.isPending} onClick={acceptExisting}>
            Accept invitation
          </Button>
        ) : (
          <form noValidate onSubmit={createAndJoin} className="space-y-4">
            <p className="text-sm text-gray-600">Create your account to join.</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First name" error={form.formState.errors.firstName?.message}>
                {(a) => <Input {...a} autoComplete="given-name" {...form.register('firstName')} />}
              </Field>
              <Field label="Last name" error={form.formState.errors.lastName?.message}>
                {(a) => <Input {...a} autoComplete="family-name" {...form.register('lastName')} />}
              </Field>
            </div>
            <Field
              label="Password"
              error={form.formState.errors.password?.message}
              hint={<PasswordChecklist password={password} />}
            >
              {(a) => <Input {...a} type="password" autoComplete="new-password" {...form.register('password')} />}
            </Field>
            <Field label="Confirm password" error={form.formState.errors.confirmPassword?.message}>
              {(a) => (
                <Input {...a} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
              )}
            </Field>
            <Button type="submit" className="w-full" size="lg" loading={form.formState.isSubmitting}>
              Create account and join
            </Button>
          </form>
        )}
      </div>
    </AuthCard>
  );
}
