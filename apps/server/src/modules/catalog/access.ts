/**
 * What a tenant sees of the catalogue: which items, and which order guide. Every query over items or guide rows
 * takes its where clause from here (prices: visible-prices.ts).
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Tenant } from '../../lib/tenancy.js';
import { connectionsVisibleTo } from '../suppliers/access.js';

type ItemColumns = {
  /** The items table's alias in the query. */
  alias?: string;
  /**
   * Compare the tenant columns as `col + 0`, so the planner does not also walk the (large) supplier index when
   * another condition (search's scoped words) already narrows the rows. The rule is the same.
   */
  unindexed?: boolean;
};

/**
 * The items a tenant sees: a restaurant its own items (invoiced or added by hand) and the catalogues of the
 * suppliers it is connected to; a supplier its own catalogue (not the items restaurants keep under its name).
 */
export function itemsVisibleTo(t: Tenant, { alias = 'i', unindexed = false }: ItemColumns = {}): Expression<SqlBool> {
  const col = (c: 'business_id' | 'supplier_id') =>
    unindexed ? sql`(${sql.ref(`${alias}.${c}`)} + 0)` : sql.ref(`${alias}.${c}`);
  const listed = sql`${sql.ref(`${alias}.business_id`)} IS NULL`;
  if (t.supplierId !== undefined) return sql<SqlBool>`(${col('supplier_id')} = ${t.supplierId} AND ${listed})`;
  return sql<SqlBool>`(${col('business_id')} = ${t.businessId} OR (${listed} AND ${col('supplier_id')} = ANY(ARRAY(
    SELECT bs.supplier_id FROM business_suppliers bs WHERE ${connectionsVisibleTo(t, 'bs')}))))`;
}

/** The order guide rows a tenant sees: a restaurant its own guide; a supplier keeps none. */
export function orderGuideVisibleTo(t: Tenant, alias = 'og'): Expression<SqlBool> {
  return t.businessId !== undefined
    ? sql<SqlBool>`${sql.ref(`${alias}.business_id`)} = ${t.businessId}`
    : sql<SqlBool>`false`;
}
