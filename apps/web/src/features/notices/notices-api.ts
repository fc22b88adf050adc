import { ENDPOINTS, type Notices } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { queryKey, refresh, useCall, useChange } from '../../lib/call';

/** How often the header looks for new notices while the app is open. */
const POLL_MS = 60_000;

export function useNotices(enabled: boolean) {
  return useCall('/notices', {}, { enabled, refetchInterval: POLL_MS });
}

/** Marks the given notices read (all of them without ids), at once in the menu. */
export function useMarkNoticesRead() {
  const qc = useQueryClient();
  return useChange('/notices_read', {
    toBody: (ids?: number[]) => (ids ? { ids } : {}),
    onMutate: (ids) => {
      qc.setQueryData<Notices>(queryKey('/notices', {}), (d) => {
        if (!d) return d;
        const notices = d.notices.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
        const marked = d.notices.filter((n) => !n.read).length - notices.filter((n) => !n.read).length;
        return { notices, unread: ids ? Math.max(0, d.unread - marked) : 0 };
      });
    },
    // A refusal leaves the menu as the server holds it.
    onError: () => refresh(qc, ENDPOINTS['/notices_read'].changes ?? []),
  });
}
