import type { ImportField } from '@app/contracts';
import { type CatalogueRole, classifyCatalogueHeader } from '../parsing/vocabulary.js';

/**
 * Column headers of catalogue files, recognised with the invoice parser's header vocabulary (parsing/vocabulary.ts),
 * so a synonym added there is known here too: 'Prix unitaire', 'Désignation', 'Qté'. A header that is one phrase is
 * an exact match; one that only contains a telling phrase ('Case price', 'Supplier SKU') a partial one. 'Pack' and
 * 'Size' both describe the pack; when a file has both, they are joined ('4' and '2.5 KG' make '4x2.5 KG').
 */
const FIELDS: Partial<Record<CatalogueRole, ImportField | 'size'>> = {
  item_code: 'itemCode',
  name: 'name',
  category: 'category',
  unit: 'unit',
  pack: 'pack',
  size: 'size',
  quantity: 'quantity',
  unit_price: 'price',
};

export type HeaderMatch = { field: ImportField | 'size'; exact: boolean };

/** A header's text, compared without case, punctuation or a currency in brackets: 'Price ($)' is 'price'. */
export function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/\((?:\$|cad|usd|eur|€|£)\)/g, ' ')
    .replace(/#/g, ' no ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .replace(/\b(num|nbr)\b/g, 'number')
    .trim()
    .replace(/\s+/g, ' ');
}

/** What a header names, or null for a column the import does not read (a total, a tax, a brand). */
export function classifyHeader(text: string): HeaderMatch | null {
  const h = normaliseHeader(text);
  if (!h || h.length > 60) return null;
  const match = classifyCatalogueHeader(h);
  const field = match && FIELDS[match.role];
  return field ? { field, exact: match.exact } : null;
}

export type ColumnMap = {
  /** Zero-based index of the header row in the grid. */
  headerRow: number;
  /** Column index per field; size is a second pack column. */
  columns: Partial<Record<ImportField | 'size', number>>;
  headers: Partial<Record<ImportField | 'size', string>>;
};

/**
 * Assigns columns to fields for one row of header cells: exact names win over partial ones, the leftmost wins
 * among equals. An 'Item' column is the item code only when another column holds the name.
 */
export function mapColumns(cells: string[]): Omit<ColumnMap, 'headerRow'> {
  const matches = cells.map((c, i) => ({ i, text: c.trim(), m: classifyHeader(c) }));
  const columns: ColumnMap['columns'] = {};
  const headers: ColumnMap['headers'] = {};
  for (const pass of [true, false]) {
    for (const { i, text, m } of matches) {
      if (!m || m.exact !== pass || columns[m.field] !== undefined) continue;
      if (Object.values(columns).includes(i)) continue;
      columns[m.field] = i;
      headers[m.field] = text;
    }
  }
  // 'Item' alone is a name when nothing else is.
  if (
    columns.name === undefined &&
    columns.itemCode !== undefined &&
    normaliseHeader(headers.itemCode ?? '') === 'item'
  ) {
    columns.name = columns.itemCode;
    headers.name = headers.itemCode;
    delete columns.itemCode;
    delete headers.itemCode;
  }
  return { columns, headers };
}

/**
 * Finds the header row among the first 20 non-empty rows: the one naming most fields, of which a name and a
 * price are needed. Title lines above the table ('Price list — spring') are passed over.
 */
export function detectHeader(grid: string[][]): ColumnMap | null {
  let best: ColumnMap | null = null;
  let bestScore = 0;
  let seen = 0;
  for (let r = 0; r < grid.length && seen < 20; r++) {
    const cells = grid[r] ?? [];
    if (!cells.some((c) => c.trim())) continue;
    seen++;
    const { columns, headers } = mapColumns(cells);
    const score = Object.keys(columns).length;
    if (columns.name === undefined || columns.price === undefined) continue;
    if (score > bestScore) {
      best = { headerRow: r, columns, headers };
      bestScore = score;
    }
  }
  return best;
}

/** For a message: the fields a header row lacks, named as a person would ('Name', 'Price'). */
export function missingRequired(grid: string[][]): string[] {
  let most: Omit<ColumnMap, 'headerRow'> | null = null;
  for (const cells of grid.slice(0, 20)) {
    const m = mapColumns(cells);
    if (!most || Object.keys(m.columns).length > Object.keys(most.columns).length) most = m;
  }
  const missing: string[] = [];
  if (most?.columns.name === undefined) missing.push('Name (or Description, Product)');
  if (most?.columns.price === undefined) missing.push('Price (or Unit price, Cost)');
  return missing;
}
