import {
  type CatalogImportRow,
  compare,
  type Decimal,
  decimalPlaces,
  ITEM_CATEGORIES,
  ITEM_MSG,
  type ItemCategory,
  parseDecimal,
  toPlain,
} from '@app/contracts';
import type { ColumnMap } from './import-headers.js';

/** A row read from the file and checked on its own; whether it is new or an update is decided later. */
export type ParsedImportRow = Omit<CatalogImportRow, 'action' | 'itemId' | 'changes' | 'category'> & {
  category: ItemCategory | null;
};

const MAX_AMOUNT = 1_000_000;
const MAX_DECIMALS = 5;

/** Exact decimal text without trailing zeros ('32.5', '3', '0.00001'): what is stored and compared. */
export function canonicalDecimal(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  const d = parseDecimal(text);
  return d ? toPlain(d) : null;
}

/** More than 0, at most a million, at most 5 decimals. */
const fits = (d: Decimal) => compare(d, 0) > 0 && compare(d, MAX_AMOUNT) <= 0 && decimalPlaces(d) <= MAX_DECIMALS;

/**
 * A price: a number more than 0 with at most 5 decimals, read as suppliers write it ('$1,234.50', '12,50',
 * '1 234,5', 'CAD 3.10'; see parseDecimal); the problem in words otherwise.
 */
export function checkPrice(text: string): { value: string } | { error: string } {
  const t = text.trim();
  if (!t) return { error: ITEM_MSG.price };
  const d = parseDecimal(t);
  if (!d) return { error: `The price "${t.slice(0, 40)}" is not a number` };
  if (compare(d, 0) <= 0) return { error: 'The price must be more than 0' };
  if (decimalPlaces(d) > MAX_DECIMALS) return { error: `The price has more than ${MAX_DECIMALS} decimals` };
  if (compare(d, MAX_AMOUNT) > 0) return { error: 'The price must be at most 1,000,000' };
  return { value: toPlain(d) };
}

/** A pack quantity: empty means 1; otherwise a number more than 0 with at most 5 decimals. */
export function checkQuantity(text: string): { value: string } | { error: string } {
  const t = text.trim();
  if (!t) return { value: '1' };
  const d = parseDecimal(t);
  if (!d || !fits(d)) return { error: `The quantity "${t.slice(0, 40)}" must be a number more than 0` };
  return { value: toPlain(d) };
}

const CATEGORY_SYNONYMS: Record<string, ItemCategory> = {
  produce: 'Produce',
  fruit: 'Produce',
  fruits: 'Produce',
  vegetables: 'Produce',
  vegetable: 'Produce',
  'fruit and vegetables': 'Produce',
  'fruits and vegetables': 'Produce',
  herbs: 'Produce',
  frozen: 'Frozen',
  'frozen foods': 'Frozen',
  dairy: 'Dairy',
  'dairy and eggs': 'Dairy',
  cheese: 'Dairy',
  paper: 'Paper & Dis',
  'paper and dis': 'Paper & Dis',
  'paper and disposables': 'Paper & Dis',
  disposables: 'Paper & Dis',
  packaging: 'Paper & Dis',
  meat: 'Meat',
  beef: 'Meat',
  pork: 'Meat',
  poultry: 'Poultry',
  chicken: 'Poultry',
  seafood: 'Seafood',
  fish: 'Seafood',
  'canned and dry goods': 'Canned and dry goods',
  'dry goods': 'Canned and dry goods',
  'canned goods': 'Canned and dry goods',
  grocery: 'Canned and dry goods',
  dry: 'Canned and dry goods',
  janitorial: 'Janitorial',
  cleaning: 'Janitorial',
  'cleaning supplies': 'Janitorial',
  chemicals: 'Janitorial',
  equipment: 'Equipment',
  smallwares: 'Equipment',
  beverage: 'Beverage',
  beverages: 'Beverage',
  drinks: 'Beverage',
};

const categoryKey = (t: string) =>
  t
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** One of the product's categories for a cell ('beverages', 'PAPER & DIS'); undefined when it is none of them. */
export function matchCategory(text: string): ItemCategory | undefined {
  const key = categoryKey(text);
  return ITEM_CATEGORIES.find((c) => categoryKey(c) === key) ?? CATEGORY_SYNONYMS[key];
}

/** A name as compared for duplicates: case, accents' composition and spacing aside. */
export function normaliseName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Pack and size columns joined: '4' and '2.5 KG' make '4x2.5 KG'; 'CS' and '12 x 1 L' make 'CS 12 x 1 L'. */
export function joinPack(pack: string, size: string): string {
  if (pack && size) return /^\d+$/.test(pack) ? `${pack}x${size}` : `${pack} ${size}`;
  return pack || size;
}

const clean = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();

type RowContext = { hasUnitColumn: boolean; sectionCategory: ItemCategory | null };

/** Reads and checks one data row; `row` is its number in the file. */
export function parseRow(cells: string[], row: number, map: ColumnMap, ctx: RowContext): ParsedImportRow {
  const get = (f: keyof ColumnMap['columns']) => {
    const at = map.columns[f];
    return at === undefined ? '' : clean(cells[at]);
  };
  const errors: string[] = [];
  const name = get('name');
  const itemCode = get('itemCode');
  const pack = joinPack(get('pack'), get('size'));
  let unit = get('unit');
  if (!name) errors.push(ITEM_MSG.name);
  else if (name.length > 500) errors.push('The name is longer than 500 characters');
  if (itemCode.length > 100) errors.push('The item code is longer than 100 characters');
  if (!ctx.hasUnitColumn) unit = pack ? 'CS' : 'EA';
  else if (!unit) errors.push(ITEM_MSG.unit);
  if (unit.length > 50) errors.push('The unit is longer than 50 characters');
  if (pack.length > 100) errors.push('The pack is longer than 100 characters');

  let category: ItemCategory | null = ctx.sectionCategory;
  const categoryCell = get('category');
  if (categoryCell) {
    const c = matchCategory(categoryCell);
    if (c) category = c;
    else errors.push(`Unknown category "${categoryCell.slice(0, 40)}". Use one of: ${ITEM_CATEGORIES.join(', ')}`);
  }
  const quantity = checkQuantity(get('quantity'));
  if ('error' in quantity) errors.push(quantity.error);
  const price = checkPrice(get('price'));
  if ('error' in price) errors.push(price.error);

  return {
    row,
    itemCode: itemCode.slice(0, 100),
    name: name.slice(0, 500),
    category,
    unit: unit.slice(0, 50),
    pack: pack.slice(0, 100),
    quantity: 'value' in quantity ? quantity.value : '1',
    price: 'value' in price ? price.value : null,
    errors,
  };
}

/**
 * A row holding one short text and nothing else is a section heading ('Produce', 'Cleaning'): it names the
 * category of the rows under it. A lone text in the name column is an item missing its price instead, unless
 * it is a category's name.
 */
function sectionHeading(cells: string[], map: ColumnMap): string | null {
  const filled = cells.map((c, i) => ({ c: clean(c), i })).filter((x) => x.c);
  if (filled.length !== 1) return null;
  const { c, i } = filled[0]!;
  if (/\d/.test(c) || c.split(' ').length > 6 || c.length < 3) return null;
  if (i === map.columns.name && !matchCategory(c)) return null;
  return c;
}

export type ReadRows = { rows: ParsedImportRow[]; warnings: string[] };

/**
 * The data rows under the header row, each checked, with a repeated item code (or, without codes, a repeated
 * name) reported on the later rows: only the first of them is imported.
 */
export function rowsFromGrid(grid: string[][], map: ColumnMap): ReadRows {
  const hasUnitColumn = map.columns.unit !== undefined;
  const warnings: string[] = [];
  if (!hasUnitColumn)
    warnings.push(
      'The file has no Unit (UOM) column: items with a pack are sold by the case (CS), the others by each (EA).',
    );
  const rows: ParsedImportRow[] = [];
  let sectionCategory: ItemCategory | null = null;
  for (let r = map.headerRow + 1; r < grid.length; r++) {
    const cells = grid[r] ?? [];
    if (!cells.some((c) => clean(c))) continue;
    const heading = sectionHeading(cells, map);
    if (heading !== null) {
      sectionCategory = matchCategory(heading) ?? null;
      continue;
    }
    rows.push(parseRow(cells, r + 1, map, { hasUnitColumn, sectionCategory }));
  }
  const firstSeen = new Map<string, number>();
  for (const row of rows) {
    if (row.errors.length) continue;
    const key = row.itemCode ? `code:${row.itemCode.toLowerCase()}` : `name:${normaliseName(row.name)}`;
    const first = firstSeen.get(key);
    if (first === undefined) firstSeen.set(key, row.row);
    else
      row.errors.push(
        row.itemCode
          ? `Item code ${row.itemCode} is also on row ${first}; only the first is imported`
          : `"${row.name}" is also on row ${first}; only the first is imported`,
      );
  }
  return { rows, warnings };
}
