import type { CreditStatus, InvoiceDifferenceKind, ReceiveLine, ReceiveReason } from '@app/contracts';
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

/** Why a credit request asks for a line's money: as received, or as billed against the order. */
export type CreditLineReason = 'short' | 'damaged' | 'refused' | Exclude<InvoiceDifferenceKind, 'not_billed'>;
export const CREDIT_LINE_REASON: Record<CreditLineReason, string> = {
  short: 'short',
  damaged: 'damaged',
  refused: 'refused',
  overpriced: 'billed above the ordered price',
  overbilled: 'billed beyond what was received',
  not_ordered: 'billed but not ordered',
};

/** A credit request as the server works it out: each line's shortfall at the ordered price. */
export type CreditRequest = {
  id: number;
  orderId: number;
  invoiceId: number | null;
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
    reason: CreditLineReason;
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
  invoiceCheck: (invoiceId: number) => ['credits', 'invoice-check', invoiceId] as const,
};

/** How an imported invoice bills differently from its order, with the money at stake. */
export type InvoiceDifference = {
  id: number;
  kind: InvoiceDifferenceKind;
  name: string;
  unit: string;
  quantity: string;
  billedPrice: string | null;
  orderedPrice: string | null;
  amount: string;
  creditRequestId: number | null;
};
export type InvoiceCheck = {
  order: { id: number; created: string; deliveryTime: string | null; total: string } | null;
  overcharged: string;
  differences: InvoiceDifference[];
};

export function useInvoiceCheck(invoiceId: number, enabled: boolean) {
  return useQuery({
    queryKey: receivingKeys.invoiceCheck(invoiceId),
    queryFn: ({ signal }) => api<InvoiceCheck>('/invoice_check', { invoiceId }, { signal }),
    enabled,
  });
}

/** The chosen differences become one credit request (the same ones again make none). */
export function useInvoiceCredit(invoiceId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (differenceIds: number[]) =>
      api<{ creditRequestId: number | null; created: boolean }>('/invoice_credit_request', {
        invoiceId,
        differenceIds,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: receivingKeys.credits }),
  });
}

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
