import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Supplier names compare without case and spacing ('Fresh Valley' = 'fresh  valley' = 'FreshValley'), by the
 * database function the unique index of registered names uses, so the check and the index always agree.
 */
export function sameSupplierName(column: string, name: string): Expression<SqlBool> {
  return sql<SqlBool>`supplier_name_key(${sql.ref(column)}) = supplier_name_key(${name})`;
}

/** The same comparison in code, for lists already loaded (close to the database's for everyday names). */
export function supplierNameKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}

/**
 * The supplier record a name stands for: the oldest record with that name. A newer record with the same name (a
 * rename, a second registration) is never preferred over the one restaurants have been using.
 */
export async function supplierByName(db: Db, name: string, exceptId?: number) {
  let q = db
    .selectFrom('suppliers')
    .select(['id', 'name', 'registered', 'order_email'])
    .where(sameSupplierName('name', name));
  if (exceptId) q = q.where('id', '!=', exceptId);
  return q.orderBy('id').limit(1).executeTakeFirst();
}

/** True for the unique-index violation of a registered supplier's name. */
export function isNameTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('suppliers_registered_name_key');
}
