import { type AdminClaimRow, CLAIM_MSG, type SupplierClaimView } from '@app/contracts';
import type { AppContext, Principal } from '../../context.js';
import type { Db, Tx } from '../../db/database.js';
import { MAIL_JOB } from '../../jobs/mail.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { codeMatches, hashCode, newCode } from '../../lib/one-time-code.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { maskEmail } from '../auth/emails.js';
import { claimCodeMail, claimDecidedMail, supplierClaimedMail } from './claim-emails.js';
import { isNameTaken } from './names.js';

/**
 * Requests by supplier accounts to manage a supplier record that restaurants created (registration under its
 * name records one). The record is granted only by proof of control of its own order address (a code mailed
 * there) or by an admin's approval; what restaurants wrote about it (contacts, contact emails) counts for nothing.
 */

const CODE_TTL_MS = 3600 * 1000;
const MAX_ATTEMPTS = 5;
const claimScope = (claimId: number) => `supplier-claim:${claimId}`;

type Details = Partial<Record<'name' | 'orderEmail' | 'address' | 'city' | 'stateProv' | 'region', string>> &
  Partial<Record<'postalCode' | 'website' | 'about' | 'phone', string>>;
const detailsOf = (v: unknown): Details => (v && typeof v === 'object' ? (v as Details) : {});

async function pendingClaim(db: Db, userId: number) {
  return db
    .selectFrom('supplier_claims as c')
    .innerJoin('suppliers as s', 's.id', 'c.supplier_id')
    .select([
      'c.id',
      'c.supplier_id',
      'c.code_hash',
      'c.code_sent_to',
      'c.code_expires_at',
      'c.code_attempts',
      's.name as supplier_name',
      's.order_email',
      's.registered',
    ])
    .where('c.user_id', '=', userId)
    .where('c.status', '=', 'pending')
    .executeTakeFirst();
}

/** The caller's newest request, for its waiting screen; null when it has none. */
export async function ownClaim(ctx: AppContext, p: Principal): Promise<SupplierClaimView | null> {
  const c = await ctx.db
    .selectFrom('supplier_claims as c')
    .innerJoin('suppliers as s', 's.id', 'c.supplier_id')
    .select(['c.id', 'c.status', 'c.created_at', 'c.code_sent_to', 'c.code_expires_at', 's.name', 's.order_email'])
    .where('c.user_id', '=', p.userId)
    .orderBy('c.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!c) return null;
  const codeLive = c.code_sent_to && c.code_expires_at && c.code_expires_at.getTime() > Date.now();
  return {
    id: c.id,
    supplierName: c.name,
    status: c.status,
    orderEmail: c.order_email ? maskEmail(c.order_email) : null,
    codeSentTo: codeLive && c.code_sent_to ? maskEmail(c.code_sent_to) : null,
    createdAt: c.created_at.toISOString(),
  };
}

/** Mails a code to the record's current order address. */
export async function sendClaimCode(ctx: AppContext, p: Principal, ip: string) {
  await consumeRateLimit(ctx.db, `claim_code:ip:${ip}`, 30, 3600);
  await consumeRateLimit(ctx.db, `claim_code:user:${p.userId}`, 5, 3600);
  const claim = await pendingClaim(ctx.db, p.userId);
  if (!claim) throw notFound(CLAIM_MSG.noPendingClaim);
  if (claim.registered) throw conflict(CLAIM_MSG.alreadyManaged);
  const to = claim.order_email.trim();
  if (!to) throw conflict(CLAIM_MSG.noOrderAddress);
  // The record's mailbox is somebody else's until proven: it gets a bounded number of these mails.
  await consumeRateLimit(ctx.db, `claim_code:supplier:${claim.supplier_id}`, 10, 24 * 3600);
  const code = newCode();
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .updateTable('supplier_claims')
      .set({
        code_hash: hashCode(ctx.config.jwtSecret, claimScope(claim.id), code),
        code_sent_to: to,
        code_expires_at: new Date(Date.now() + CODE_TTL_MS),
        code_attempts: 0,
      })
      .where('id', '=', claim.id)
      .execute();
    const requester = `${p.name || 'Someone'} (${p.email})`;
    await ctx.queue.enqueue(tx, MAIL_JOB, claimCodeMail(to, claim.supplier_name, requester, code));
  });
  return { sentTo: maskEmail(to) };
}

/** Checks the code; the right one, sent to the address the record still has, grants the record. */
export async function confirmClaimCode(ctx: AppContext, p: Principal, code: string) {
  const claim = await pendingClaim(ctx.db, p.userId);
  if (!claim) throw notFound(CLAIM_MSG.noPendingClaim);
  const expired = () => new AppError('ExpiredCodeException', 'The code has expired. Request a new code.');
  if (!claim.code_hash || !claim.code_sent_to || !claim.code_expires_at) throw expired();
  if (claim.code_expires_at.getTime() < Date.now()) throw expired();
  if (claim.code_attempts >= MAX_ATTEMPTS)
    throw new AppError('LimitExceededException', 'Attempt limit exceeded, please request a new code.');
  if (claim.code_sent_to !== claim.order_email.trim()) throw conflict(CLAIM_MSG.addressChanged);
  if (!codeMatches(claim.code_hash, ctx.config.jwtSecret, claimScope(claim.id), code)) {
    // Counted outside any transaction: the failed request must still use up an attempt.
    await ctx.db
      .updateTable('supplier_claims')
      .set((eb) => ({ code_attempts: eb('code_attempts', '+', 1) }))
      .where('id', '=', claim.id)
      .execute();
    throw new AppError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  }
  return approveClaim(ctx, claim.id, 'code', null, { codeHash: claim.code_hash });
}

/**
 * Grants the record: the requester joins its team, the record becomes registered (its order address is never
 * changed here), other requests for it are turned down, and every restaurant connected to it is told by email.
 */
export async function approveClaim(
  ctx: AppContext,
  claimId: number,
  method: 'code' | 'admin',
  adminId: number | null,
  expect?: { codeHash: string },
) {
  return ctx.db.transaction().execute(async (tx) => {
    const claim = await tx
      .selectFrom('supplier_claims')
      .selectAll()
      .where('id', '=', claimId)
      .forUpdate()
      .executeTakeFirst();
    if (!claim) throw notFound('Request not found');
    if (claim.status !== 'pending') throw conflict(`This request was already ${claim.status}`);
    // A code that was replaced or used in the meantime no longer counts.
    if (expect && claim.code_hash !== expect.codeHash)
      throw new AppError('ExpiredCodeException', 'The code has expired. Request a new code.');
    const supplier = await tx
      .selectFrom('suppliers')
      .selectAll()
      .where('id', '=', claim.supplier_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (supplier.registered) throw conflict(CLAIM_MSG.alreadyManaged);
    if (expect && claim.code_sent_to !== supplier.order_email.trim()) throw conflict(CLAIM_MSG.addressChanged);
    const user = await tx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'confirmed'])
      .where('id', '=', claim.user_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!user.confirmed) throw conflict(CLAIM_MSG.notConfirmed);
    const member = await tx
      .selectFrom('team_memberships')
      .select('user_id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (member) throw conflict(CLAIM_MSG.alreadyInTeam);

    const d = detailsOf(claim.details);
    const fill = (current: string, applied: string | undefined) => (current.trim() ? current : (applied ?? ''));
    await tx
      .updateTable('suppliers')
      .set({
        registered: true,
        person_id: user.id,
        address1: fill(supplier.address1, d.address),
        city: fill(supplier.city, d.city),
        state: fill(supplier.state, d.stateProv),
        country: fill(supplier.country, d.region),
        postal_code: fill(supplier.postal_code, d.postalCode),
        phone: fill(supplier.phone, d.phone),
        website: fill(supplier.website, d.website),
        about: fill(supplier.about, d.about),
      })
      .where('id', '=', supplier.id)
      .execute()
      .catch((err: unknown) => {
        if (isNameTaken(err)) throw conflict(CLAIM_MSG.nameTaken(supplier.name));
        throw err;
      });
    const location = await tx
      .selectFrom('supplier_locations')
      .select('id')
      .where('supplier_id', '=', supplier.id)
      .executeTakeFirst();
    if (!location) {
      await tx
        .insertInto('supplier_locations')
        .values({
          supplier_id: supplier.id,
          address1: fill(supplier.address1, d.address),
          city: fill(supplier.city, d.city),
          state: fill(supplier.state, d.stateProv),
          country: fill(supplier.country, d.region),
          postal_code: fill(supplier.postal_code, d.postalCode),
        })
        .execute();
    }
    await tx
      .insertInto('team_memberships')
      .values({ user_id: user.id, supplier_id: supplier.id, role: claim.role })
      .execute();
    await tx
      .updateTable('supplier_claims')
      .set({ status: 'approved', method, decided_by: adminId, decided_at: new Date(), code_hash: null })
      .where('id', '=', claim.id)
      .execute();
    await tx
      .updateTable('supplier_claims')
      .set({ status: 'rejected', decided_by: adminId, decided_at: new Date(), code_hash: null })
      .where('supplier_id', '=', supplier.id)
      .where('status', '=', 'pending')
      .execute();
    const manager = { name: `${user.first_name} ${user.last_name}`.trim() || user.email, email: user.email };
    await notifyConnectedRestaurants(ctx, tx, supplier.id, supplier.name, manager);
    if (method === 'admin')
      await ctx.queue.enqueue(tx, MAIL_JOB, claimDecidedMail(user.email, supplier.name, true, ctx.config.publicUrl));
    return { status: 'SUCCESS' as const, supplierId: supplier.id };
  });
}

async function decide(tx: Tx, claimId: number, status: 'rejected', adminId: number | null) {
  await tx
    .updateTable('supplier_claims')
    .set({ status, decided_by: adminId, decided_at: new Date(), code_hash: null })
    .where('id', '=', claimId)
    .execute();
}

/** One mail per restaurant connected to the record, to its team. */
async function notifyConnectedRestaurants(
  ctx: AppContext,
  tx: Tx,
  supplierId: number,
  supplierName: string,
  manager: { name: string; email: string },
) {
  const rows = await tx
    .selectFrom('business_suppliers as bs')
    .innerJoin('businesses as b', 'b.id', 'bs.business_id')
    .leftJoin('team_memberships as m', 'm.business_id', 'b.id')
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['b.id', 'b.name', 'b.contact_email', 'u.email'])
    .where('bs.supplier_id', '=', supplierId)
    .orderBy('b.id')
    .orderBy('u.id')
    .execute();
  const byBusiness = new Map<number, { name: string; to: Set<string> }>();
  for (const r of rows) {
    const entry = byBusiness.get(r.id) ?? { name: r.name, to: new Set<string>() };
    if (r.email) entry.to.add(r.email);
    else if (r.contact_email) entry.to.add(r.contact_email);
    byBusiness.set(r.id, entry);
  }
  const mails = [...byBusiness.entries()]
    .filter(([, b]) => b.to.size > 0)
    .map(([businessId, b]) => ({
      name: MAIL_JOB,
      payload: supplierClaimedMail([...b.to], b.name, supplierName, manager, ctx.config.publicUrl),
      opts: { singletonKey: `supplier-claimed:${supplierId}:${businessId}` },
    }));
  if (mails.length > 0) await ctx.queue.enqueueMany(tx, mails);
}

export async function rejectClaim(ctx: AppContext, claimId: number, adminId: number) {
  return ctx.db.transaction().execute(async (tx) => {
    const claim = await tx
      .selectFrom('supplier_claims as c')
      .innerJoin('suppliers as s', 's.id', 'c.supplier_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.status', 's.name', 'u.email'])
      .where('c.id', '=', claimId)
      .forUpdate()
      .executeTakeFirst();
    if (!claim) throw notFound('Request not found');
    if (claim.status !== 'pending') throw conflict(`This request was already ${claim.status}`);
    await decide(tx, claim.id, 'rejected', adminId);
    await ctx.queue.enqueue(tx, MAIL_JOB, claimDecidedMail(claim.email, claim.name, false, ctx.config.publicUrl));
    return { status: 'SUCCESS' as const };
  });
}

/** The admins' queue: pending requests, oldest first. */
export async function listPendingClaims(ctx: AppContext): Promise<AdminClaimRow[]> {
  const rows = await ctx.db
    .selectFrom('supplier_claims as c')
    .innerJoin('suppliers as s', 's.id', 'c.supplier_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select((eb) => [
      'c.id',
      'c.created_at',
      'c.details',
      's.id as supplier_id',
      's.name as supplier_name',
      's.order_email',
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.phone',
      'u.confirmed',
      eb
        .selectFrom('business_suppliers as bs')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('bs.supplier_id', '=', 's.id')
        .as('restaurants'),
    ])
    .where('c.status', '=', 'pending')
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(200)
    .execute();
  return rows.map((r) => {
    const d = detailsOf(r.details);
    return {
      id: r.id,
      createdAt: r.created_at.toISOString(),
      supplierId: r.supplier_id,
      supplierName: r.supplier_name,
      appliedName: d.name ?? r.supplier_name,
      orderEmail: r.order_email,
      restaurants: Number(r.restaurants ?? 0),
      user: {
        id: r.user_id,
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        phone: r.phone,
        confirmed: r.confirmed,
      },
      details: {
        orderEmail: d.orderEmail ?? '',
        address: d.address ?? '',
        city: d.city ?? '',
        stateProv: d.stateProv ?? '',
        postalCode: d.postalCode ?? '',
        website: d.website ?? '',
      },
    };
  });
}
