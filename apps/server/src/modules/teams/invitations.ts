import {
  type InvitationAccepted,
  type InvitationDetails,
  type invitationAcceptBody,
  type invitationCancelBody,
  type MyInvitation,
  TEAM_MSG,
} from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { AppError, conflict } from '../../lib/errors.js';
import { teamScope } from '../../lib/tenancy.js';
import { assertStrongPassword, hashPassword } from '../auth/passwords.js';
import { sha256 } from '../auth/tokens.js';
import { type Team, teamFilter, teamName } from './members.js';

const invalid = () => new AppError('NOT_FOUND', TEAM_MSG.invitationInvalid);

type Pending = { id: number; email: string; business_id: number | null; supplier_id: number | null };
const teamOf = (inv: Pending): Team =>
  inv.business_id ? { businessId: inv.business_id } : { supplierId: inv.supplier_id as number };

/** An invitation that can still be accepted, found by its link's token or (signed in) by id and own email. */
async function findPending(
  tx: Tx,
  by: { token: string } | { id: number; email: string },
  lock: boolean,
): Promise<Pending> {
  let q = tx
    .selectFrom('team_invitations')
    .select(['id', 'email', 'business_id', 'supplier_id'])
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', new Date());
  q =
    'token' in by
      ? q.where('token_hash', '=', sha256(by.token))
      : q.where('id', '=', by.id).where('email', '=', by.email);
  const inv = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!inv) throw invalid();
  return inv;
}

/** What the mailed link's page shows: the team, the email it was sent to and whether that email has an account. */
export async function getInvitation(ctx: AppContext, token: string): Promise<InvitationDetails> {
  return ctx.db.transaction().execute(async (tx) => {
    const inv = await findPending(tx, { token }, false);
    const account = await tx.selectFrom('users').select('id').where('email', '=', inv.email).executeTakeFirst();
    return { teamName: await teamName(tx, teamOf(inv)), email: inv.email, accountExists: Boolean(account) };
  });
}

/** Invitations waiting for the signed-in account's email. */
export async function listMyInvitations(ctx: AppContext, p: Principal): Promise<{ invitations: MyInvitation[] }> {
  const rows = await ctx.db
    .selectFrom('team_invitations as i')
    .leftJoin('businesses as b', 'b.id', 'i.business_id')
    .leftJoin('suppliers as s', 's.id', 'i.supplier_id')
    .select(['i.id', 'i.created_at', 'i.expires_at', 'b.name as business', 's.name as supplier'])
    .where('i.email', '=', p.email)
    .where('i.accepted_at', 'is', null)
    .where('i.cancelled_at', 'is', null)
    .where('i.expires_at', '>', new Date())
    .orderBy('i.created_at', 'desc')
    .execute();
  return {
    invitations: rows.map((r) => ({
      id: r.id,
      teamName: r.business ?? r.supplier ?? '',
      invitedAt: r.created_at.toISOString(),
      expiresAt: r.expires_at.toISOString(),
    })),
  };
}

/**
 * Accepts an invitation: the only way into a team. With the mailed link, the link proves the email, so an email
 * without an account creates one here (confirmed) and an unconfirmed account is confirmed. Signed in, only an
 * invitation to the caller's own email can be accepted. An account in another team must leave it first.
 */
export async function acceptInvitation(
  ctx: AppContext,
  p: Principal | undefined,
  input: z.infer<typeof invitationAcceptBody>,
): Promise<InvitationAccepted> {
  let by: { token: string } | { id: number; email: string };
  if (input.token) by = { token: input.token };
  else if (p && input.invitationId) by = { id: input.invitationId, email: p.email };
  else throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  const newPassword = input.password ? await passwordHashFor(input.password) : undefined;
  return ctx.db.transaction().execute(async (tx) => {
    const inv = await findPending(tx, by, true);
    const team = teamOf(inv);
    const name = await teamName(tx, team);
    const usertype = 'businessId' in team ? ('restaurant' as const) : ('supplier' as const);
    const user = await tx
      .selectFrom('users')
      .leftJoin('team_memberships as m', 'm.user_id', 'users.id')
      .select(['users.id', 'users.usertype', 'm.business_id', 'm.supplier_id'])
      .where('users.email', '=', inv.email)
      .forUpdate('users')
      .executeTakeFirst();
    let userId: number;
    if (user) {
      if (user.usertype === 'admin') throw conflict(TEAM_MSG.adminCannotJoin);
      const [col, id] = teamFilter(team);
      const inThisTeam = (col === 'business_id' ? user.business_id : user.supplier_id) === id;
      if (!inThisTeam && (user.business_id || user.supplier_id)) throw conflict(TEAM_MSG.inAnotherTeam);
      userId = user.id;
      await tx
        .updateTable('users')
        .set({ usertype, updated_at: new Date(), ...('token' in by ? { confirmed: true } : {}) })
        .where('id', '=', userId)
        .execute();
      if (!inThisTeam)
        await tx
          .insertInto('team_memberships')
          .values({ user_id: userId, ...teamColumns(team) })
          .execute();
    } else {
      if (!newPassword || !input.firstName || !input.lastName)
        throw new AppError('VALIDATION', TEAM_MSG.accountDetailsNeeded);
      const created = await tx
        .insertInto('users')
        .values({
          email: inv.email,
          first_name: input.firstName,
          last_name: input.lastName,
          usertype,
          password_hash: newPassword,
          confirmed: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = created.id;
      await tx
        .insertInto('team_memberships')
        .values({ user_id: userId, ...teamColumns(team) })
        .execute();
    }
    await tx.updateTable('team_invitations').set({ accepted_at: new Date() }).where('id', '=', inv.id).execute();
    return { status: 'SUCCESS', businessName: name, email: inv.email, accountCreated: !user };
  });
}

const teamColumns = (team: Team) =>
  'businessId' in team ? { business_id: team.businessId } : { supplier_id: team.supplierId };

async function passwordHashFor(password: string): Promise<string> {
  assertStrongPassword(password);
  return hashPassword(password);
}

/** Withdraws an invitation of the caller's team; its link stops working. */
export async function cancelInvitation(ctx: AppContext, p: Principal, input: z.infer<typeof invitationCancelBody>) {
  const [col, id] = teamFilter(teamScope(p, input));
  const cancelled = await ctx.db
    .updateTable('team_invitations')
    .set({ cancelled_at: new Date() })
    .where('id', '=', input.invitationId)
    .where(col, '=', id)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!cancelled) throw new AppError('NOT_FOUND', TEAM_MSG.invitationNotFound);
  return { status: 'SUCCESS' as const };
}
