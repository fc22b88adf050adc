import { CATALOG_IMPORT, formatQuantity, type ItemResult } from '@app/contracts';
import { type CsvColumn, toCsv } from '../../lib/csv';

const [CODE, NAME, CATEGORY, UNIT, PACK, QUANTITY, PRICE] = CATALOG_IMPORT.templateHeaders;

/** The catalogue in the template's columns, so an exported file can be edited and imported again. */
export const CATALOGUE_CSV: readonly CsvColumn<ItemResult>[] = [
  { header: CODE, value: (i) => i.item_code },
  { header: NAME, value: (i) => i.name },
  { header: CATEGORY, value: (i) => i.category ?? '' },
  { header: UNIT, value: (i) => i.unit },
  { header: PACK, value: (i) => i.pack },
  { header: QUANTITY, value: (i) => formatQuantity(i.quantity) },
  { header: PRICE, value: (i) => formatQuantity(i.price) },
];

/** The items as exported: by name. */
export function byName(items: readonly ItemResult[]): ItemResult[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name));
}

/** The import template: the headers the import reads, with two example rows. */
export function templateCsv(): string {
  return toCsv(
    CATALOG_IMPORT.templateRows,
    CATALOG_IMPORT.templateHeaders.map((header, i) => ({ header, value: (row: readonly string[]) => row[i] })),
  );
}
