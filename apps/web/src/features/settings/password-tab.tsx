import { MSG, passwordProblems } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api';
import { PasswordChecklist } from '../auth/password-checklist';
import { changePassword } from './settings-api';
import { SettingsPanel } from './settings-panel';

const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, MSG.passwordEmpty),
    newPassword: z.string().refine((p) => passwordProblems(p).length === 0, MSG.passwordRules),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsDoNotMatch });
type PasswordValues = z.infer<typeof passwordSchema>;

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password: current, new and confirmation. */
export function PasswordTab() {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, reset, setError, formState } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await changePassword(v.currentPassword, v.newPassword);
      reset(empty);
      toast.success('Password changed', { description: 'You have been signed out everywhere else.' });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'NotAuthorizedException') {
        setError('currentPassword', { message: err.message });
      } else if (err instanceof ApiError && err.code === 'InvalidPasswordException') {
        setError('newPassword', { message: err.message });
      } else {
        setFailure(err instanceof Error ? err.message : String(err));
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <SettingsPanel
        title="Password"
        description="Choose a new password for signing in."
        footer={
          <Button type="submit" loading={isSubmitting}>
            Change password
          </Button>
        }
      >
        <div className="max-w-md space-y-5">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Field label="Current password" error={errors.currentPassword?.message}>
            {(a) => <Input {...a} type="password" autoComplete="current-password" {...register('currentPassword')} />}
          </Field>
          <Field
            label="New password"
            error={errors.newPassword?.message}
            hint={<PasswordChecklist password={watch('newPassword')} />}
          >
            {(a) => <Input {...a} type="password" autoComplete="new-password" {...register('newPassword')} />}
          </Field>
          <Field label="Confirm new password" error={errors.confirmPassword?.message}>
            {(a) => <Input {...a} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
          </Field>
        </div>
      </SettingsPanel>
    </form>
  );
}
