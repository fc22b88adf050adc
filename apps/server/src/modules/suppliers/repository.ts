import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { connectionsVisibleTo } from './access.js';

/** The connection row between a restaurant and a supplier, or 404: the one check every supplier call makes. */
export async function getConnection(db: Db, businessId: number, supplierId: number) {
  const row = await db
    .selectFrom('business_suppliers as bs')
    .selectAll('bs')
    .where(connectionsVisibleTo({ businessId }))
    .where('bs.supplier_id', '=', supplierId)
    .executeTakeFirst();
  if (!row) throw notFound('Supplier not found');
  return row;
}

/** A restaurant's suppliers with its account details, contacts and order counts (for the Suppliers page). */
export async function listConnectedSuppliers(db: Db, businessId: number) {
  const rows = await db
    .selectFrom('business_suppliers as bs')
    .innerJoin('suppliers as s', 's.id', 'bs.supplier_id')
    .select([
      's.id',
      's.name',
      's.alternate_names',
      's.address1',
      's.city',
      's.state',
      's.postal_code',
      's.phone',
      's.order_email',
      's.registered',
      's.person_id',
      'bs.account_id',
      'bs.credit_terms',
      'bs.minimum_order',
      'bs.order_cutoff',
      'bs.delivery_days',
      'bs.preferred_contact_method',
      'bs.contact_name',
      'bs.contact_email',
      'bs.contact_phone',
      'bs.created_at',
      (eb) =>
        eb
          .selectFrom('orders')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('orders.supplier_id', '=', 's.id')
          .where('orders.business_id', '=', businessId)
          .as('order_count'),
      (eb) =>
        eb
          .selectFrom('orders')
          .select(sql<Date>`max(created_at)`.as('t'))
          .whereRef('orders.supplier_id', '=', 's.id')
          .where('orders.business_id', '=', businessId)
          .as('last_order_at'),
    ])
    .where(connectionsVisibleTo({ businessId }))
    .orderBy('s.name')
    .execute();
  const contacts = rows.length
    ? await db
        .selectFrom('contacts')
        .select(['id', 'supplier_id', 'name', 'phone', 'email', 'role', 'default_order_email'])
        .where('business_id', '=', businessId)
        .where(
          'supplier_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    supplier_id: r.id,
    name: r.name,
    alternate_names: r.alternate_names,
    address1: r.address1,
    city: r.city,
    state: r.state,
    postalCode: r.postal_code,
    phone: r.phone,
    order_email: r.order_email,
    registered: r.registered,
    person_id: r.person_id,
    account_id: r.account_id,
    credit_terms: r.credit_terms,
    minimum_order: r.minimum_order,
    order_cutoff: r.order_cutoff,
    delivery_days: r.delivery_days,
    preferred_contact_method: r.preferred_contact_method,
    contact_name: r.contact_name,
    contact_email: r.contact_email,
    contact_phone: r.contact_phone,
    order_count: r.order_count ?? 0,
    last_order_at: r.last_order_at,
    contacts: contacts.filter((c) => c.supplier_id === r.id),
  }));
}

/** What a supplier record shows of itself. */
const RECORD_COLUMNS = [
  'id',
  'name',
  'alternate_names',
  'address1',
  'city',
  'state',
  'postal_code',
  'phone',
  'order_email',
  'registered',
] as const;

/**
 * Supplier records as /supplier_get lists them when no restaurant is named (every record, or one): the record's
 * own fields, with the fields of a restaurant's connection null.
 */
export async function supplierRecords(db: Db, supplierId?: number) {
  let q = db.selectFrom('suppliers').select([...RECORD_COLUMNS, 'person_id']);
  if (supplierId) q = q.where('id', '=', supplierId);
  const rows = await q.orderBy('name').execute();
  return rows.map(({ postal_code, ...r }) => ({
    ...r,
    supplier_id: r.id,
    postalCode: postal_code,
    account_id: null,
    credit_terms: null,
    minimum_order: null,
    order_cutoff: null,
    delivery_days: null,
    preferred_contact_method: null,
    contact_name: null,
    contact_email: null,
    contact_phone: null,
    order_count: null,
    last_order_at: null,
    contacts: [],
    delivery_rule: null,
  }));
}

/** A supplier's own record, as its settings edit it. */
export async function supplierProfile(db: Db, supplierId: number) {
  return db
    .selectFrom('suppliers')
    .select([...RECORD_COLUMNS, 'country', 'website', 'about'])
    .where('id', '=', supplierId)
    .executeTakeFirstOrThrow();
}

export async function listCustomers(db: Db, supplierId: number) {
  const rows = await db
    .selectFrom('business_suppliers as bs')
    .innerJoin('businesses as b', 'b.id', 'bs.business_id')
    .select([
      'b.id',
      'b.name',
      'b.address1',
      'b.city',
      'b.state',
      'b.postal_code as postalCode',
      'b.phone',
      'b.contact_name',
      'b.contact_email',
      'b.contact_phone',
      'bs.account_id',
      'bs.credit_terms',
      'bs.minimum_order',
      'bs.order_cutoff',
      'bs.delivery_days',
      'bs.customer_notes',
      'bs.created_at',
      (eb) =>
        eb
          .selectFrom('orders')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('orders.business_id', '=', 'b.id')
          .where('orders.supplier_id', '=', supplierId)
          .as('order_count'),
    ])
    .where(connectionsVisibleTo({ supplierId }))
    .orderBy('b.name')
    .execute();
  return rows.map((r) => ({ ...r, order_count: r.order_count ?? 0 }));
}

/** Suppliers whose name or an alternate name resembles the term (more than 2 characters). */
export async function searchSuppliers(db: Db, term: string) {
  const q = term.trim().toLowerCase();
  if (q.length <= 2) return [];
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom('suppliers')
    .select(['id', 'id as supplier_id', 'name', 'alternate_names', 'city', 'registered'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', like),
        sql<boolean>`similarity(lower(name), ${q}) > 0.3`,
        sql<boolean>`EXISTS (SELECT 1 FROM unnest(alternate_names) a WHERE lower(a) LIKE ${like} OR similarity(lower(a), ${q}) > 0.3)`,
      ]),
    )
    .orderBy(sql`similarity(lower(name), ${q})`, 'desc')
    .orderBy('name')
    .limit(20)
    .execute();
}
