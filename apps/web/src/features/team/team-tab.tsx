import type { TeamMember } from '@app/contracts';
import { Trash2, UserPlus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { type DataColumn, DataTable } from '../../components/ui/data-table';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { RestaurantPicker } from '../admin/restaurant-picker';
import { SettingsPanel } from '../settings/settings-panel';
import { AddMemberDialog } from './add-member-dialog';
import { PendingInvitations } from './pending-invitations';
import { memberName, RemoveMemberDialog } from './remove-member-dialog';
import { type TeamScope, useTeamMembers } from './team-api';

/** Settings → Team Members (spec 2.5). Admins first pick the restaurant whose team they manage. */
export function TeamTab() {
  const { data: session } = useSession();
  const [picked, setPicked] = useState<{ id: number; name: string } | null>(null);
  if (!session) return <PageSpinner />;
  if (session.User.usertype === 'admin') {
    return (
      <div className="space-y-4">
        <SettingsPanel title="Team Members" description="Choose the restaurant whose team you want to manage.">
          <RestaurantPicker onPick={setPicked} className="max-w-md" />
        </SettingsPanel>
        {picked ? (
          <TeamMembers
            key={picked.id}
            scope={{ businessId: picked.id }}
            teamName={picked.name}
            me={session.User.email}
          />
        ) : null}
      </div>
    );
  }
  const teamName = session.Supplier?.name ?? session.Business?.name ?? 'your team';
  return <TeamMembers scope={{}} teamName={teamName} me={session.User.email} />;
}

type TeamMembersProps = { scope: TeamScope; teamName: string; me: string };

function TeamMembers({ scope, teamName, me }: TeamMembersProps) {
  const team = useTeamMembers(scope);
  const members = team.data?.users;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const closeAdd = useCallback(() => setAdding(false), []);
  const closeRemove = useCallback(() => setRemoving(null), []);
  const isMe = (m: TeamMember) => m.email.toLowerCase() === me.toLowerCase();

  const removeButton = (m: TeamMember) => (
    <Button
      variant="ghost"
      size="sm"
      className="px-2 text-gray-600 hover:text-red-700"
      onClick={() => setRemoving(m)}
      aria-label={`Remove ${m.email}`}
      title="Remove from the team"
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </Button>
  );
  const you = (m: TeamMember) => (isMe(m) ? <Badge className="ml-2">You</Badge> : null);
  const columns: DataColumn<TeamMember>[] = [
    { id: 'firstName', header: 'First name', value: (m) => m.firstName, sortable: true },
    { id: 'lastName', header: 'Last name', value: (m) => m.lastName, sortable: true },
    {
      id: 'email',
      header: 'Email',
      value: (m) => m.email,
      cell: (m) => (
        <span className="break-all">
          {m.email}
          {you(m)}
        </span>
      ),
      sortable: true,
    },
    { id: 'role', header: 'Role', value: (m) => m.role },
    { id: 'remove', header: 'Remove', value: () => null, cell: removeButton, className: 'w-12 text-right' },
  ];

  return (
    <SettingsPanel
      title={scope.businessId ? `Team Members of ${teamName}` : 'Team Members'}
      description="Everyone on the team is an administrator of the account."
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-gray-600">
          {members ? `${members.length} ${members.length === 1 ? 'member' : 'members'}` : ''}
        </p>
        <Button onClick={() => setAdding(true)}>
          <UserPlus className="-ml-1 size-4" aria-hidden="true" />
          Add Team Member
        </Button>
      </div>
      {team.isPending ? (
        <PageSpinner label="Loading team members" />
      ) : team.isError ? (
        <Alert tone="error" title="The team could not be loaded">
          {errorMessage(team.error)}
        </Alert>
      ) : (
        <>
          <div className="hidden sm:block">
            <DataTable label="Team members" data={members ?? []} columns={columns} getRowId={(m) => String(m.id)} />
          </div>
          <ul
            aria-label="Team members"
            className="divide-y divide-gray-100 rounded-xl border border-gray-200 sm:hidden"
          >
            {(members ?? []).map((m) => (
              <li key={m.id} className="flex items-start gap-3 px-4 py-3">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-gray-900">
                    {memberName(m)}
                    {you(m)}
                  </p>
                  <p className="break-all text-gray-600">{m.email}</p>
                  <p className="text-xs text-gray-500">{m.role}</p>
                </div>
                {removeButton(m)}
              </li>
            ))}
          </ul>
          <PendingInvitations scope={scope} invitations={team.data?.invitations ?? []} />
        </>
      )}
      <AddMemberDialog open={adding} onClose={closeAdd} scope={scope} teamName={teamName} />
      <RemoveMemberDialog
        member={removing}
        scope={scope}
        teamName={teamName}
        isSelf={removing ? isMe(removing) : false}
        onClose={closeRemove}
      />
    </SettingsPanel>
  );
}
