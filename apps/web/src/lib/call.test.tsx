import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from './auth-store';
import { queryKey, useCall, useChange } from './call';

function wrapper(qc: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

/** A server holding one order's notes: /note_put adds one, /order_note lists them. */
function notesServer() {
  const notes: { id: number; created: string; note: string; author: string; user_id: number | null }[] = [];
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace('/api', '');
      paths.push(path);
      const body = JSON.parse(String(init?.body ?? '{}'));
      if (path === '/note_put') {
        notes.push({
          id: notes.length + 1,
          created: '2026-03-01T10:00:00.000Z',
          note: body.note,
          author: 'Sam',
          user_id: 1,
        });
        return Response.json({ status: 'SUCCESS' });
      }
      return Response.json({ notes });
    }),
  );
  return paths;
}

describe('typed calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keys a query by the resource it reads', () => {
    expect(queryKey('/order_note', { orderId: 7 })).toEqual(['orders', '/order_note', { orderId: 7 }]);
  });

  it('refreshes the queries of the resources a change changes', async () => {
    useAuthStore.setState({ idToken: null });
    const paths = notesServer();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const { result } = renderHook(
      () => ({ notes: useCall('/order_note', { orderId: 7 }), add: useChange('/note_put') }),
      { wrapper: wrapper(qc) },
    );
    await waitFor(() => expect(result.current.notes.data?.notes).toEqual([]));
    await act(() => result.current.add.mutateAsync({ orderId: 7, note: 'Back door, please' }));
    await waitFor(() => expect(result.current.notes.data?.notes.map((n) => n.note)).toEqual(['Back door, please']));
    expect(paths).toEqual(['/order_note', '/note_put', '/order_note']);
  });
});
