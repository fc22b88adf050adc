import { RECEIVE_MSG, RECEIVE_REQUEST_MAX_BYTES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { creditRequestByLink } from './credit-link.js';
import { actAsSupplier, listCreditRequests, orderReceipt } from './credits.js';
import { creditFromInvoice, invoiceCheck } from './invoice-check.js';
import { receiveOrder } from './receive.js';

/** Receiving a delivery against its order, and the credit requests it makes. */
export function receivingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/order_receive', (b, req) => receiveOrder(ctx, req.principal, b), {
    bodyLimit: RECEIVE_REQUEST_MAX_BYTES,
    tooLarge: RECEIVE_MSG.photoSize,
  });
  route(app, '/order_receipt', (b, req) => orderReceipt(ctx, req.principal, b.orderId));
  route(app, '/credit_requests', (b, req) => listCreditRequests(ctx, req.principal, b.orderId));
  route(app, '/credit_request_act', (b, req) => {
    const { creditRequestId, ...action } = b;
    return actAsSupplier(ctx, req.principal, creditRequestId, action);
  });
  route(app, '/invoice_check', (b, req) => invoiceCheck(ctx, req.principal, b.invoiceId));
  route(app, '/invoice_credit_request', (b, req) => creditFromInvoice(ctx, req.principal, b));
  route(app, '/credit_request_link', (b, req) => creditRequestByLink(ctx, b, req.ip));
}
