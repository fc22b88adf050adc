import type { TeamMember } from '@app/contracts';
import { useEffect } from 'react';
import { Alert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { type TeamScope, useRemoveMember } from './team-api';

type RemoveMemberDialogProps = {
  member: TeamMember | null;
  scope: TeamScope;
  teamName: string;
  isSelf: boolean;
  onClose: () => void;
};

export function memberName(m: Pick<TeamMember, 'firstName' | 'lastName' | 'email'>): string {
  return `${m.firstName} ${m.lastName}`.trim() || m.email;
}

/** Asks before a member is removed; a refusal ('A team needs at least one member') is shown in red. */
export function RemoveMemberDialog({ member, scope, teamName, isSelf, onClose }: RemoveMemberDialogProps) {
  const remove = useRemoveMember(scope);
  const { reset } = remove;
  useEffect(() => {
    if (member) reset();
  }, [member, reset]);
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.email, {
      onSuccess: () => {
        toast.success(`${memberName(member)} removed from the team`);
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={member !== null}
      title="Remove team member?"
      description={
        member
          ? isSelf
            ? `You will lose access to ${teamName}; only your Settings will remain.`
            : `${memberName(member)} (${member.email}) will no longer have access to ${teamName}.`
          : undefined
      }
      confirmLabel="Remove"
      destructive
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {remove.isError ? <Alert tone="error">{errorMessage(remove.error)}</Alert> : null}
    </ConfirmDialog>
  );
}
