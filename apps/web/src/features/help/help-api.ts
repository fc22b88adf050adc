import { useCall, useChange } from '../../lib/call';

/** The restaurant's first-run checklist, read fresh on every visit of the dashboard. */
export function useFirstRun(enabled: boolean) {
  return useCall('/first_run_get', {}, { enabled, staleTime: 0 });
}

export function useDismissFirstRun() {
  return useChange('/first_run_dismiss');
}

export function useSendFeedback() {
  return useChange('/feedback_send');
}

/** The admins' inbox of Help messages, newest first. */
export function useFeedbackInbox() {
  return useCall('/admin_feedback', {}, { select: (r) => r.messages, refetchInterval: 60_000 });
}

export function useMarkFeedback() {
  return useChange('/admin_feedback_handle');
}
