import type {
  InvitationAccepted,
  InvitationDetails,
  MyInvitation,
  TeamMembersResponse,
  UserAddResponse,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { sessionKey } from '../../lib/session';

/** Whose team: the caller's own ({}), or a restaurant an admin picked. */
export type TeamScope = { businessId?: number };

export const teamKeys = {
  root: ['team'] as const,
  members: (scope: TeamScope) => ['team', 'members', scope.businessId ?? 'own'] as const,
  mine: ['team', 'my-invitations'] as const,
  invitation: (token: string) => ['team', 'invitation', token] as const,
};

/** The team's members and the invitations still waiting to be accepted. */
export function useTeamMembers(scope: TeamScope, enabled = true) {
  return useQuery({
    queryKey: teamKeys.members(scope),
    queryFn: ({ signal }) => api<TeamMembersResponse>('/team_member_get', scope, { signal }),
    enabled,
  });
}

export type NewMember = { email: string; firstName?: string; lastName?: string };

export function useAddMember(scope: TeamScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: NewMember) => api<UserAddResponse>('/user_add', { ...scope, ...m }),
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKeys.members(scope) }),
  });
}

export function useRemoveMember(scope: TeamScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api<{ status: string }>('/user_add', { ...scope, email, delete: true }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: teamKeys.members(scope) }),
        // Removing yourself changes what your account may see.
        qc.invalidateQueries({ queryKey: sessionKey }),
      ]),
  });
}

export function useCancelInvitation(scope: TeamScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) => api<{ status: string }>('/invitation_cancel', { ...scope, invitationId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: teamKeys.members(scope) }),
  });
}

/** Invitations waiting for the signed-in account. */
export function useMyInvitations() {
  return useQuery({
    queryKey: teamKeys.mine,
    queryFn: ({ signal }) => api<{ invitations: MyInvitation[] }>('/invitation_list', {}, { signal }),
  });
}

/** The invitation of a mailed link (no sign-in needed: the link is the proof). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) => api<InvitationDetails>('/invitation_get', { token }, { auth: false, signal }),
    retry: false,
  });
}

export type AcceptInvitation =
  | { invitationId: number }
  | { token: string; firstName?: string; lastName?: string; password?: string };

export function useAcceptInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitation) =>
      api<InvitationAccepted>('/invitation_accept', body, { auth: 'invitationId' in body }),
    // Joining a team changes what the account may see.
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: teamKeys.root }), qc.invalidateQueries({ queryKey: sessionKey })]),
  });
}
