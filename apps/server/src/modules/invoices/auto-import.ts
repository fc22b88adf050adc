import { type ImportRecord, ITEM_CATEGORIES } from '@app/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import type { Field, ParsedInvoice, ParsedRow, ParsedTable } from '../parsing/types.js';
import { importInvoiceRecords } from './import.js';

/**
 * Why an invoice waits for review instead of importing itself, or null when it may import: the restaurant turned
 * automatic import on; the parser judged every item line reconciled (quantity × unit price = amount; a repaired,
 * unchecked or unread line needs a person) and picked it for import; the lines add up to the printed subtotal or
 * total; the supplier is one of the restaurant's.
 */
export function autoImportBlocker(
  parsed: Pick<ParsedInvoice, 'data' | 'reconciliation'>,
  facts: { enabled: boolean; kind: string; status: string; supplierConnected: boolean },
): string | null {
  if (!facts.enabled) return 'automatic import is off';
  if (facts.kind !== 'invoice') return 'not an invoice';
  if (facts.status === 'imported') return 'already imported';
  if (!parsed.reconciliation || parsed.reconciliation.matches === null) return 'the lines do not add up';
  const items = parsed.data.flatMap((t) => t.rows).filter((r) => r.check?.status !== 'not_item');
  if (items.length === 0) return 'no item lines';
  if (!items.every((r) => r.check?.status === 'reconciled' && r.selected)) return 'a line needs a look';
  if (!facts.supplierConnected) return "the supplier is not one of the restaurant's";
  return null;
}

const cellOf = (table: ParsedTable, row: ParsedRow, field: Field) => {
  const at = table.fields.indexOf(field);
  return at < 0 ? '' : (row.values[table.headers[at]] ?? '').trim();
};

const categoryOf = (value: string | null) =>
  ITEM_CATEGORIES.find((c) => c.toLowerCase() === (value ?? '').trim().toLowerCase()) ?? null;

/**
 * The import records of the selected rows, read as the review screen reads them when nothing is changed: through
 * each table's column mapping, the unit price column (or the amount where none is mapped) as the price.
 */
export function recordsOf(tables: readonly ParsedTable[], supplier: { id: number; name: string }): ImportRecord[] {
  return tables.flatMap((table) => {
    const priceField: Field = table.fields.includes('unit_price') ? 'unit_price' : 'amount';
    return table.rows
      .filter((row) => row.selected)
      .map((row) => ({
        item: { name: cellOf(table, row, 'name'), category: categoryOf(row.category) },
        supplier: { id: supplier.id, name: supplier.name, alternateNames: [] },
        details: {
          price: cellOf(table, row, priceField),
          unit: cellOf(table, row, 'unit'),
          quantity: cellOf(table, row, 'quantity'),
          itemCode: cellOf(table, row, 'item_code'),
        },
      }));
  });
}

/**
 * After a successful parse: imports the invoice without review when `autoImportBlocker` finds nothing in the way,
 * through the import's own use-case (its checks, one transaction, rows already imported skipped), so running the
 * parse again never imports twice. An invoice the import refuses (a line without a unit, say) waits for review.
 * Answers whether it was imported.
 */
export async function autoImportInvoice(ctx: AppContext, invoiceId: number, parsed: ParsedInvoice): Promise<boolean> {
  const invoice = await ctx.db
    .selectFrom('invoices as i')
    .innerJoin('businesses as b', 'b.id', 'i.business_id')
    .leftJoin('suppliers as s', 's.id', 'i.supplier_id')
    .leftJoin('business_suppliers as bs', (j) =>
      j.onRef('bs.business_id', '=', 'i.business_id').onRef('bs.supplier_id', '=', 'i.supplier_id'),
    )
    .select([
      'i.business_id',
      'i.kind',
      'i.status',
      'b.auto_import_invoices',
      's.id as supplierId',
      's.name as supplierName',
    ])
    .select('bs.id as connectionId')
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) return false;
  const blocker = autoImportBlocker(parsed, {
    enabled: invoice.auto_import_invoices,
    kind: invoice.kind,
    status: invoice.status,
    supplierConnected: invoice.connectionId !== null && invoice.supplierId !== null,
  });
  if (blocker || invoice.supplierId === null || invoice.supplierName === null) {
    if (invoice.auto_import_invoices) ctx.log.info({ invoiceId, reason: blocker }, 'invoice left for review');
    return false;
  }
  const records = recordsOf(parsed.data, { id: invoice.supplierId, name: invoice.supplierName });
  try {
    await importInvoiceRecords(ctx, invoice.business_id, invoiceId, records);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    ctx.log.info({ invoiceId, reason: err.message }, 'invoice left for review');
    return false;
  }
  ctx.log.info({ invoiceId, lines: records.length }, 'invoice imported automatically');
  return true;
}
