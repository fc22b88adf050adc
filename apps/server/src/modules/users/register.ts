import { CLAIM_MSG, type RegisterBody, type RegisterResponse } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { isNameTaken, sameSupplierName } from '../suppliers/names.js';

/**
 * The account a /register call acts for: the signed-in caller (id token), else the holder of the registration
 * token that sign-up handed out with the new account. An email in the body never selects an account.
 */
export async function registrationCaller(
  ctx: AppContext,
  principalUserId: number | undefined,
  registrationToken: string | undefined,
): Promise<number> {
  if (principalUserId) return principalUserId;
  if (!registrationToken) throw new AppError('UNAUTHORIZED', CLAIM_MSG.signInToRegister);
  try {
    return await ctx.tokens.verify(registrationToken, 'register');
  } catch {
    throw new AppError('UNAUTHORIZED', `Your application has expired. ${CLAIM_MSG.signInToRegister}`);
  }
}

/**
 * Creates the restaurant or supplier of the caller's account and links the account to it, in one transaction.
 * A supplier name is a registered supplier's own: registering one that another account has is refused. A name
 * that restaurants already use for a supplier record of their own making gives the account no rights over it:
 * a request to manage it is recorded, granted later by a code mailed to the record's order address or by an
 * admin (modules/suppliers/claims.ts). Nothing here changes an existing supplier record.
 */
export async function register(
  ctx: AppContext,
  userId: number,
  input: RegisterBody,
  ip: string,
): Promise<RegisterResponse> {
  await consumeRateLimit(ctx.db, `register:ip:${ip}`, 30, 3600);
  return ctx.db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('users')
      .select(['id', 'email', 'usertype'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new AppError('UNAUTHORIZED', CLAIM_MSG.signInToRegister);
    if (input.email && input.email !== user.email)
      throw new AppError('VALIDATION', 'This email is not the one of your account');
    if (user.usertype === 'admin') throw new AppError('FORBIDDEN', 'Admin accounts do not register a business');
    const member = await tx
      .selectFrom('team_memberships')
      .select('user_id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (member) throw new AppError('CONFLICT', 'This account is already registered with a business');
    const claim = await tx
      .selectFrom('supplier_claims')
      .select('id')
      .where('user_id', '=', user.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (claim) throw new AppError('CONFLICT', 'This account is already waiting to manage a supplier');
    const role = input.role?.includes('Owner') ? 'Owner' : input.role?.includes('Chef') ? 'Chef' : 'Admin';
    await tx
      .updateTable('users')
      .set({
        usertype: input.userType,
        first_name: input.firstName,
        last_name: input.lastName,
        phone: input.phone,
        updated_at: new Date(),
      })
      .where('id', '=', user.id)
      .execute();
    const contact = {
      contact_name: `${input.firstName} ${input.lastName}`,
      contact_email: user.email,
      contact_phone: input.phone,
    };
    if (input.userType === 'restaurant' && input.restaurant) {
      const r = input.restaurant;
      const address = {
        address1: r.address,
        city: r.city,
        state: r.stateProv,
        country: r.region,
        postal_code: r.postalCode,
      };
      const business = await tx
        .insertInto('businesses')
        .values({ name: r.name, ...address, ...contact, phone: input.phone, website: r.website })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('business_locations')
        .values({ business_id: business.id, ...address, phone: input.phone })
        .execute();
      await tx.insertInto('team_memberships').values({ user_id: user.id, business_id: business.id, role }).execute();
      return { status: 'SUCCESS', userId: user.id, businessId: business.id, supplierId: null };
    }
    const s = input.supplier;
    if (!s) throw new AppError('VALIDATION', 'Please enter Supplier name');
    // One registration of a name at a time: two at once could both find it free.
    await sql`SELECT pg_advisory_xact_lock(hashtext('supplier-name:' || supplier_name_key(${s.name})))`.execute(tx);
    const sameName = await tx
      .selectFrom('suppliers')
      .select(['id', 'registered'])
      .where(sameSupplierName('name', s.name))
      .orderBy('id')
      .execute();
    if (sameName.some((x) => x.registered)) throw new AppError('CONFLICT', CLAIM_MSG.nameTaken(s.name));
    const address = {
      address1: s.address,
      city: s.city,
      state: s.stateProv,
      country: s.region,
      postal_code: s.postalCode,
    };
    const existing = sameName[0];
    if (existing) {
      await recordClaim(tx, user.id, existing.id, role, input);
      return { status: 'PENDING_CLAIM', userId: user.id, businessId: null, supplierId: null };
    }
    const supplier = await tx
      .insertInto('suppliers')
      .values({
        name: s.name,
        ...address,
        ...contact,
        phone: input.phone,
        website: s.website,
        about: s.about,
        order_email: s.orderEmail,
        person_id: user.id,
        registered: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((err: unknown) => {
        if (isNameTaken(err)) throw new AppError('CONFLICT', CLAIM_MSG.nameTaken(s.name));
        throw err;
      });
    await tx
      .insertInto('supplier_locations')
      .values({ supplier_id: supplier.id, ...address })
      .execute();
    await tx.insertInto('team_memberships').values({ user_id: user.id, supplier_id: supplier.id, role }).execute();
    return { status: 'SUCCESS', userId: user.id, businessId: null, supplierId: supplier.id };
  });
}

/** The account's request to manage a supplier record restaurants created; the application is kept for review. */
async function recordClaim(tx: Tx, userId: number, supplierId: number, role: string, input: RegisterBody) {
  const s = input.supplier;
  if (!s) return;
  const details = {
    name: s.name,
    orderEmail: s.orderEmail,
    address: s.address,
    city: s.city,
    stateProv: s.stateProv,
    region: s.region,
    postalCode: s.postalCode,
    website: s.website,
    about: s.about,
    phone: input.phone,
  };
  await tx
    .insertInto('supplier_claims')
    .values({
      supplier_id: supplierId,
      user_id: userId,
      role: role as 'Admin' | 'Owner' | 'Chef',
      details: JSON.stringify(details),
    })
    .execute();
}
