import { TEAM_MSG } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { serverErrors } from '../suppliers/server-errors';
import { EMPTY_MEMBER, MEMBER_FIELD_OF, type MemberFormValues, memberBody, memberFormSchema } from './member-form';
import { type TeamScope, useAddMember } from './team-api';

type AddMemberDialogProps = { open: boolean; onClose: () => void; scope: TeamScope; teamName: string };

const FORM_ID = 'add-member-form';

/**
 * Add Team Member: the email gets an invitation, whether or not it has an account, and joins when it accepts.
 * 'User already assigned' (already in this team) and other refusals are shown in red in the dialog.
 */
export function AddMemberDialog({ open, onClose, scope, teamName }: AddMemberDialogProps) {
  const add = useAddMember(scope);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<MemberFormValues>({
    resolver: zodResolver(memberFormSchema),
    defaultValues: EMPTY_MEMBER,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!open) return;
    setFormError(null);
    reset(EMPTY_MEMBER);
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await add.mutateAsync(memberBody(values));
    } catch (err) {
      // 'User already assigned' (409) and 'No User found' (404) belong to the email.
      const { fields, form } = serverErrors(err, MEMBER_FIELD_OF, {
        conflictField: 'email',
        notFoundField: 'email',
        fallback: 'The team member could not be added. Please try again.',
      });
      for (const [name, message] of Object.entries(fields)) {
        setError(name as keyof MemberFormValues, { message }, { shouldFocus: true });
      }
      if (form) setFormError(form);
      return;
    }
    toast.success(TEAM_MSG.invitationSent, {
      description: `${values.email.trim()} joins ${teamName} after accepting the invitation mailed to them.`,
    });
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add Team Member"
      description={`Invite someone to ${teamName}. They get an email and join the team when they accept it.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSubmitting}>
            Send invitation
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Field label="Email" error={errors.email?.message}>
          {(a) => <Input {...a} type="email" autoComplete="off" data-autofocus {...register('email')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name (optional)" error={errors.firstName?.message}>
            {(a) => <Input {...a} autoComplete="off" {...register('firstName')} />}
          </Field>
          <Field label="Last name (optional)" error={errors.lastName?.message}>
            {(a) => <Input {...a} autoComplete="off" {...register('lastName')} />}
          </Field>
        </div>
      </form>
    </Dialog>
  );
}
