import type { customerGetBody, personSearchBody, supplierAccountBody, supplierGetBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { businessScope, supplierScope } from '../../lib/tenancy.js';
import { deliveryRules } from '../orders/delivery-rules.js';
import {
  getConnection,
  listConnectedSuppliers,
  listCustomers,
  supplierProfile,
  supplierRecords,
} from './repository.js';

/**
 * /supplier_get: a restaurant's suppliers with its account details and delivery rules (an admin names the
 * restaurant); an admin naming none gets every supplier record, and a supplier user its own record.
 */
export async function supplierList(ctx: AppContext, p: Principal, b: z.infer<typeof supplierGetBody>) {
  if (p.usertype === 'supplier') {
    const supplierId = supplierScope(p);
    const [suppliers, supplierDetails] = await Promise.all([
      supplierRecords(ctx.db, supplierId),
      supplierProfile(ctx.db, supplierId),
    ]);
    return { suppliers, business: null, supplierDetails };
  }
  if (p.usertype === 'admin' && !b.business_id) return { suppliers: await supplierRecords(ctx.db), business: null };
  const businessId = businessScope(p, b.business_id);
  const business = await ctx.db
    .selectFrom('businesses')
    .select([
      'id',
      'name',
      'contact_name',
      'contact_phone',
      'contact_email',
      'address1',
      'city',
      'state',
      'country',
      'postal_code as postalCode',
      'phone',
    ])
    .where('id', '=', businessId)
    .executeTakeFirst();
  const suppliers = await listConnectedSuppliers(ctx.db, businessId);
  const rules = await deliveryRules(
    ctx.db,
    businessId,
    suppliers.map((s) => s.id),
  );
  return {
    suppliers: suppliers.map((s) => ({ ...s, delivery_rule: rules.get(s.id) ?? null })),
    business: business ?? null,
  };
}

/** /person_search: the restaurant's contacts, of one supplier or all, by email or as default order address. */
export async function searchContacts(ctx: AppContext, p: Principal, b: z.infer<typeof personSearchBody>) {
  const businessId = businessScope(p, b.business_id);
  if (b.supplier_id) await getConnection(ctx.db, businessId, b.supplier_id);
  let q = ctx.db
    .selectFrom('contacts')
    .select(['id', 'name', 'phone', 'email', 'role', 'default_order_email', 'supplier_id'])
    .where('business_id', '=', businessId);
  if (b.supplier_id) q = q.where('supplier_id', '=', b.supplier_id);
  if (b.email) q = q.where('email', 'like', `%${b.email.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (b.defaultOrderEmail) q = q.where('default_order_email', '=', true);
  return { persons: await q.orderBy('name').limit(100).execute() };
}

/** /customer_get: a supplier's customers (an admin names the supplier). */
export async function customerList(ctx: AppContext, p: Principal, b: z.infer<typeof customerGetBody>) {
  const supplierId = p.usertype === 'admin' ? b.supplier_id : supplierScope(p, b.supplier_id);
  if (!supplierId) throw badRequest('Choose a supplier');
  return { customers: await listCustomers(ctx.db, supplierId) };
}

/** /supplier_account: the restaurant's account number with a supplier, null when it has none. */
export async function accountOf(ctx: AppContext, p: Principal, b: z.infer<typeof supplierAccountBody>) {
  const c = await getConnection(ctx.db, businessScope(p, b.businessId), b.supplierId);
  return { accountId: c.account_id || null };
}
