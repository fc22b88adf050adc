import { ENDPOINTS } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKey, refresh, useCall, useChange } from '../../lib/call';

/** Whose team: the caller's own ({}), or a restaurant an admin picked. */
export type TeamScope = { businessId?: number };

/** The team's members and the invitations still waiting to be accepted. */
export function useTeamMembers(scope: TeamScope, enabled = true) {
  return useCall('/team_member_get', scope, { enabled });
}

export type NewMember = { email: string; firstName?: string; lastName?: string };

export function useAddMember(scope: TeamScope) {
  return useChange('/user_add', { toBody: (m: NewMember) => ({ ...scope, ...m }) });
}

/** Removing yourself changes what your account may see: the contract refreshes the session too. */
export function useRemoveMember(scope: TeamScope) {
  return useChange('/user_add', { toBody: (email: string) => ({ ...scope, email, delete: true }) });
}

export function useCancelInvitation(scope: TeamScope) {
  return useChange('/invitation_cancel', { toBody: (invitationId: number) => ({ ...scope, invitationId }) });
}

/** Invitations waiting for the signed-in account. */
export function useMyInvitations() {
  return useCall('/invitation_list', {});
}

/** The invitation of a mailed link (no sign-in needed: the link is the proof). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: queryKey('/invitation_get', { token }),
    queryFn: ({ signal }) => call('/invitation_get', { token }, { auth: false, signal }),
    retry: false,
  });
}

export type AcceptInvitation =
  | { invitationId: number }
  | { token: string; firstName?: string; lastName?: string; password?: string };

/**
 * Joining a team changes what the account may see: the contract's changes (session, team) are refreshed. The mailed
 * link's token is proof enough, so it is sent without the id token.
 */
export function useAcceptInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitation) => call('/invitation_accept', body, { auth: 'invitationId' in body }),
    onSuccess: () => refresh(qc, ENDPOINTS['/invitation_accept'].changes ?? []),
  });
}
