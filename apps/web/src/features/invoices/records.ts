import { compare, type Decimal, INVOICE_MSG, LIMITS, type ParseField, parseDecimal } from '@app/contracts';
import type { GridRow, GridTable } from './grid-state';
import type { SupplierChoice } from './types';

/** One row of the import payload (spec 3 Import record). */
export type ImportRecordBody = {
  item: { name: string; category: string | null };
  supplier: { id: number | null; name: string; alternateNames: string[] };
  details: { price: string; unit: string; quantity: string; itemCode: string };
};

function cellOf(table: GridTable, row: GridRow, field: ParseField): string {
  const at = table.fields.indexOf(field);
  return at < 0 ? '' : (row.values[table.headers[at]] ?? '').trim();
}

/**
 * The records to import: every ticked row of every table, read through its column mapping. The price is the unit
 * price column, or the amount column when no unit price is mapped; every value is trimmed.
 */
export function buildRecords(tables: readonly GridTable[], supplier: SupplierChoice | null): ImportRecordBody[] {
  const records: ImportRecordBody[] = [];
  for (const table of tables) {
    const priceField: ParseField = table.fields.includes('unit_price') ? 'unit_price' : 'amount';
    for (const row of table.rows) {
      if (!row.selected) continue;
      records.push({
        item: { name: cellOf(table, row, 'name'), category: row.category === 'None' ? null : row.category },
        supplier: {
          id: supplier?.id ?? null,
          name: supplier?.name.trim() ?? '',
          alternateNames: supplier?.alternateNames ?? [],
        },
        details: {
          price: cellOf(table, row, priceField),
          unit: cellOf(table, row, 'unit'),
          quantity: cellOf(table, row, 'quantity'),
          itemCode: cellOf(table, row, 'item_code'),
        },
      });
    }
  }
  return records;
}

/** A number as the import reads it ('$1,234.50', '12,50'; see parseDecimal); null when it is not one. */
export function amountOf(text: string): Decimal | null {
  return parseDecimal(text);
}

/** From 0 to a million, as the import takes prices and quantities. */
const inRange = (d: Decimal | null) => d !== null && compare(d, 0) >= 0 && compare(d, 1_000_000) <= 0;

export type RecordProblem = { message: string; row: number | null };

/** The first reason the import would be refused (the server's rules and messages, spec 5 Import), or null. */
export function checkRecords(records: readonly ImportRecordBody[]): RecordProblem | null {
  if (records.length === 0) return { message: INVOICE_MSG.selectOne, row: null };
  for (const [i, r] of records.entries()) {
    if (!r.item.name) return { message: INVOICE_MSG.needName, row: i + 1 };
  }
  for (const [i, r] of records.entries()) {
    if (!r.supplier.id && !r.supplier.name) return { message: INVOICE_MSG.needSupplier, row: i + 1 };
  }
  for (const [i, r] of records.entries()) {
    if (!inRange(amountOf(r.details.price)) || !inRange(amountOf(r.details.quantity)) || !r.details.unit) {
      return { message: INVOICE_MSG.needDetails, row: i + 1 };
    }
  }
  return null;
}

/** Splits the records into the batches the import is sent in (100 each). */
export function batches<T>(items: readonly T[], size: number = LIMITS.invoiceImportBatch): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
