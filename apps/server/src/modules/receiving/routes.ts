import {
  creditRequestActBody,
  creditRequestLinkBody,
  creditRequestListBody,
  invoiceCreditBody,
  invoiceIdBody,
  orderIdBody,
  orderReceiveBody,
  RECEIVE_MSG,
  RECEIVE_REQUEST_MAX_BYTES,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { creditRequestByLink } from './credit-link.js';
import { actAsSupplier, listCreditRequests, orderReceipt } from './credits.js';
import { creditFromInvoice, invoiceCheck } from './invoice-check.js';
import { receiveOrder } from './receive.js';

/** Receiving a delivery against its order, and the credit requests it makes. */
export function receivingRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(
    app,
    '/order_receive',
    { body: orderReceiveBody, bodyLimit: RECEIVE_REQUEST_MAX_BYTES, tooLarge: RECEIVE_MSG.photoSize },
    (b, req) => receiveOrder(ctx, req.principal, b),
  );
  apiRoute(app, '/order_receipt', { body: orderIdBody }, (b, req) => orderReceipt(ctx, req.principal, b.orderId));
  apiRoute(app, '/credit_requests', { body: creditRequestListBody }, (b, req) =>
    listCreditRequests(ctx, req.principal, b.orderId),
  );
  apiRoute(app, '/credit_request_act', { body: creditRequestActBody }, (b, req) => {
    const { creditRequestId, ...action } = b;
    return actAsSupplier(ctx, req.principal, creditRequestId, action);
  });
  apiRoute(
    app,
    '/invoice_check',
    { body: invoiceIdBody, summary: 'The order an invoice bills and how the invoice differs from it' },
    (b, req) => invoiceCheck(ctx, req.principal, b.invoiceId),
  );
  apiRoute(
    app,
    '/invoice_credit_request',
    { body: invoiceCreditBody, summary: 'A credit request for the chosen differences of an invoice from its order' },
    (b, req) => creditFromInvoice(ctx, req.principal, b),
  );
  apiRoute(app, '/credit_request_link', { body: creditRequestLinkBody }, (b, req) =>
    creditRequestByLink(ctx, b, req.ip),
  );
}
