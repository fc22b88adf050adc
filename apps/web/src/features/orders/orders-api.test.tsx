import type { OrderListEntry } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { useOrderStatusUpdate, useOrders } from './orders-api';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../../components/ui/toast', () => ({ toast: { error: toastError } }));

const entry = (id: number, statusId: number): OrderListEntry => ({
  order: {
    id,
    created: '2026-03-01T10:00:00.000Z',
    supplier_id: 1,
    business_id: 2,
    address: '1 King St',
    phone: '4165550100',
    pickup: false,
    delivery_time: null,
    contact_name: 'Rita',
    total: '120.00',
    status_id: statusId,
    status: statusId === 1 ? 'Pending' : 'Processing',
  },
  orderStatus: [
    { id: id * 10, statusId: 1, name: 'Pending', created: '2026-03-01T10:00:00.000Z', author: 'Rita', note: '' },
  ],
  supplier: { id: 1, name: 'Fresh Valley Produce' },
  business: { id: 2, name: 'Maple Bistro' },
  userEmail: 'rita@maple.example',
  supplierName: 'Fresh Valley Produce',
});

/** A server with two orders; /order_status_update answers with `status` (a refusal keeps the order as it was). */
function ordersServer(status: number) {
  const orders = [entry(7, 1), entry(8, 1)];
  const paths: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace('/api', '');
      paths.push(path);
      if (path !== '/order_status_update') return Response.json({ orders });
      await held;
      if (status !== 200) return Response.json({ error: { code: 'FORBIDDEN', message: 'No' } }, { status });
      const body = JSON.parse(String(init?.body));
      orders[0] = entry(7, body.orderStatusId);
      return Response.json({ orderStatusId: body.orderStatusId });
    }),
  );
  return { paths, release: () => release() };
}

function render() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ list: useOrders({ all: true }), update: useOrderStatusUpdate() }), { wrapper });
}

const statuses = (rows: OrderListEntry[] | undefined) => rows?.map((r) => [r.order.status_id, r.order.status]);

describe('changing an order status', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toastError.mockReset();
  });

  it('shows the new status at once, then reads the orders again', async () => {
    useAuthStore.setState({ idToken: null });
    const server = ordersServer(200);
    const { result } = render();
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    act(() => result.current.update.mutate({ orderId: 7, orderStatusId: 34 }));
    await waitFor(() =>
      expect(statuses(result.current.list.data)).toEqual([
        [34, 'Processing'],
        [1, 'Pending'],
      ]),
    );
    server.release();
    await waitFor(() => expect(server.paths).toEqual(['/order', '/order_status_update', '/order']));
    expect(toastError).not.toHaveBeenCalled();
  });

  it('puts the old status back and says so when the server refuses', async () => {
    useAuthStore.setState({ idToken: null });
    const server = ordersServer(403);
    const { result } = render();
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    act(() => result.current.update.mutate({ orderId: 7, orderStatusId: 34 }));
    await waitFor(() => expect(statuses(result.current.list.data)?.[0]).toEqual([34, 'Processing']));
    server.release();
    await waitFor(() => expect(statuses(result.current.list.data)?.[0]).toEqual([1, 'Pending']));
    expect(toastError).toHaveBeenCalledWith('The status of order #7 could not be changed. Please try again.');
  });
});
