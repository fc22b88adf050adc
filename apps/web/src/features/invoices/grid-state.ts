import {
  add,
  decimalPlaces,
  ITEM_CATEGORIES,
  type ItemCategory,
  type LineCheck,
  type ParsedTable,
  type ParseField,
  parseDecimal,
  type RowBox,
  toFixed,
} from '@app/contracts';

/** A row category: one of the item categories, or None (spec 3 Item categories, the reading with None). */
export type RowCategory = ItemCategory | 'None';

export const CATEGORY_OPTIONS: readonly RowCategory[] = ['None', ...ITEM_CATEGORIES];

export type GridRow = {
  id: string;
  values: Record<string, string>;
  selected: boolean;
  category: RowCategory;
  /** The parser's judgement of the row as read; null for parses stored before lines were judged. */
  check: LineCheck | null;
  /** The user changed (or added) the row: the parser's judgement no longer applies. */
  edited: boolean;
  /** The user looked at the row's repair and agrees with it. */
  confirmed: boolean;
  /** Where the row was printed on the document; null when the parser could not say. */
  box: RowBox | null;
  /** The two rows this one was merged from, for taking the merge back. */
  mergedFrom?: readonly [GridRow, GridRow];
};
export type GridTable = { page: number; headers: string[]; fields: ParseField[]; rows: GridRow[] };
export type GridState = { tables: GridTable[]; index: number; nextId: number };

/** Fields one column at most may carry in a table (as the parser's field_association rule). */
const SINGLE: readonly ParseField[] = ['item_code', 'name', 'unit', 'quantity', 'unit_price', 'amount'];

/** A parsed category as one of ours ('dairy' → Dairy); anything else is None. */
export function categoryOf(value: string | null | undefined): RowCategory {
  const v = (value ?? '').trim().toLowerCase();
  return ITEM_CATEGORIES.find((c) => c.toLowerCase() === v) ?? 'None';
}

export function initGrid(tables: readonly ParsedTable[]): GridState {
  let nextId = 0;
  const grid = tables.map((t) => ({
    page: t.page,
    headers: [...t.headers],
    fields: t.headers.map((_, i) => t.fields[i] ?? 'none'),
    rows: t.rows.map((r) => ({
      id: `r${nextId++}`,
      values: { ...r.values },
      selected: r.selected,
      category: categoryOf(r.category),
      check: r.check ?? null,
      edited: false,
      confirmed: false,
      box: r.box ?? null,
    })),
  }));
  return { tables: grid, index: 0, nextId };
}

/** The mapping of a table as a field_association fieldMap: header → field. */
export function fieldMapOf(table: GridTable): Record<string, ParseField> {
  return Object.fromEntries(table.headers.map((h, i) => [h, table.fields[i]]));
}

/** The mapping of every table as one fieldMap (header → field), as the supplier's field_association. */
export function mergedFieldMap(tables: readonly GridTable[]): Record<string, ParseField> {
  return Object.assign({}, ...tables.map(fieldMapOf));
}

/** Whether the parser mapped this table with the supplier's saved mapping (a header of it, mapped as saved). */
export function usesSavedMap(table: ParsedTable | undefined, saved: Record<string, ParseField>): boolean {
  if (!table) return false;
  const savedOf = new Map(Object.entries(saved).map(([h, f]) => [h.trim().toLowerCase(), f]));
  let matched = 0;
  for (const [i, header] of table.headers.entries()) {
    const field = savedOf.get(header.trim().toLowerCase());
    if (field === undefined) continue;
    if ((table.fields[i] ?? 'none') !== field) return false;
    matched++;
  }
  return matched > 0;
}

export type SplitPlan = { column: string; separator: string; targets: string[] };

/**
 * How splitting `column` at `separator` turns out: as many new columns as the most pieces in a row (2 to 6), named
 * '{column} 1', '{column} 2', ...; null when no row holds the separator.
 */
export function planSplit(table: GridTable, column: string, separator: string): SplitPlan | null {
  if (!separator || !table.headers.includes(column)) return null;
  const most = Math.max(0, ...table.rows.map((r) => (r.values[column] ?? '').split(separator).length));
  if (most < 2) return null;
  const count = Math.min(most, 6);
  const taken = new Set(table.headers.filter((h) => h !== column));
  const targets: string[] = [];
  for (let i = 1; targets.length < count; i++) {
    const name = `${column} ${i}`;
    if (!taken.has(name)) targets.push(name);
  }
  return { column, separator, targets };
}

/** Cuts a value into the plan's pieces; the last piece keeps the rest (as the parser's field_split does). */
export function splitValue(value: string, plan: SplitPlan): string[] {
  const parts = value.split(plan.separator);
  const n = plan.targets.length;
  return plan.targets.map((_, i) => (i < n - 1 ? (parts[i] ?? '') : parts.slice(n - 1).join(plan.separator)).trim());
}

/** What the review shows of a row: the parser's judgement, or Edited once the user changed it; null without one. */
export type RowMark = 'reconciled' | 'repaired' | 'unchecked' | 'not_item' | 'edited';

export function markOf(row: GridRow): RowMark | null {
  if (row.edited) return 'edited';
  return row.check?.status ?? null;
}

/** A row someone should look at: the figures did not check out, or a repair nobody has confirmed yet. */
export function needsLook(row: GridRow): boolean {
  const mark = markOf(row);
  return mark === 'unchecked' || (mark === 'repaired' && !row.confirmed);
}

export type GridEvent =
  | { type: 'field'; column: number; field: ParseField }
  | { type: 'select'; rowId: string; selected: boolean }
  | { type: 'selectAll'; selected: boolean }
  /** Ticks exactly the rows of every table that need a look, and no other. */
  | { type: 'selectToCheck' }
  /** The user agrees with a row's repair (or takes that back). */
  | { type: 'confirmRepair'; rowId: string; confirmed: boolean }
  | { type: 'duplicate'; rowId: string }
  | { type: 'category'; rowId: string; category: RowCategory }
  | { type: 'edit'; rowId: string; header: string; value: string }
  | { type: 'split'; plan: SplitPlan }
  /** Joins a row with the one below it (a line printed over two rows); `unmerge` takes that back. */
  | { type: 'merge'; rowId: string }
  | { type: 'unmerge'; rowId: string }
  | { type: 'table'; index: number };

function mapTable(state: GridState, fn: (t: GridTable) => GridTable): GridState {
  return { ...state, tables: state.tables.map((t, i) => (i === state.index ? fn(t) : t)) };
}

function mapRow(state: GridState, rowId: string, fn: (r: GridRow) => GridRow): GridState {
  return mapTable(state, (t) => ({ ...t, rows: t.rows.map((r) => (r.id === rowId ? fn(r) : r)) }));
}

/** Decimals printed after a decimal point ('1,200.50' has 2), so a sum keeps the cents it was written with. */
const printedPlaces = (text: string) => /\.(\d+)[^\d.,]*$/.exec(text.trim())?.[1]?.length ?? 0;

/** The sum of two decimal texts ('2' + '1.5' = '3.5', '12,50' + '1' = '13.5'), exactly; null unless both are numbers. */
export function addDecimalText(a: string, b: string): string | null {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) return null;
  const places = Math.max(decimalPlaces(x), decimalPlaces(y), printedPlaces(a), printedPlaces(b));
  return toFixed(add(x, y), places);
}

/**
 * One value of two merged rows, by what the column holds: texts (a name over two lines) are joined; quantities and
 * amounts add up; a code, a unit or a unit price is the first row's, or the second's when the first has none.
 */
export function mergeValue(field: ParseField, first: string, second: string): string {
  if (!first) return second;
  if (!second) return first;
  if (field === 'quantity' || field === 'amount') return addDecimalText(first, second) ?? first;
  if (field === 'item_code' || field === 'unit' || field === 'unit_price') return first;
  // The same item on two lines names it twice: once is enough.
  return first.toLowerCase() === second.toLowerCase() ? first : `${first} ${second}`;
}

function mergeBoxes(a: RowBox | null, b: RowBox | null): RowBox | null {
  if (!a || !b || a.page !== b.page) return a ?? b;
  return {
    page: a.page,
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}

function mergeRows(t: GridTable, rowId: string): GridTable {
  const at = t.rows.findIndex((r) => r.id === rowId);
  if (at < 0 || at >= t.rows.length - 1) return t;
  const first = t.rows[at];
  const second = t.rows[at + 1];
  const values = Object.fromEntries(
    t.headers.map((h, i) => [h, mergeValue(t.fields[i], first.values[h] ?? '', second.values[h] ?? '')]),
  );
  const merged: GridRow = {
    ...first,
    values,
    selected: first.selected || second.selected,
    category: first.category !== 'None' ? first.category : second.category,
    // The user made this line: the parser's judgement of the two no longer applies.
    edited: true,
    confirmed: false,
    box: mergeBoxes(first.box, second.box),
    mergedFrom: [first, second],
  };
  return { ...t, rows: [...t.rows.slice(0, at), merged, ...t.rows.slice(at + 2)] };
}

function unmergeRow(t: GridTable, rowId: string): GridTable {
  const at = t.rows.findIndex((r) => r.id === rowId);
  const from = at < 0 ? undefined : t.rows[at].mergedFrom;
  if (!from) return t;
  return { ...t, rows: [...t.rows.slice(0, at), ...from, ...t.rows.slice(at + 1)] };
}

function applySplit(t: GridTable, plan: SplitPlan): GridTable {
  const at = t.headers.indexOf(plan.column);
  if (at < 0) return t;
  const source = t.fields[at];
  const newFields: ParseField[] = plan.targets.map((_, i) => (i === 0 ? source : 'none'));
  return {
    ...t,
    headers: [...t.headers.slice(0, at), ...plan.targets, ...t.headers.slice(at + 1)],
    fields: [...t.fields.slice(0, at), ...newFields, ...t.fields.slice(at + 1)],
    rows: t.rows.map((r) => {
      const parts = splitValue(r.values[plan.column] ?? '', plan);
      const values: Record<string, string> = {};
      for (const h of t.headers) {
        if (h !== plan.column) values[h] = r.values[h] ?? '';
        else for (const [k, target] of plan.targets.entries()) values[target] = parts[k];
      }
      // The rows a merge was made of have the columns of before: the merge can no longer be taken back.
      return { ...r, values, mergedFrom: undefined };
    }),
  };
}

/** The results grid: mapping, ticks, duplicates, merges, categories, edits and splits of the table shown. */
export function gridReducer(state: GridState, event: GridEvent): GridState {
  switch (event.type) {
    case 'field':
      return mapTable(state, (t) => ({
        ...t,
        fields: t.fields.map((f, i) => {
          if (i === event.column) return event.field;
          return SINGLE.includes(event.field) && f === event.field ? 'none' : f;
        }),
      }));
    case 'select':
      return mapRow(state, event.rowId, (r) => ({ ...r, selected: event.selected }));
    case 'selectAll':
      return mapTable(state, (t) => ({ ...t, rows: t.rows.map((r) => ({ ...r, selected: event.selected })) }));
    case 'selectToCheck':
      return {
        ...state,
        tables: state.tables.map((t) => ({ ...t, rows: t.rows.map((r) => ({ ...r, selected: needsLook(r) })) })),
      };
    case 'confirmRepair':
      return mapRow(state, event.rowId, (r) => ({ ...r, confirmed: event.confirmed }));
    case 'duplicate': {
      const id = `r${state.nextId}`;
      const next = mapTable(state, (t) => {
        const at = t.rows.findIndex((r) => r.id === event.rowId);
        if (at < 0) return t;
        // A line the user adds is theirs: the parser's judgement of the original does not cover it.
        const copy = { ...t.rows[at], id, values: { ...t.rows[at].values }, edited: true };
        return { ...t, rows: [...t.rows.slice(0, at + 1), copy, ...t.rows.slice(at + 1)] };
      });
      return { ...next, nextId: state.nextId + 1 };
    }
    case 'category':
      return mapRow(state, event.rowId, (r) => ({ ...r, category: event.category }));
    case 'edit':
      return mapRow(state, event.rowId, (r) => {
        const value = event.value.trim();
        if ((r.values[event.header] ?? '') === value) return r;
        return { ...r, values: { ...r.values, [event.header]: value }, edited: true };
      });
    case 'split':
      return mapTable(state, (t) => applySplit(t, event.plan));
    case 'merge':
      return mapTable(state, (t) => mergeRows(t, event.rowId));
    case 'unmerge':
      return mapTable(state, (t) => unmergeRow(t, event.rowId));
    case 'table':
      if (event.index < 0 || event.index >= state.tables.length) return state;
      return { ...state, index: event.index };
  }
}
