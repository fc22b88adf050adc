import {
  notePutBody,
  orderIdBody,
  orderListBody,
  orderStatusUpdateBody,
  orderUpdateGetBody,
  sendOrderBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { accessibleOrder, assertCanChangeStatus } from './access.js';
import { guestOrder } from './guest.js';
import { listOrders } from './list.js';
import { sendOrder } from './send-order.js';
import { changeStatus } from './status.js';
import { orderNotes, orderView } from './view.js';

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, '/send_order', { body: sendOrderBody }, (b, req) => sendOrder(ctx, req.principal, b));
  apiRoute(app, '/order', { body: orderListBody }, (b, req) => listOrders(ctx, req.principal, b));
  apiRoute(app, '/order_get', { body: orderIdBody }, async (b, req) => {
    await accessibleOrder(ctx, req.principal, b.orderId);
    return orderView(ctx.db, b.orderId);
  });
  apiRoute(app, '/order_status_update', { body: orderStatusUpdateBody }, async (b, req) => {
    const o = await accessibleOrder(ctx, req.principal, b.orderId);
    assertCanChangeStatus(req.principal, o);
    await changeStatus(ctx.db, o.id, b.orderStatusId, { userId: req.principal.userId, author: req.principal.name });
    return { orderStatusId: b.orderStatusId };
  });
  apiRoute(app, '/note_put', { body: notePutBody }, async (b, req) => {
    const o = await accessibleOrder(ctx, req.principal, b.orderId);
    await ctx.db
      .insertInto('order_notes')
      .values({ order_id: o.id, user_id: req.principal.userId, author: req.principal.name, note: b.note })
      .execute();
    return { status: 'SUCCESS' };
  });
  apiRoute(app, '/order_note', { body: orderIdBody }, async (b, req) => {
    await accessibleOrder(ctx, req.principal, b.orderId);
    return { notes: await orderNotes(ctx.db, b.orderId) };
  });
  apiRoute(app, '/order_update_get', { body: orderUpdateGetBody }, (b, req) => guestOrder(ctx, b, req.ip));
}
