/**
 * The invoice list (spec 2.8) and one invoice with the items imported from it. A restaurant sees its own; an admin
 * every restaurant's, or one's by name.
 */
import type { invoiceListBody } from '@app/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { invoiceScope, invoicesVisibleTo, ownInvoice } from './access.js';

const LIST_MAX = 1000;

/** The caller's invoices, newest upload first, with the sum of each one's imported items. */
export async function listInvoices(ctx: AppContext, p: Principal, b: z.infer<typeof invoiceListBody>) {
  const businessId = invoiceScope(p, b.businessId);
  let q = ctx.db
    .selectFrom('invoices as i')
    .innerJoin('businesses as bz', 'bz.id', 'i.business_id')
    .leftJoin('suppliers as s', 's.id', 'i.supplier_id')
    .select([
      'i.id',
      'i.id as invoiceId',
      'i.upload_id as name',
      'i.created_at as created',
      'i.invoice_date',
      'i.invoice_number',
      'i.parsed_total',
      'i.status',
      'i.parse_status',
      'i.parse_error',
      'i.kind',
      'i.business_id',
      'i.user_id',
      'i.key',
      'i.full_key',
      'i.file_name as fileName',
      'i.supplier_id',
      's.name as supplierName',
      'bz.name as businessName',
    ])
    .where(invoicesVisibleTo(p));
  if (businessId) q = q.where('i.business_id', '=', businessId);
  if (p.usertype === 'admin' && b.searchName) {
    const like = `%${b.searchName.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<string>`lower(bz.name)`, 'like', like);
  }
  // New uploads first: an invoice dated last year, uploaded now, is the one being worked on.
  const invoices = await q.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(LIST_MAX).execute();
  const totals = invoices.length
    ? await ctx.db
        .selectFrom('invoice_items')
        .select(['invoice_id', sql<string>`round(sum(price * quantity), 2)::text`.as('sum')])
        .where(
          'invoice_id',
          'in',
          invoices.map((i) => i.id),
        )
        .groupBy('invoice_id')
        .execute()
    : [];
  const sums = new Map(totals.map((t) => [t.invoice_id, t.sum]));
  const invoiceTotals = Object.fromEntries(
    invoices.map((i) => [String(i.id), { sum: sums.get(i.id) ?? null, supplier_id: i.supplier_id }]),
  );
  return { invoices, invoiceTotals };
}

/** One invoice the caller may see, the items imported from it (in import order) and their total. */
export async function invoiceWithItems(ctx: AppContext, p: Principal, invoiceId: number) {
  const inv = await ownInvoice(ctx, p, invoiceId);
  const [items, sum] = await Promise.all([
    ctx.db
      .selectFrom('invoice_items')
      .select([
        'id',
        'item_id',
        'item_price_id',
        'name',
        'item_code',
        'unit',
        'quantity',
        'price',
        'category',
        'created_at',
      ])
      .where('invoice_id', '=', inv.id)
      .orderBy('id')
      .execute(),
    ctx.db
      .selectFrom('invoice_items')
      .select(sql<string | null>`round(sum(price * quantity), 2)::text`.as('total'))
      .where('invoice_id', '=', inv.id)
      .executeTakeFirst(),
  ]);
  const invoice = {
    id: inv.id,
    business_id: inv.business_id,
    supplier_id: inv.supplier_id,
    status: inv.status,
    parse_status: inv.parse_status,
    parse_error: inv.parse_error,
    kind: inv.kind,
    full_key: inv.full_key,
    file_name: inv.file_name,
    invoice_number: inv.invoice_number,
    invoice_date: inv.invoice_date,
    created_at: inv.created_at,
    imported_at: inv.imported_at,
    supplierName: inv.supplierName,
    businessName: inv.businessName,
  };
  return { items, invoice, total: sum?.total ?? null };
}
