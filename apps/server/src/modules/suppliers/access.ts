import { type Expression, type SqlBool, sql } from 'kysely';
import type { Tenant } from '../../lib/tenancy.js';

/**
 * The connections (restaurant-supplier accounts) a tenant sees: a restaurant its suppliers, a supplier its
 * customers. Queries of a tenant's connections take their where clause from here.
 */
export function connectionsVisibleTo(t: Tenant, alias = 'bs'): Expression<SqlBool> {
  return t.businessId !== undefined
    ? sql<SqlBool>`${sql.ref(`${alias}.business_id`)} = ${t.businessId}`
    : sql<SqlBool>`${sql.ref(`${alias}.supplier_id`)} = ${t.supplierId}`;
}
