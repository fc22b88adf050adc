import type { RegisterBody } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';

const REGISTRATION_WINDOW_MS = 7 * 24 * 3600 * 1000;

/**
 * Creates the restaurant or supplier of a freshly signed-up user and links the user to it, in one transaction.
 * Only an account without a business that is still new (unconfirmed, or created in the last week) can be
 * registered, so this unauthenticated call cannot attach a business to somebody else's established account.
 * A supplier registering under the name of a supplier that restaurants already added takes that record over
 * (with its customers and orders) only when the registering email is one the restaurants recorded for it: its
 * order or contact email, or one of its contacts. Anybody else registering that name gets a supplier of their own.
 */
export async function register(ctx: AppContext, input: RegisterBody, ip: string) {
  await consumeRateLimit(ctx.db, `register:ip:${ip}`, 30, 3600);
  return ctx.db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('users')
      .leftJoin('team_memberships as m', 'm.user_id', 'users.id')
      .select(['users.id', 'users.confirmed', 'users.created_at', 'm.user_id as member'])
      .where('users.email', '=', input.email)
      .forUpdate('users')
      .executeTakeFirst();
    if (!user) throw new AppError('NOT_FOUND', 'Create your account first: no account uses this email');
    if (user.member) throw new AppError('CONFLICT', 'This account is already registered with a business');
    if (user.confirmed && Date.now() - user.created_at.getTime() > REGISTRATION_WINDOW_MS)
      throw new AppError('FORBIDDEN', 'Sign in and contact us to register a business for an existing account');
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
      contact_email: input.email,
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
    const address = {
      address1: s.address,
      city: s.city,
      state: s.stateProv,
      country: s.region,
      postal_code: s.postalCode,
    };
    const values = {
      name: s.name,
      ...address,
      ...contact,
      phone: input.phone,
      website: s.website,
      about: s.about,
      order_email: s.orderEmail,
      person_id: user.id,
      registered: true,
    };
    const existing = await tx
      .selectFrom('suppliers')
      .select('id')
      .where(sql<string>`lower(name)`, '=', s.name.toLowerCase())
      .where('registered', '=', false)
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(order_email)`, '=', input.email.toLowerCase()),
          eb(sql<string>`lower(contact_email)`, '=', input.email.toLowerCase()),
          eb.exists(
            eb
              .selectFrom('contacts')
              .select('contacts.id')
              .whereRef('contacts.supplier_id', '=', 'suppliers.id')
              .where(sql<string>`lower(contacts.email)`, '=', input.email.toLowerCase()),
          ),
        ]),
      )
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    const supplier = existing
      ? await tx
          .updateTable('suppliers')
          .set(values)
          .where('id', '=', existing.id)
          .returning('id')
          .executeTakeFirstOrThrow()
      : await tx.insertInto('suppliers').values(values).returning('id').executeTakeFirstOrThrow();
    await tx
      .insertInto('supplier_locations')
      .values({ supplier_id: supplier.id, ...address })
      .execute();
    await tx.insertInto('team_memberships').values({ user_id: user.id, supplier_id: supplier.id, role }).execute();
    return { status: 'SUCCESS', userId: user.id, businessId: null, supplierId: supplier.id };
  });
}
