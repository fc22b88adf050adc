import type { FeedbackRow, FeedbackSendBody, FirstRun } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const helpKeys = {
  firstRun: ['help', 'first-run'] as const,
  inbox: ['help', 'inbox'] as const,
};

/** The restaurant's first-run checklist, read fresh on every visit of the dashboard. */
export function useFirstRun(enabled: boolean) {
  return useQuery({
    queryKey: helpKeys.firstRun,
    queryFn: ({ signal }) => api<FirstRun>('/first_run_get', {}, { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useDismissFirstRun() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<FirstRun>('/first_run_dismiss', {}),
    onSuccess: (data) => qc.setQueryData(helpKeys.firstRun, data),
  });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: (body: FeedbackSendBody) => api<{ id: number }>('/feedback_send', body) });
}

/** The admins' inbox of Help messages, newest first. */
export function useFeedbackInbox() {
  return useQuery({
    queryKey: helpKeys.inbox,
    queryFn: ({ signal }) =>
      api<{ messages: FeedbackRow[] }>('/admin_feedback', {}, { signal }).then((r) => r.messages),
    refetchInterval: 60_000,
  });
}

export function useMarkFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { feedbackId: number; handled: boolean }) =>
      api<{ status: 'SUCCESS' }>('/admin_feedback_handle', v),
    onSettled: () => qc.invalidateQueries({ queryKey: helpKeys.inbox }),
  });
}
