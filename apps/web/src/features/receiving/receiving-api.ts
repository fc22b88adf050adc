import type { CreditStatus, ReceiveLine, ReceiveReason } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { orderKeys } from '../orders/orders-api';

/** A line as it came: the quantity received and, when it differs, why; its photo through a signed link. */
export type ReceiptLine = {
  orderItemId: number;
  name: string;
  unit: string;
  orderedQuantity: string;
  receivedQuantity: string;
  reason: ReceiveReason | null;
  substituteName: string;
  substitutePrice: string | null;
  photoUrl: string | null;
};
export type Receipt = { receivedBy: string; receivedAt: string; complete: boolean; lines: ReceiptLine[] };

/** A credit request as the server works it out: each line's shortfall at the ordered price. */
export type CreditRequest = {
  id: number;
  orderId: number;
  status: CreditStatus;
  total: string;
  disputeNote: string;
  creditNumber: string;
  actedBy: string;
  actedAt: string | null;
  created: string;
  restaurant: string;
  supplier: string;
  lines: {
    id: number;
    name: string;
    unit: string;
    reason: 'short' | 'damaged' | 'refused';
    quantity: string;
    unitPrice: string;
    amount: string;
  }[];
};
export type CreditAction = { action: 'accept' | 'dispute' | 'credited'; note?: string; creditNumber?: string };

export const receivingKeys = {
  receipt: (orderId: number) => ['orders', 'receipt', orderId] as const,
  credits: ['credits'] as const,
  creditList: (orderId?: number) => ['credits', orderId ?? 'all'] as const,
};

export function useOrderReceipt(orderId: number) {
  return useQuery({
    queryKey: receivingKeys.receipt(orderId),
    queryFn: ({ signal }) =>
      api<{ receipt: Receipt | null }>('/order_receipt', { orderId }, { signal }).then((r) => r.receipt),
  });
}

export function useCreditRequests(orderId?: number) {
  return useQuery({
    queryKey: receivingKeys.creditList(orderId),
    queryFn: ({ signal }) =>
      api<{ creditRequests: CreditRequest[] }>('/credit_requests', orderId ? { orderId } : {}, { signal }).then(
        (r) => r.creditRequests,
      ),
  });
}

export type ReceiveInput = {
  lines: ReceiveLine[];
  receivedBy: string;
  receivedAt: string;
  complete: boolean;
  idempotencyKey: string;
};

/** The restaurant receives the order; the order, its receipt and its credit requests are fetched again. */
export function useReceiveOrder(orderId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReceiveInput) =>
      api<{ receiptId: number; creditRequestId: number | null }>('/order_receive', { orderId, ...input }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: orderKeys.all });
      void qc.invalidateQueries({ queryKey: receivingKeys.credits });
    },
  });
}

/** A signed-in supplier acts on one of its credit requests. */
export function useActOnCreditRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...action }: CreditAction & { id: number }) =>
      api<{ creditRequest: CreditRequest }>('/credit_request_act', { creditRequestId: id, ...action }),
    onSuccess: () => qc.invalidateQueries({ queryKey: receivingKeys.credits }),
  });
}

/** The supplier's emailed link: no sign-in; the token names the request. */
export function creditRequestByLink(
  body: { token: string; author?: string } & Partial<CreditAction>,
): Promise<CreditRequest> {
  return api<{ creditRequest: CreditRequest }>('/credit_request_link', body, { auth: false }).then(
    (r) => r.creditRequest,
  );
}
