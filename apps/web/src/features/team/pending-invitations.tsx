import type { TeamInvitation } from '@app/contracts';
import { X } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { type TeamScope, useCancelInvitation } from './team-api';

type PendingInvitationsProps = { scope: TeamScope; invitations: TeamInvitation[] };

/** Invitations sent and not yet accepted: whoever was invited joins only by accepting. Each can be cancelled. */
export function PendingInvitations({ scope, invitations }: PendingInvitationsProps) {
  const cancel = useCancelInvitation(scope);
  if (invitations.length === 0) return null;
  const onCancel = (inv: TeamInvitation) =>
    cancel.mutate(inv.id, {
      onSuccess: () => toast.success('Invitation cancelled', { description: inv.email }),
    });
  return (
    <section aria-labelledby="pending-invitations" className="mt-6">
      <h3 id="pending-invitations" className="text-sm font-semibold text-gray-900">
        Pending invitations
      </h3>
      <p className="mt-0.5 text-sm text-gray-600">They join the team when they accept the invitation mailed to them.</p>
      {cancel.isError ? (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(cancel.error)}</Alert>
        </div>
      ) : null}
      <ul aria-label="Pending invitations" className="mt-3 divide-y divide-gray-100 rounded-xl border border-gray-200">
        {invitations.map((inv) => {
          const name = `${inv.firstName} ${inv.lastName}`.trim();
          return (
            <li key={inv.id} className="flex items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="break-all font-medium text-gray-900">{inv.email}</p>
                <p className="text-xs text-gray-500">
                  {name ? `${name} · ` : ''}Invited {formatDate(inv.invitedAt)} · valid until{' '}
                  {formatDate(inv.expiresAt)}
                </p>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="text-gray-600 hover:text-red-700"
                onClick={() => onCancel(inv)}
                disabled={cancel.isPending}
                aria-label={`Cancel the invitation of ${inv.email}`}
              >
                <X className="-ml-1 size-4" aria-hidden="true" />
                Cancel
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
