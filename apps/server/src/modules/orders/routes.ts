import type { FastifyInstance } from 'fastify';
import type { AppContext, Principal } from '../../context.js';
import { route } from '../../http/route.js';
import { accessibleOrder, assertCanChangeStatus } from './access.js';
import { addOrderNote, setOrderStatus } from './conversation.js';
import { guestOrder } from './guest.js';
import { listOrders } from './list.js';
import { answerProposal, proposeChanges } from './proposals.js';
import { sendOrder } from './send-order.js';
import { orderNotes, orderProposals, orderView } from './view.js';

export function orderRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/send_order', (b, req) => sendOrder(ctx, req.principal, b));
  route(app, '/order', (b, req) => listOrders(ctx, req.principal, b));
  route(app, '/order_get', async (b, req) => {
    await accessibleOrder(ctx, req.principal, b.orderId);
    return orderView(ctx.db, b.orderId);
  });
  route(app, '/order_status_update', async (b, req) => {
    const o = await accessibleOrder(ctx, req.principal, b.orderId);
    assertCanChangeStatus(req.principal, o);
    await ctx.db.transaction().execute((tx) => setOrderStatus(ctx, tx, o.id, b.orderStatusId, actor(req.principal)));
    return { orderStatusId: b.orderStatusId };
  });
  route(app, '/note_put', async (b, req) => {
    const o = await accessibleOrder(ctx, req.principal, b.orderId);
    await ctx.db.transaction().execute((tx) => addOrderNote(ctx, tx, o.id, b.note, actor(req.principal)));
    return { status: 'SUCCESS' as const };
  });
  route(app, '/order_propose', async (b, req) => {
    const o = await accessibleOrder(ctx, req.principal, b.orderId);
    await ctx.db.transaction().execute((tx) => proposeChanges(ctx, tx, o.id, b.proposals, actor(req.principal)));
    return { proposals: await orderProposals(ctx.db, o.id) };
  });
  route(app, '/order_proposal_answer', async (b, req) => {
    await accessibleOrder(ctx, req.principal, b.orderId);
    return answerProposal(ctx, req.principal, b);
  });
  route(app, '/order_note', async (b, req) => {
    await accessibleOrder(ctx, req.principal, b.orderId);
    return { notes: await orderNotes(ctx.db, b.orderId) };
  });
  route(app, '/order_update_get', (b, req) => guestOrder(ctx, b, req.ip));
}

/** The signed-in caller as the author of a change; the supplier's side is told to the restaurant. */
const actor = (p: Principal) => ({ userId: p.userId, author: p.name, fromSupplier: p.usertype === 'supplier' });
