/**
 * Parse instructions (spec section 3): what a restaurant taught about one supplier's layout (which column is which
 * field, which column to split). Each restaurant keeps its own; they change only its own parses. An admin may set
 * a supplier's shared default, used by restaurants that have no instruction of that action themselves.
 */
import { PARSE_INSTRUCTION_DATA, type ParseInstruction, type parseInstructionBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { businessScope } from '../../lib/tenancy.js';
import { getConnection } from '../suppliers/repository.js';

type Body = z.infer<typeof parseInstructionBody>;

/**
 * Whose instructions a call reads or writes: a restaurant's own (an admin naming the restaurant acts for it), or,
 * for an admin naming none, the supplier's shared default (null). The supplier must be one of the restaurant's
 * suppliers; any other is answered as not found.
 */
async function instructionScope(ctx: AppContext, p: Principal, b: Body): Promise<number | null> {
  if (p.usertype === 'admin' && !b.businessId) {
    const supplier = await ctx.db
      .selectFrom('suppliers')
      .select('id')
      .where('id', '=', b.supplierId)
      .executeTakeFirst();
    if (!supplier) throw notFound('Supplier not found');
    return null;
  }
  const businessId = businessScope(p, b.businessId);
  await getConnection(ctx.db, businessId, b.supplierId);
  return businessId;
}

function ownOrDefault(db: Db, supplierId: number, businessId: number | null) {
  return db
    .selectFrom('parse_instructions')
    .select(['id', 'action', 'data', 'updated_at', 'business_id'])
    .where('supplier_id', '=', supplierId)
    .where((eb) =>
      businessId === null
        ? eb('business_id', 'is', null)
        : eb.or([eb('business_id', '=', businessId), eb('business_id', 'is', null)]),
    )
    .orderBy(({ eb }) => eb('business_id', 'is', null))
    .orderBy('id');
}

/** The caller's own instructions for the supplier first, then the supplier's shared default (`shared: true`). */
export async function getInstructions(ctx: AppContext, p: Principal, b: Body) {
  const businessId = await instructionScope(ctx, p, b);
  const rows = await ownOrDefault(ctx.db, b.supplierId, businessId).execute();
  return {
    instruction: rows.map((r) => ({
      id: r.id,
      // Written only by putInstruction, which checks the data against its action.
      ...({ action: r.action, data: r.data } as ParseInstruction),
      updated_at: r.updated_at,
      shared: r.business_id === null,
    })),
  };
}

/** Saves one instruction for the caller's restaurant (or, for an admin naming none, the shared default). */
export async function putInstruction(ctx: AppContext, p: Principal, b: Body) {
  const businessId = await instructionScope(ctx, p, b);
  if (!b.action || !b.data) throw badRequest('An instruction needs an action and its data');
  const parsed = PARSE_INSTRUCTION_DATA[b.action].safeParse(b.data);
  if (!parsed.success) throw badRequest(`The ${b.action} instruction is not valid`, parsed.error.issues);
  const data = JSON.stringify(parsed.data);
  const values = { business_id: businessId, supplier_id: b.supplierId, action: b.action, data, created_by: p.userId };
  const update = { data, updated_at: new Date(), created_by: p.userId };
  await ctx.db
    .insertInto('parse_instructions')
    .values(values)
    .onConflict((oc) =>
      businessId === null
        ? oc.columns(['supplier_id', 'action']).where('business_id', 'is', null).doUpdateSet(update)
        : oc.columns(['business_id', 'supplier_id', 'action']).where('business_id', 'is not', null).doUpdateSet(update),
    )
    .execute();
  const instruction = { action: b.action, data: parsed.data } as ParseInstruction;
  return { instruction: { ...instruction, supplierId: b.supplierId, shared: businessId === null } };
}

/**
 * The instructions that shape a restaurant's parse of a supplier's documents: for each action its own instruction,
 * or else the supplier's shared default. Another restaurant's instructions never apply.
 */
export async function loadInstructions(db: Db, supplierId: number, businessId: number): Promise<ParseInstruction[]> {
  const rows = await ownOrDefault(db, supplierId, businessId).execute();
  const chosen = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (!chosen.has(r.action)) chosen.set(r.action, r);
  return [...chosen.values()]
    .sort((a, b) => a.id - b.id)
    .map((r) => ({ action: r.action, data: r.data }) as ParseInstruction);
}
