import { randomBytes } from 'node:crypto';
import { TEAM_MSG, type TeamMember } from '@app/contracts';
import type { AppContext, Principal } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { AppError, conflict } from '../../lib/errors.js';
import { teamScope } from '../../lib/tenancy.js';
import { hashPassword } from '../auth/passwords.js';
import { addedToTeamMail, inviteNewUserMail } from './emails.js';

type Team = { businessId: number } | { supplierId: number };

const teamFilter = (team: Team) =>
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
  return { users };
}

async function teamName(tx: Tx, team: Team): Promise<string> {
  if ('businessId' in team) {
    const b = await tx.selectFrom('businesses').select('name').where('id', '=', team.businessId).executeTakeFirst();
    if (!b) throw new AppError('NOT_FOUND', 'Restaurant not found');
    return b.name;
  }
  const s = await tx.selectFrom('suppliers').select('name').where('id', '=', team.supplierId).executeTakeFirst();
  if (!s) throw new AppError('NOT_FOUND', 'Supplier not found');
  return s.name;
}

/** A temporary password that meets the password rules. */
const temporaryPassword = () => `${randomBytes(6).toString('base64url')}aA1!`;

/**
 * Adds a member by email: an existing user without a team joins it; an unknown email gets an account with a
 * temporary password (NEW_PASSWORD_REQUIRED at first sign-in) and an invitation email.
 */
export async function addMember(
  ctx: AppContext,
  p: Principal,
  input: {
    email: string;
    businessId?: number | null;
    supplierId?: number | null;
    firstName?: string;
    lastName?: string;
  },
) {
  const team = teamScope(p, input);
  const usertype = 'businessId' in team ? 'restaurant' : 'supplier';
  const tempPassword = temporaryPassword();
  const tempHash = await hashPassword(tempPassword);
  return ctx.db.transaction().execute(async (tx) => {
    const name = await teamName(tx, team);
    const existing = await tx
      .selectFrom('users')
      .leftJoin('team_memberships as m', 'm.user_id', 'users.id')
      .select(['users.id', 'users.usertype', 'm.user_id as member'])
      .where('users.email', '=', input.email)
      .forUpdate('users')
      .executeTakeFirst();
    if (existing && (existing.member || existing.usertype === 'admin')) throw conflict(TEAM_MSG.alreadyAssigned);
    let userId: number;
    if (existing) {
      userId = existing.id;
      await tx.updateTable('users').set({ usertype, updated_at: new Date() }).where('id', '=', userId).execute();
      await ctx.queue.enqueue(tx, MAIL_JOB, addedToTeamMail(input.email, name, ctx.config.publicUrl));
    } else {
      const created = await tx
        .insertInto('users')
        .values({
          email: input.email,
          first_name: input.firstName ?? '',
          last_name: input.lastName ?? '',
          usertype,
          password_hash: tempHash,
          confirmed: true,
          must_change_password: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = created.id;
      await ctx.queue.enqueue(tx, MAIL_JOB, inviteNewUserMail(input.email, name, tempPassword, ctx.config.publicUrl));
    }
    await tx
      .insertInto('team_memberships')
      .values({
        user_id: userId,
        ...('businessId' in team ? { business_id: team.businessId } : { supplier_id: team.supplierId }),
      })
      .execute();
    return { status: 'SUCCESS', userId, created: !existing };
  });
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
