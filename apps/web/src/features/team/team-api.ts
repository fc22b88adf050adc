import type { TeamMember } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { sessionKey } from '../../lib/session';

/** Whose team: the caller's own ({}), or a restaurant an admin picked. */
export type TeamScope = { businessId?: number };

export const teamKeys = {
  root: ['team'] as const,
  members: (scope: TeamScope) => ['team', 'members', scope.businessId ?? 'own'] as const,
};

export function useTeamMembers(scope: TeamScope, enabled = true) {
  return useQuery({
    queryKey: teamKeys.members(scope),
    queryFn: ({ signal }) => api<{ users: TeamMember[] }>('/team_member_get', scope, { signal }).then((r) => r.users),
    enabled,
  });
}

export type NewMember = { email: string; firstName?: string; lastName?: string };

export function useAddMember(scope: TeamScope) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: NewMember) => api<{ status: string }>('/user_add', { ...scope, ...m }),
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
