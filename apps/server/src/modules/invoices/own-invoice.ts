/**
 * Who may see an uploaded invoice or document (its lines, its file, its pages): a restaurant its own, an admin any
 * restaurant's. Another restaurant's invoice is answered as not found.
 */
import type { AppContext, Principal } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { businessScope } from '../../lib/tenancy.js';

/** Invoices a caller may list: a restaurant its own; an admin all of them, or one restaurant's. */
export function invoiceScope(p: Principal, businessId?: number | null): number | null {
  return p.usertype === 'admin' ? (businessId ?? null) : businessScope(p, businessId);
}

/** The invoice with its supplier's and restaurant's names, when the caller may see it; 404 otherwise. */
export async function ownInvoice(ctx: AppContext, p: Principal, invoiceId: number) {
  let q = ctx.db
    .selectFrom('invoices as i')
    .innerJoin('businesses as bz', 'bz.id', 'i.business_id')
    .leftJoin('suppliers as s', 's.id', 'i.supplier_id')
    .selectAll('i')
    .select(['s.name as supplierName', 'bz.name as businessName'])
    .where('i.id', '=', invoiceId);
  if (p.usertype !== 'admin') q = q.where('i.business_id', '=', businessScope(p));
  const inv = await q.executeTakeFirst();
  if (!inv) throw notFound('Invoice not found');
  return inv;
}
