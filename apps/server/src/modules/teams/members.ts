import { randomBytes } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  TEAM_MSG,
  type TeamInvitation,
  type TeamMember,
  type TeamMembersResponse,
  type UserAddResponse,
} from '@app/contracts';
import type { AppContext, Principal } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { AppError, conflict } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { teamScope } from '../../lib/tenancy.js';
import { sha256 } from '../auth/tokens.js';
import { invitationMail } from './emails.js';

export type Team = { businessId: number } | { supplierId: number };

/** How many invitations one person may send in an hour (each one is an email to someone else). */
export const INVITE_LIMIT = { perHour: 60 };

export const teamFilter = (team: Team) =>
  'businessId' in team ? (['business_id', team.businessId] as const) : (['supplier_id', team.supplierId] as const);

export async function listMembers(
  ctx: AppContext,
  p: Principal,
  requested: { businessId?: number | null; supplierId?: number | null },
) {
  const [col, id] = teamFilter(teamScope(p, requested));
  const rows = await ctx.db
    .selectFrom('team_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where(`m.${col}`, '=', id)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
  // Every member is an administrator of the account (spec 2.5).
  const users: TeamMember[] = rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    role: 'Admin',
  }));
  const pending = await ctx.db
    .selectFrom('team_invitations')
    .select(['id', 'email', 'first_name', 'last_name', 'created_at', 'expires_at'])
    .where(col, '=', id)
    .where('accepted_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const invitations: TeamInvitation[] = pending.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    invitedAt: r.created_at.toISOString(),
    expiresAt: r.expires_at.toISOString(),
  }));
  return { users, invitations } satisfies TeamMembersResponse;
}

/** The team's name; `lock` holds its row until the transaction ends. */
export async function teamName(tx: Tx, team: Team, lock = false): Promise<string> {
  if ('businessId' in team) {
    const q = tx.selectFrom('businesses').select('name').where('id', '=', team.businessId);
    const b = await (lock ? q.forUpdate() : q).executeTakeFirst();
    if (!b) throw new AppError('NOT_FOUND', 'Restaurant not found');
    return b.name;
  }
  const q = tx.selectFrom('suppliers').select('name').where('id', '=', team.supplierId);
  const s = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!s) throw new AppError('NOT_FOUND', 'Supplier not found');
  return s.name;
}

/**
 * Invites an email to the team. The answer is the same whether or not the email has an account, and nobody joins
 * here: an account joins when it accepts (see invitations.ts), an email without one when it creates its account
 * from the mailed link. Asking again renews the invitation (a new link; the old one stops working).
 */
export async function inviteMember(
  ctx: AppContext,
  p: Principal,
  input: {
    email: string;
    businessId?: number | null;
    supplierId?: number | null;
    firstName?: string;
    lastName?: string;
  },
): Promise<UserAddResponse> {
  const team = teamScope(p, input);
  const [col, id] = teamFilter(team);
  await consumeRateLimit(ctx.db, `invite:user:${p.userId}`, INVITE_LIMIT.perHour, 3600);
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction().execute(async (tx) => {
    // Locks the team: invitations to it are made one at a time.
    const name = await teamName(tx, team, true);
    const member = await tx
      .selectFrom('team_memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('u.id')
      .where('u.email', '=', input.email)
      .where(`m.${col}`, '=', id)
      .executeTakeFirst();
    // Only a member of this very team, whom the caller sees in its own list anyway.
    if (member) throw conflict(TEAM_MSG.alreadyAssigned);
    const fresh = {
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600 * 1000),
      invited_by: p.userId,
      ...(input.firstName ? { first_name: input.firstName } : {}),
      ...(input.lastName ? { last_name: input.lastName } : {}),
    };
    const renewed = await tx
      .updateTable('team_invitations')
      .set(fresh)
      .where('email', '=', input.email)
      .where(col, '=', id)
      .where('accepted_at', 'is', null)
      .where('cancelled_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!renewed) {
      await tx
        .insertInto('team_invitations')
        .values({
          email: input.email,
          ...('businessId' in team ? { business_id: team.businessId } : { supplier_id: team.supplierId }),
          ...fresh,
        })
        .execute();
    }
    const account = await tx.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
    const link = `${ctx.config.publicUrl}/invite?token=${token}`;
    await ctx.queue.enqueue(
      tx,
      MAIL_JOB,
      invitationMail(input.email, name, p.name, link, Boolean(account), INVITATION_TTL_DAYS),
    );
  });
  return { status: 'SUCCESS', message: TEAM_MSG.invitationSent };
}

/** Removes a member from the caller's team; the last member stays. The removed user keeps only Settings. */
export async function removeMember(
  ctx: AppContext,
  p: Principal,
  input: { email: string; businessId?: number | null; supplierId?: number | null },
) {
  const team = teamScope(p, input);
  const [col, id] = teamFilter(team);
  return ctx.db.transaction().execute(async (tx) => {
    const members = await tx
      .selectFrom('team_memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.email'])
      .where(`m.${col}`, '=', id)
      .forUpdate('m')
      .execute();
    const target = members.find((m) => m.email === input.email);
    if (!target) throw new AppError('NOT_FOUND', TEAM_MSG.noUserFound);
    if (members.length <= 1) throw conflict(TEAM_MSG.lastMember);
    await tx.deleteFrom('team_memberships').where('user_id', '=', target.id).execute();
    await tx
      .updateTable('users')
      .set({ usertype: 'person', updated_at: new Date() })
      .where('id', '=', target.id)
      .execute();
    return { status: 'SUCCESS' };
  });
}
