import { createHash } from 'node:crypto';
import { type Decimal, formatMoney, multiply, roundCents, sum } from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { latestVisiblePrice } from '../../modules/catalog/visible-prices.js';
import { PARSE_JOB } from '../../modules/invoices/parse-job.js';
import { type PdfText, tableRows, writePdf } from '../../modules/parsing/pdf-writer.js';

type Line = { item_code: string; name: string; quantity: string; unit: string; price: string };

const money = (v: string | Decimal) => formatMoney(v).replace('$', '');
const trim = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s);

/** A plain supplier invoice as a PDF: header, bill-to, a line table and the total. */
export function demoInvoicePdf(inv: {
  supplier: string;
  restaurant: string;
  invoiceNumber: string;
  invoiceDate: string;
  lines: Line[];
}): Buffer {
  const cols = [40, 120, 330, 380, 430, 510];
  const header: [number, string][] = [
    [cols[0], 'Item #'],
    [cols[1], 'Description'],
    [cols[2], 'Qty'],
    [cols[3], 'Unit'],
    [cols[4], 'Unit Price'],
    [cols[5], 'Amount'],
  ];
  const amounts = inv.lines.map((l) => roundCents(multiply(l.price, l.quantity)));
  const total = sum(amounts);
  const rows = inv.lines.map((l, i): [number, string][] => {
    const amount = amounts[i]!;
    return [
      [cols[0], l.item_code || '-'],
      [cols[1], l.name.slice(0, 40)],
      [cols[2], trim(l.quantity)],
      [cols[3], l.unit],
      [cols[4], money(l.price)],
      [cols[5], money(amount)],
    ];
  });
  const texts: PdfText[] = [
    { x: 40, y: 60, text: inv.supplier, size: 16 },
    { x: 400, y: 60, text: 'INVOICE', size: 16 },
    { x: 400, y: 84, text: `Invoice #: ${inv.invoiceNumber}`, size: 10 },
    { x: 400, y: 98, text: `Date: ${inv.invoiceDate}`, size: 10 },
    { x: 40, y: 98, text: `Bill to: ${inv.restaurant}`, size: 10 },
    ...tableRows([header, ...rows], 150),
    { x: cols[4], y: 150 + (rows.length + 2) * 14, text: 'Total', size: 10 },
    { x: cols[5], y: 150 + (rows.length + 2) * 14, text: money(total), size: 10 },
  ];
  return Buffer.from(writePdf([texts]));
}

/**
 * Gives the demo invoices real files: each gets the PDF a supplier would have sent (from its imported lines, or
 * for a pending one from the supplier's items the restaurant buys), stored like an upload; pending ones are
 * queued for parsing so they open with real parsed results. Does nothing for invoices that have their file.
 */
export async function attachDemoInvoiceFiles(ctx: AppContext): Promise<number> {
  const invoices = await ctx.db
    .selectFrom('invoices as inv')
    .innerJoin('businesses as b', 'b.id', 'inv.business_id')
    .innerJoin('suppliers as s', 's.id', 'inv.supplier_id')
    .leftJoin('stored_files as f', 'f.key', 'inv.full_key')
    .select([
      'inv.id',
      'inv.business_id',
      'inv.user_id',
      'inv.supplier_id',
      'inv.full_key',
      'inv.status',
      'inv.invoice_number',
      'inv.invoice_date',
      'b.name as restaurant',
      's.name as supplier',
    ])
    .where('inv.upload_id', 'like', 'demo-%')
    .where('f.key', 'is', null)
    .orderBy('inv.id')
    .execute();
  const listPrice = latestVisiblePrice(ctx.db, null, sql.ref<number>('i.id')).select([
    'vp.price',
    'vp.quantity',
    'vp.unit',
  ]);
  for (const inv of invoices) {
    const lines =
      inv.status === 'imported'
        ? await ctx.db
            .selectFrom('invoice_items')
            .select(['item_code', 'name', 'quantity', 'unit', 'price'])
            .where('invoice_id', '=', inv.id)
            .orderBy('id')
            .execute()
        : (
            await sql<Line>`
              SELECT i.item_code, i.name, p.quantity::text AS quantity, p.unit, p.price::text AS price
              FROM order_guide_items og
              JOIN items i ON i.id = og.item_id
              JOIN LATERAL ${listPrice} p ON true
              WHERE og.business_id = ${inv.business_id} AND i.supplier_id = ${inv.supplier_id}
              ORDER BY i.name LIMIT 6`.execute(ctx.db)
          ).rows;
    if (lines.length === 0) continue;
    const bytes = demoInvoicePdf({
      supplier: inv.supplier,
      restaurant: inv.restaurant,
      invoiceNumber: inv.invoice_number ?? String(inv.id),
      invoiceDate:
        inv.invoice_date instanceof Date ? inv.invoice_date.toISOString().slice(0, 10) : (inv.invoice_date ?? ''),
      lines,
    });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await ctx.storage.put(inv.full_key, bytes, 'application/pdf');
    await ctx.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('stored_files')
        .values({
          key: inv.full_key,
          content_type: 'application/pdf',
          size: bytes.length,
          sha256,
          business_id: inv.business_id,
          user_id: inv.user_id,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      await tx
        .updateTable('invoices')
        .set(inv.status === 'imported' ? { content_hash: sha256 } : { content_hash: sha256, parse_status: 'queued' })
        .where('id', '=', inv.id)
        .execute();
      if (inv.status !== 'imported')
        await ctx.queue.enqueue(tx, PARSE_JOB, { invoiceId: inv.id }, { singletonKey: `parse:${inv.id}` });
    });
  }
  return invoices.length;
}
