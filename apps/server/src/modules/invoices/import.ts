import { createHash } from 'node:crypto';
import {
  compare,
  type Decimal,
  decimal,
  type ImportRecord,
  INVOICE_MSG,
  type InvoiceNewSupplier,
  type ItemCategory,
  importRecord,
  parseDecimal,
  toFixed,
} from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import type { Tx } from '../../db/database.js';
import { AppError, notFound } from '../../lib/errors.js';
import { businessScope } from '../../lib/tenancy.js';
import { queueSavingsAlert } from '../notifications/savings-alerts.js';
import { checkInvoiceAgainstOrders } from '../receiving/invoice-check.js';
import { connectionsVisibleTo } from '../suppliers/access.js';
import { addConnection } from '../suppliers/connections.js';
import { supplierNameKey } from '../suppliers/names.js';

type Valid = {
  name: string;
  category: ItemCategory | null;
  supplierId: number;
  price: string;
  unit: string;
  quantity: string;
  itemCode: string;
};

/** A price or quantity of a row, as typed in the review ('$1,234.50', '12,50') or as a number; null when none. */
const amountOf = (v: unknown): Decimal | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? decimal(v) : null;
  return typeof v === 'string' ? parseDecimal(v) : null;
};
/** From 0 to a million: item_prices.price and .quantity are NUMERIC(14, 5); more is a misreading, not a price. */
const inRange = (d: Decimal | null): d is Decimal => d !== null && compare(d, 0) >= 0 && compare(d, 1_000_000) <= 0;

/**
 * Imports one batch (at most 100) of reviewed invoice rows as items and prices of the caller's restaurant (an
 * admin names it).
 */
export async function importRecords(
  ctx: AppContext,
  p: Principal,
  input: { records: unknown[]; businessId?: number | null; invoiceId: number; newSupplier?: InvoiceNewSupplier },
) {
  const businessId = businessScope(p, input.businessId);
  const newSupplier = input.newSupplier ? { principal: p, supplier: input.newSupplier } : undefined;
  return importInvoiceRecords(ctx, businessId, input.invoiceId, input.records, newSupplier);
}

/**
 * Imports invoice rows as items and prices of the restaurant, in one transaction, and marks the invoice imported.
 * Rows already imported from this invoice are skipped, so a retried or repeated import adds no duplicate prices.
 * Prices take the invoice date, so price history shows when they were paid. Every row must name an item, a
 * supplier of the restaurant, a price, a quantity and a unit (spec 5 Import), else nothing is imported. A supplier
 * new to the restaurant is added first (as the Suppliers page adds one) when `newSupplier` names it, in the same
 * transaction: a failed import adds no supplier, a repeated one finds it added.
 */
export async function importInvoiceRecords(
  ctx: AppContext,
  businessId: number,
  invoiceId: number,
  records: readonly unknown[],
  newSupplier?: { principal: Principal; supplier: InvoiceNewSupplier },
) {
  const invoice = await ctx.db
    .selectFrom('invoices')
    .select(['id', 'supplier_id', 'invoice_date', 'created_at'])
    .where('id', '=', invoiceId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!invoice) throw notFound('Invoice not found');
  if (records.length === 0) throw new AppError('VALIDATION', INVOICE_MSG.selectOne);

  const parsed: ImportRecord[] = [];
  for (const raw of records) {
    const r = importRecord.safeParse(raw);
    if (!r.success) {
      await ctx.db
        .updateTable('invoices')
        .set({ parse_error: 'Flagged: malformed import record' })
        .where('id', '=', invoice.id)
        .execute();
      throw new AppError('VALIDATION', INVOICE_MSG.general);
    }
    parsed.push(r.data);
  }
  const effectiveAt = invoice.invoice_date ?? invoice.created_at;
  return ctx.db.transaction().execute(async (tx) => {
    if (newSupplier) {
      await addConnection(tx, newSupplier.principal, businessId, {
        ...newSupplier.supplier,
        creditTerms: '',
        preferredContactMethod: 'email',
      });
    }
    const connected = await tx
      .selectFrom('business_suppliers as bs')
      .innerJoin('suppliers as s', 's.id', 'bs.supplier_id')
      .select(['s.id', 's.name', 's.alternate_names'])
      .where(connectionsVisibleTo({ businessId }))
      .orderBy('s.id')
      .execute();
    const valid = parsed.map((r, i) => validate(r, i, connected));
    let added = 0;
    const seen = new Map<string, number>();
    for (const v of valid) {
      const base = `${v.supplierId}|${v.itemCode.toLowerCase()}|${v.name.toLowerCase()}|${v.price}|${v.unit}|${v.quantity}`;
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const recordKey = createHash('sha256').update(`${base}|${n}`).digest('hex');
      const done = await tx
        .selectFrom('invoice_items')
        .select('id')
        .where('invoice_id', '=', invoice.id)
        .where('record_key', '=', recordKey)
        .executeTakeFirst();
      if (done) continue;
      const itemId = await findOrCreateItem(tx, businessId, v);
      const price = await tx
        .insertInto('item_prices')
        .values({
          item_id: itemId,
          price: v.price,
          unit: v.unit,
          quantity: v.quantity,
          source: 'invoice',
          business_id: businessId,
          invoice_id: invoice.id,
          effective_at: effectiveAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('invoice_items')
        .values({
          invoice_id: invoice.id,
          item_id: itemId,
          item_price_id: price.id,
          record_key: recordKey,
          name: v.name,
          item_code: v.itemCode,
          unit: v.unit,
          quantity: v.quantity,
          price: v.price,
          category: v.category,
        })
        .execute();
      added++;
    }
    const supplierId = invoice.supplier_id ?? valid[0]?.supplierId ?? null;
    await tx
      .updateTable('invoices')
      .set({ status: 'imported', imported_at: new Date(), supplier_id: supplierId })
      .where('id', '=', invoice.id)
      .execute();
    // Checked against the supplier's order it bills: what it charges above the order shows on the invoice page.
    await checkInvoiceAgainstOrders(tx, invoice.id);
    if (added > 0) await queueSavingsAlert(ctx, tx, businessId, 'New prices were imported from an invoice.');
    return { itemsAdded: added, supplier_id: supplierId };
  });
}

function validate(
  r: ImportRecord,
  index: number,
  connected: { id: number; name: string; alternate_names: string[] }[],
): Valid {
  const details = { row: index + 1 };
  const name = r.item.name?.trim() ?? '';
  if (!name) throw new AppError('VALIDATION', INVOICE_MSG.needName, [details]);
  // By name: a supplier's own name before anybody's other name, then the oldest record (the list is by id).
  const supplierName = supplierNameKey(r.supplier.name ?? '');
  const supplier = r.supplier.id
    ? connected.find((s) => s.id === r.supplier.id)
    : supplierName
      ? (connected.find((s) => supplierNameKey(s.name) === supplierName) ??
        connected.find((s) => s.alternate_names.some((a) => supplierNameKey(a) === supplierName)))
      : undefined;
  if (!supplier) throw new AppError('VALIDATION', INVOICE_MSG.needSupplier, [details]);
  const price = amountOf(r.details.price);
  const quantity = amountOf(r.details.quantity);
  const unit = r.details.unit?.trim() ?? '';
  if (!inRange(price) || !inRange(quantity) || !unit)
    throw new AppError('VALIDATION', INVOICE_MSG.needDetails, [details]);
  const category = r.item.category && r.item.category !== 'None' ? r.item.category : null;
  return {
    name: name.slice(0, 500),
    category,
    supplierId: supplier.id,
    price: toFixed(price, 5),
    unit: unit.slice(0, 50),
    quantity: toFixed(quantity, 5),
    itemCode: r.details.itemCode?.trim().slice(0, 100) ?? '',
  };
}

/** The restaurant's own item for this line, or the supplier's catalogue item with the same code, or a new one. */
async function findOrCreateItem(tx: Tx, businessId: number, v: Valid): Promise<number> {
  const match = v.itemCode
    ? sql<boolean>`lower(item_code) = ${v.itemCode.toLowerCase()}`
    : sql<boolean>`lower(name) = ${v.name.toLowerCase()}`;
  const own = await tx
    .selectFrom('items')
    .select('id')
    .where('supplier_id', '=', v.supplierId)
    .where('business_id', '=', businessId)
    .where(match)
    .executeTakeFirst();
  if (own) return own.id;
  if (v.itemCode) {
    const listed = await tx
      .selectFrom('items')
      .select('id')
      .where('supplier_id', '=', v.supplierId)
      .where('business_id', 'is', null)
      .where(match)
      .executeTakeFirst();
    if (listed) return listed.id;
  }
  const created = await tx
    .insertInto('items')
    .values({
      supplier_id: v.supplierId,
      business_id: businessId,
      name: v.name,
      item_code: v.itemCode,
      unit: v.unit,
      category: v.category,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
