import type { LineProposal, ProposalKind } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast';
import { api } from '../../lib/api';
import type { RangeQuery } from './time-range';

/** A row of /order (spec 2.10 list). */
export type OrderRow = {
  id: number;
  created: string;
  supplier_id: number;
  business_id: number;
  total: string;
  status_id: number;
  delivery_time: string | null;
  pickup: boolean;
  supplierName: string;
  businessName: string;
  userEmail: string | null;
};

export type OrderItem = {
  /** The line's id (proposed changes name it). */
  id: number;
  item_id: number;
  item_price_id: number;
  name: string;
  unit: string;
  /** Pack size. */
  quantity: string;
  ordered_quantity: string | number;
  price: string;
  line_total: string;
  /** Price × pack size, rounded to the cent. */
  pack_price: string;
  note: string;
  supplier: string;
  supplier_id: number;
};

export type OrderNote = { id: number; created: string; note: string; author: string; user_id: number | null };
/** A change the supplier proposed to one line, and the line total it makes (from the server). */
export type OrderProposal = {
  id: number;
  order_item_id: number;
  kind: ProposalKind;
  name: string;
  price: string | null;
  status: 'open' | 'accepted' | 'declined';
  author: string;
  created: string;
  line_name: string;
  unit: string;
  line_total: string;
};
export type OrderStatusEntry = {
  id: number;
  statusId: number;
  name: string;
  created: string;
  author: string;
  /** What else happened: "Received by Sam · 2 lines short, damaged or refused". */
  note?: string;
};

/** The order of /order_get and /order_update_get (spec section 3, Order). */
export type OrderView = {
  order: {
    id: number;
    created: string;
    supplier_id: number;
    business_id: number;
    address: string;
    phone: string;
    pickup: boolean;
    delivery_time: string | null;
    contact_name: string;
    account_id: string | null;
    total: string;
    status_id: number;
    status: string;
  };
  items: OrderItem[];
  orderStatus: OrderStatusEntry[];
  supplier: { id: number; name: string };
  business: { id: number; name: string; address1?: string; city?: string };
  userEmail: string | null;
  supplierName: string;
  notes: OrderNote[];
  proposals: OrderProposal[];
};

export type OrderListQuery = RangeQuery & { searchEmail?: string };

export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (q: OrderListQuery) => ['orders', 'list', q] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
};

export function useOrders(query: OrderListQuery, enabled = true) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api<{ orders: OrderRow[] }>('/order', query, { signal }).then((r) => r.orders),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useOrder(orderId: number) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => api<OrderView>('/order_get', { orderId }, { signal }),
    enabled: Number.isInteger(orderId) && orderId > 0,
  });
}

type StatusChange = { orderId: number; orderStatusId: number };
type Snapshot = { lists: [readonly unknown[], OrderRow[] | undefined][]; detail: OrderView | undefined };

/**
 * Changes an order's status at once in every list and in the open order, and puts the old status back (with a
 * toast) when the server refuses.
 */
export function useOrderStatusUpdate() {
  const qc = useQueryClient();
  return useMutation<{ orderStatusId: number }, Error, StatusChange, Snapshot>({
    mutationFn: (change) => api('/order_status_update', change),
    onMutate: async ({ orderId, orderStatusId }) => {
      await qc.cancelQueries({ queryKey: orderKeys.all });
      const lists = qc.getQueriesData<OrderRow[]>({ queryKey: orderKeys.lists });
      const detail = qc.getQueryData<OrderView>(orderKeys.detail(orderId));
      qc.setQueriesData<OrderRow[]>({ queryKey: orderKeys.lists }, (rows) =>
        rows?.map((r) => (r.id === orderId ? { ...r, status_id: orderStatusId } : r)),
      );
      if (detail)
        qc.setQueryData<OrderView>(orderKeys.detail(orderId), {
          ...detail,
          order: { ...detail.order, status_id: orderStatusId },
        });
      return { lists, detail };
    },
    onError: (_err, { orderId }, snapshot) => {
      for (const [key, rows] of snapshot?.lists ?? []) qc.setQueryData(key, rows);
      if (snapshot?.detail) qc.setQueryData(orderKeys.detail(orderId), snapshot.detail);
      toast.error(`The status of order #${orderId} could not be changed. Please try again.`);
    },
    onSettled: (_data, _err, { orderId }) => {
      void qc.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
  });
}

export function useAddOrderNote(orderId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => api<{ status: string }>('/note_put', { orderId, note }),
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}

/** The restaurant accepts or declines a proposed change; the order is fetched again with its new lines and total. */
export function useAnswerProposal(orderId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answer: { proposalId: number; accept: boolean }) =>
      api<{ status: string }>('/order_proposal_answer', { orderId, ...answer }),
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** A signed-in supplier proposes changes to lines of an order. */
export function useProposeChanges(orderId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (proposals: LineProposal[]) => api('/order_propose', { orderId, proposals }),
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.detail(orderId) }),
  });
}

/** The guest link's call: no sign-in; the keys identify the order. */
export function guestOrder(body: {
  irk: string;
  ivrk: string;
  note?: string;
  author?: string;
  markReceived?: boolean;
  proposals?: LineProposal[];
}): Promise<OrderView> {
  return api<{ order: OrderView }>('/order_update_get', body, { auth: false }).then((r) => r.order);
}
