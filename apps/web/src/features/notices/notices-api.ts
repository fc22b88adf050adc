import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** A notice of what a supplier did to one of the restaurant's orders. */
export type Notice = { id: number; orderId: number | null; text: string; read: boolean; created: string };
export type Notices = { notices: Notice[]; unread: number };

const noticesKey = ['notices'] as const;
/** How often the header looks for new notices while the app is open. */
const POLL_MS = 60_000;

export function useNotices(enabled: boolean) {
  return useQuery({
    queryKey: noticesKey,
    queryFn: ({ signal }) => api<Notices>('/notices', {}, { signal }),
    enabled,
    refetchInterval: POLL_MS,
  });
}

/** Marks the given notices read (all of them without ids), at once in the menu. */
export function useMarkNoticesRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => api('/notices_read', ids ? { ids } : {}),
    onMutate: (ids) => {
      qc.setQueryData<Notices>(noticesKey, (d) => {
        if (!d) return d;
        const notices = d.notices.map((n) => (!ids || ids.includes(n.id) ? { ...n, read: true } : n));
        const marked = d.notices.filter((n) => !n.read).length - notices.filter((n) => !n.read).length;
        return { notices, unread: ids ? Math.max(0, d.unread - marked) : 0 };
      });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: noticesKey }),
  });
}
