import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { useOrder } from '../orders/orders-api';
import { useCreditRequests, useOrderReceipt, useReceiveOrder } from './receiving-api';

/** An order not received yet; receiving it makes its receipt and one credit request. */
function receivingServer() {
  let received = false;
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).replace('/api', '');
      paths.push(path);
      if (path === '/order_receive') {
        received = true;
        return Response.json({ receiptId: 3, creditRequestId: 4 });
      }
      if (path === '/order_receipt')
        return Response.json({
          receipt: received
            ? { receivedBy: 'Sam', receivedAt: '2026-03-02T09:00:00.000Z', complete: true, lines: [] }
            : null,
        });
      if (path === '/credit_requests') return Response.json({ creditRequests: received ? [{ id: 4 }] : [] });
      return Response.json({ order: { id: 7, status_id: received ? 36 : 1 } });
    }),
  );
  return paths;
}

describe('receiving an order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes the order, its receipt and its credit requests', async () => {
    useAuthStore.setState({ idToken: null });
    const paths = receivingServer();
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        order: useOrder(7),
        receipt: useOrderReceipt(7),
        credits: useCreditRequests(7),
        receive: useReceiveOrder(7),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.credits.data).toEqual([]));
    expect(result.current.receipt.data).toBeNull();
    await act(() =>
      result.current.receive.mutateAsync({
        lines: [],
        receivedBy: 'Sam',
        receivedAt: '2026-03-02T09:00:00.000Z',
        complete: true,
        idempotencyKey: 'receive-7-abcdefgh',
      }),
    );
    await waitFor(() => expect(result.current.receipt.data?.receivedBy).toBe('Sam'));
    await waitFor(() => expect(result.current.credits.data?.map((c) => c.id)).toEqual([4]));
    await waitFor(() => expect(result.current.order.data?.order.status_id).toBe(36));
    expect(paths.filter((p) => p === '/order_get')).toHaveLength(2);
  });
});
