import type { FirstRun } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import { businessScope } from '../../lib/tenancy.js';

/**
 * The restaurant dashboard's first-run checklist, read from the restaurant's own data: a supplier connected, an
 * invoice or document (a price list) uploaded, items in the order guide, and a team of more than one (or an
 * invitation still open). `dismissed` is the user's own choice to put it away.
 */
export async function firstRun(ctx: AppContext, p: Principal): Promise<FirstRun> {
  const businessId = businessScope(p);
  const row = await sql<{
    suppliers: boolean;
    documents: boolean;
    order_guide: boolean;
    members: number;
    invitations: boolean;
    dismissed: boolean;
  }>`
    SELECT
      EXISTS (SELECT 1 FROM business_suppliers WHERE business_id = ${businessId}) AS suppliers,
      EXISTS (SELECT 1 FROM invoices WHERE business_id = ${businessId}) AS documents,
      EXISTS (SELECT 1 FROM order_guide_items WHERE business_id = ${businessId}) AS order_guide,
      (SELECT count(*)::int FROM team_memberships WHERE business_id = ${businessId}) AS members,
      EXISTS (
        SELECT 1 FROM team_invitations
        WHERE business_id = ${businessId} AND accepted_at IS NULL AND cancelled_at IS NULL AND expires_at > now()
      ) AS invitations,
      EXISTS (SELECT 1 FROM first_run_dismissals WHERE user_id = ${p.userId}) AS dismissed
  `.execute(ctx.db);
  const r = row.rows[0]!;
  return {
    dismissed: r.dismissed,
    steps: [
      { key: 'suppliers', done: r.suppliers },
      { key: 'documents', done: r.documents },
      { key: 'orderGuide', done: r.order_guide },
      { key: 'team', done: r.members > 1 || r.invitations },
    ],
  };
}

/** Puts the checklist away for this user; doing it again changes nothing. */
export async function dismissFirstRun(ctx: AppContext, p: Principal): Promise<FirstRun> {
  businessScope(p);
  await ctx.db
    .insertInto('first_run_dismissals')
    .values({ user_id: p.userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return firstRun(ctx, p);
}
