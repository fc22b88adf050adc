import type { BodyOf, LineProposal, OrderListEntry, OrderView, ResponseOf } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast';
import { call, queryKey, useCall, useChange } from '../../lib/call';
import { statusName } from './order-status';
import type { RangeQuery } from './time-range';

export type OrderListQuery = RangeQuery & { searchEmail?: string };
type OrderList = ResponseOf<'/order'>;

/** The orders of a time range (spec 2.10 list), each with its status history; the last list stays while the next loads. */
export function useOrders(query: OrderListQuery, options: { refetchInterval?: number } = {}) {
  return useCall('/order', query, {
    select: (r) => r.orders,
    placeholderData: (previous) => previous,
    ...options,
  });
}

export function useOrder(orderId: number) {
  return useCall('/order_get', { orderId }, { enabled: Number.isInteger(orderId) && orderId > 0 });
}

type StatusChange = { orderId: number; orderStatusId: number };
type Snapshot = { lists: [readonly unknown[], OrderList | undefined][]; detail: OrderView | undefined };

/** An order with its current status changed, as the server will have it. */
function withStatus<T extends OrderListEntry>(entry: T, statusId: number): T {
  return { ...entry, order: { ...entry.order, status_id: statusId, status: statusName(statusId) } };
}

/**
 * Changes an order's status at once in every list and in the open order, and puts the old status back (with a
 * toast) when the server refuses. The orders are fetched again after the change.
 */
export function useOrderStatusUpdate() {
  const qc = useQueryClient();
  return useChange<'/order_status_update', StatusChange>('/order_status_update', {
    onMutate: async ({ orderId, orderStatusId }): Promise<Snapshot> => {
      const lists = queryKey('/order');
      const detail = queryKey('/order_get', { orderId });
      await qc.cancelQueries({ queryKey: lists });
      await qc.cancelQueries({ queryKey: detail });
      const snapshot = {
        lists: qc.getQueriesData<OrderList>({ queryKey: lists }),
        detail: qc.getQueryData<OrderView>(detail),
      };
      qc.setQueriesData<OrderList>({ queryKey: lists }, (r) =>
        r ? { orders: r.orders.map((e) => (e.order.id === orderId ? withStatus(e, orderStatusId) : e)) } : r,
      );
      if (snapshot.detail) qc.setQueryData<OrderView>(detail, withStatus(snapshot.detail, orderStatusId));
      return snapshot;
    },
    onError: (_err, { orderId }, context) => {
      const snapshot = context as Snapshot | undefined;
      for (const [key, list] of snapshot?.lists ?? []) qc.setQueryData(key, list);
      if (snapshot?.detail) qc.setQueryData(queryKey('/order_get', { orderId }), snapshot.detail);
      toast.error(`The status of order #${orderId} could not be changed. Please try again.`);
    },
  });
}

export function useAddOrderNote(orderId: number) {
  return useChange('/note_put', { toBody: (note: string) => ({ orderId, note }) });
}

/** The restaurant accepts or declines a proposed change; the order is fetched again with its new lines and total. */
export function useAnswerProposal(orderId: number) {
  return useChange('/order_proposal_answer', {
    toBody: (answer: { proposalId: number; accept: boolean }) => ({ orderId, ...answer }),
  });
}

/** A signed-in supplier proposes changes to lines of an order. */
export function useProposeChanges(orderId: number) {
  return useChange('/order_propose', { toBody: (proposals: LineProposal[]) => ({ orderId, proposals }) });
}

type GuestBody = BodyOf<'/order_update_get'>;
type GuestAnswer = ResponseOf<'/order_update_get'>;

/**
 * The order of an emailed link (no sign-in; the keys identify it), and what the guest does with it (a note,
 * Received, proposed changes): each answer is the order as it now stands.
 */
export function useGuestOrder(keys: { irk: string; ivrk: string }) {
  const qc = useQueryClient();
  const key = queryKey('/order_update_get', keys);
  const order = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call('/order_update_get', keys, { auth: false, signal }),
    select: (r) => r.order,
    enabled: Boolean(keys.irk && keys.ivrk),
  });
  const update = async (body: Omit<GuestBody, 'irk' | 'ivrk'>) => {
    qc.setQueryData<GuestAnswer>(key, await call('/order_update_get', { ...keys, ...body }, { auth: false }));
  };
  return { order, update };
}
