/**
 * Who may see an uploaded invoice or document (its lines, its file, its pages): a restaurant its own, an admin any
 * restaurant's. Another restaurant's invoice is answered as not found.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { signedFileUrl } from '../../lib/signed-url.js';
import { businessScope } from '../../lib/tenancy.js';

/**
 * The invoices and documents a caller may see (the table under `alias`): an admin every restaurant's, a
 * restaurant account its restaurant's (403 when it has none), a supplier none. Every query of invoices by a
 * caller takes its where clause from here.
 */
export function invoicesVisibleTo(p: Principal, alias = 'i'): Expression<SqlBool> {
  if (p.usertype === 'admin') return sql<SqlBool>`true`;
  if (p.usertype === 'restaurant') return sql<SqlBool>`${sql.ref(`${alias}.business_id`)} = ${businessScope(p)}`;
  return sql<SqlBool>`false`;
}

/** The restaurant an invoice list is narrowed to: an admin's choice (or none); a restaurant its own (else 404). */
export function invoiceScope(p: Principal, businessId?: number | null): number | null {
  return p.usertype === 'admin' ? (businessId ?? null) : businessScope(p, businessId);
}

/** The invoice with its supplier's and restaurant's names, when the caller may see it; 404 otherwise. */
export async function ownInvoice(ctx: AppContext, p: Principal, invoiceId: number) {
  const inv = await ctx.db
    .selectFrom('invoices as i')
    .innerJoin('businesses as bz', 'bz.id', 'i.business_id')
    .leftJoin('suppliers as s', 's.id', 'i.supplier_id')
    .selectAll('i')
    .select(['s.name as supplierName', 'bz.name as businessName'])
    .where('i.id', '=', invoiceId)
    .where(invoicesVisibleTo(p))
    .executeTakeFirst();
  if (!inv) throw notFound('Invoice not found');
  return inv;
}

/** A signed link to an invoice's stored file (or its read tables) that the caller may see; 404 otherwise. */
export async function invoiceFileLink(ctx: AppContext, p: Principal, fileKey: string) {
  const key = fileKey.replace(/^\/+/, '');
  const base = key.endsWith('.tables.json') ? key.slice(0, -'.tables.json'.length) : key;
  const inv = await ctx.db
    .selectFrom('invoices as i')
    .select('i.id')
    .where('i.full_key', '=', base)
    .where(invoicesVisibleTo(p))
    .executeTakeFirst();
  if (!inv) throw notFound('File not found');
  return { url: signedFileUrl(ctx.config.jwtSecret, key) };
}
