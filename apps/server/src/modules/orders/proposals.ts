import { equals, type LineProposal, formatMoney as money, PROPOSAL_MSG } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type Actor, addOrderNote, tellRestaurant } from './conversation.js';

/** One proposed change in words: "Garlic, Peeled: substitute Elephant Garlic at $5.10 per LB". */
export function describeProposal(
  p: { kind: LineProposal['kind']; name?: string | null; price?: string | number | null },
  line: { name: string; unit: string },
): string {
  const per = line.unit ? ` per ${line.unit}` : '';
  if (p.kind === 'out_of_stock') return `${line.name}: out of stock`;
  if (p.kind === 'substitute') return `${line.name}: substitute ${p.name} at ${money(p.price ?? 0)}${per}`;
  return `${line.name}: new price ${money(p.price ?? 0)}${per}`;
}

/**
 * The supplier proposes changes to lines of an order (one open proposal per line: a new one replaces it, the same
 * one again changes nothing). The proposal is recorded as a note and told to the restaurant.
 */
export async function proposeChanges(ctx: AppContext, tx: Tx, orderId: number, input: LineProposal[], by: Actor) {
  const byLine = new Map(input.map((p) => [p.orderItemId, p]));
  const lines = await tx
    .selectFrom('order_items')
    .select(['id', 'name', 'unit'])
    .where('order_id', '=', orderId)
    .where('id', 'in', [...byLine.keys()])
    .execute();
  if (lines.length !== byLine.size) throw notFound(PROPOSAL_MSG.line);
  const open = await tx
    .selectFrom('order_proposals')
    .select(['id', 'order_item_id', 'kind', 'name', 'price'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'open')
    .forUpdate()
    .execute();
  const made: string[] = [];
  let firstId = 0;
  for (const line of lines) {
    const p = byLine.get(line.id)!;
    const name = p.kind === 'substitute' ? p.name : '';
    const price = p.kind === 'out_of_stock' ? null : p.price;
    const current = open.find((o) => o.order_item_id === line.id);
    if (current && current.kind === p.kind && current.name === name && numEq(current.price, price)) continue;
    if (current)
      await tx.updateTable('order_proposals').set({ status: 'replaced' }).where('id', '=', current.id).execute();
    const row = await tx
      .insertInto('order_proposals')
      .values({
        order_id: orderId,
        order_item_id: line.id,
        line_name: line.name,
        kind: p.kind,
        name,
        price,
        author: by.author,
        user_id: by.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    firstId ||= row.id;
    made.push(describeProposal({ kind: p.kind, name, price }, line));
  }
  if (made.length === 0) return;
  await addOrderNote(ctx, tx, orderId, `Proposed changes:\n${made.map((m) => `- ${m}`).join('\n')}`, {
    ...by,
    fromSupplier: false,
    guest: by.userId === null,
  });
  await tellRestaurant(
    ctx,
    tx,
    orderId,
    (s) => `${s} proposed ${made.length === 1 ? 'a change' : `${made.length} changes`} to order #${orderId}`,
    `proposal:${firstId}`,
  );
}

const numEq = (a: string | number | null, b: string | number | null) =>
  a === null || b === null ? a === b : equals(a, b);

/**
 * The restaurant accepts or declines one proposed change. Accepting changes the line (quantity 0 when out of
 * stock, the substitute's name and price, or the new price) and recomputes its line total and the order total in
 * the database; either answer is recorded as a note. Answering the same way again changes nothing.
 */
export async function answerProposal(
  ctx: AppContext,
  p: Principal,
  input: { orderId: number; proposalId: number; accept: boolean },
) {
  return ctx.db.transaction().execute(async (tx) => {
    const proposal = await tx
      .selectFrom('order_proposals')
      .selectAll()
      .where('id', '=', input.proposalId)
      .where('order_id', '=', input.orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!proposal || proposal.status === 'replaced') throw notFound('This change was not found');
    const answer = input.accept ? 'accepted' : 'declined';
    if (proposal.status !== 'open') {
      if (proposal.status === answer) return { status: answer };
      throw conflict(PROPOSAL_MSG.answered);
    }
    await tx
      .updateTable('order_proposals')
      .set({ status: answer, answered_by: p.userId, answered_at: new Date() })
      .where('id', '=', proposal.id)
      .execute();
    const line = await tx
      .selectFrom('order_items')
      .select(['unit'])
      .where('id', '=', proposal.order_item_id)
      .executeTakeFirstOrThrow();
    if (input.accept) await applyProposal(tx, proposal);
    const words = describeProposal(proposal, { name: proposal.line_name, unit: line.unit });
    await addOrderNote(ctx, tx, input.orderId, `${input.accept ? 'Accepted' : 'Declined'}: ${words}`, {
      userId: p.userId,
      author: p.name,
      fromSupplier: false,
    });
    return { status: answer };
  });
}

async function applyProposal(
  tx: Tx,
  proposal: { order_id: number; order_item_id: number; kind: LineProposal['kind']; name: string; price: string | null },
) {
  const set =
    proposal.kind === 'out_of_stock'
      ? { ordered_quantity: 0, line_total: 0 }
      : {
          ...(proposal.kind === 'substitute' ? { name: proposal.name } : {}),
          price: proposal.price ?? '0',
          line_total: sql<string>`round(${proposal.price}::numeric * quantity * ordered_quantity, 2)`,
        };
  await tx.updateTable('order_items').set(set).where('id', '=', proposal.order_item_id).execute();
  await tx
    .updateTable('orders')
    .set({
      total: sql<string>`(SELECT coalesce(sum(line_total), 0) FROM order_items WHERE order_id = ${proposal.order_id})`,
    })
    .where('id', '=', proposal.order_id)
    .execute();
}
