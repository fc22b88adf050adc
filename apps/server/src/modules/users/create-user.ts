import type { UserType } from '@app/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { assertStrongPassword, hashPassword } from '../auth/passwords.js';
import { supplierByName } from '../suppliers/names.js';

export type CreateUserInput = {
  type: UserType;
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** Restaurant or supplier name: joined when it exists, created otherwise. */
  business?: string;
  /** false: the password is temporary and the first sign-in answers NEW_PASSWORD_REQUIRED. */
  permanent?: boolean;
};

/** Creates a confirmed account (admin tooling, team invites), optionally linked to a business or supplier. */
export async function createUser(
  db: Db,
  input: CreateUserInput,
): Promise<{ userId: number; businessId: number | null; supplierId: number | null }> {
  const email = input.email.trim().toLowerCase();
  assertStrongPassword(input.password);
  if ((input.type === 'restaurant' || input.type === 'supplier') && !input.business)
    throw new AppError('VALIDATION', `A ${input.type} user needs --business NAME`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .insertInto('users')
      .values({
        email,
        first_name: input.firstName ?? '',
        last_name: input.lastName ?? '',
        usertype: input.type,
        password_hash: passwordHash,
        confirmed: true,
        must_change_password: !input.permanent,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!user) throw new AppError('UsernameExistsException', 'An account with the given email already exists.');
    let businessId: number | null = null;
    let supplierId: number | null = null;
    if (input.type === 'restaurant' && input.business) {
      const found = await tx
        .selectFrom('businesses')
        .select('id')
        .where(sql<string>`lower(name)`, '=', input.business.toLowerCase())
        .executeTakeFirst();
      businessId =
        found?.id ??
        (await tx.insertInto('businesses').values({ name: input.business }).returning('id').executeTakeFirstOrThrow())
          .id;
      if (!found) await tx.insertInto('business_locations').values({ business_id: businessId }).execute();
      await tx.insertInto('team_memberships').values({ user_id: user.id, business_id: businessId }).execute();
    }
    if (input.type === 'supplier' && input.business) {
      const found = await supplierByName(tx, input.business);
      supplierId =
        found?.id ??
        (
          await tx
            .insertInto('suppliers')
            .values({ name: input.business, registered: true, person_id: user.id, order_email: email })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      await tx.insertInto('team_memberships').values({ user_id: user.id, supplier_id: supplierId }).execute();
    }
    return { userId: user.id, businessId, supplierId };
  });
}
