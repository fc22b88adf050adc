import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { SettingsPanel } from '../settings/settings-panel';
import { invitedPath } from './invitation-card';
import { useAcceptInvitation, useMyInvitations } from './team-api';

/** Invitations to teams waiting for the signed-in account; nothing when there are none. */
export function MyInvitations() {
  const mine = useMyInvitations();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const invitations = mine.data?.invitations ?? [];
  const vars = accept.variables;
  const accepting = vars && 'invitationId' in vars ? vars.invitationId : undefined;
  if (invitations.length === 0) return null;
  return (
    <div className="mb-6">
      <SettingsPanel title="Invitations" description="You join a team only when you accept its invitation.">
        {accept.isError ? (
          <div className="mb-3">
            <Alert tone="error">{errorMessage(accept.error)}</Alert>
          </div>
        ) : null}
        <ul aria-label="Invitations" className="divide-y divide-gray-100">
          {invitations.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-3 py-2 first:pt-0 last:pb-0">
              <p className="text-sm text-gray-800">
                <strong>{inv.teamName}</strong> invited you to join their team.
              </p>
              <Button
                size="sm"
                loading={accept.isPending && accepting === inv.id}
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(
                    { invitationId: inv.id },
                    { onSuccess: (r) => navigate(invitedPath(r.businessName), { replace: true }) },
                  )
                }
              >
                Join {inv.teamName}
              </Button>
            </li>
          ))}
        </ul>
      </SettingsPanel>
    </div>
  );
}
