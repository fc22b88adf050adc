import type { BodyOf, CreditLineReason, ReceiveLine, ResponseOf } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKey, useCall, useChange } from '../../lib/call';

export const CREDIT_LINE_REASON: Record<CreditLineReason, string> = {
  short: 'short',
  damaged: 'damaged',
  refused: 'refused',
  overpriced: 'billed above the ordered price',
  overbilled: 'billed beyond what was received',
  not_ordered: 'billed but not ordered',
};

/** What the supplier does with a credit request: accept it, dispute it with a note, or mark it credited. */
export type CreditAction = Omit<BodyOf<'/credit_request_act'>, 'creditRequestId'>;

export function useInvoiceCheck(invoiceId: number, enabled: boolean) {
  return useCall('/invoice_check', { invoiceId }, { enabled });
}

/** The chosen differences become one credit request (the same ones again make none). */
export function useInvoiceCredit(invoiceId: number) {
  return useChange('/invoice_credit_request', { toBody: (differenceIds: number[]) => ({ invoiceId, differenceIds }) });
}

export function useOrderReceipt(orderId: number) {
  return useCall('/order_receipt', { orderId }, { select: (r) => r.receipt });
}

export function useCreditRequests(orderId?: number) {
  return useCall('/credit_requests', orderId ? { orderId } : {}, { select: (r) => r.creditRequests });
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
  return useChange('/order_receive', { toBody: (input: ReceiveInput) => ({ orderId, ...input }) });
}

/** A signed-in supplier acts on one of its credit requests. */
export function useActOnCreditRequest() {
  return useChange('/credit_request_act', {
    toBody: ({ id, ...action }: CreditAction & { id: number }) => ({ creditRequestId: id, ...action }),
  });
}

type LinkBody = BodyOf<'/credit_request_link'>;

/**
 * The supplier's emailed link to a credit request (no sign-in; the token names it), and the supplier's answer to
 * it: each answer is the request as it now stands.
 */
export function useCreditRequestByLink(token: string) {
  const qc = useQueryClient();
  const key = queryKey('/credit_request_link', { token });
  const request = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call('/credit_request_link', { token }, { auth: false, signal }),
    select: (r) => r.creditRequest,
    enabled: Boolean(token),
  });
  const act = async (body: Omit<LinkBody, 'token'>) => {
    const next = await call('/credit_request_link', { token, ...body }, { auth: false });
    qc.setQueryData<ResponseOf<'/credit_request_link'>>(key, next);
  };
  return { request, act };
}
