/**
 * A second opinion on the figures the arithmetic doubts. After the rows are judged (reconcile.ts), the quantity, unit
 * price and amount cells of the rows that do not multiply out are read again by another OCR engine from the page
 * image (readers/reread-cells.ts), and each such row takes the second reading of its cells only where that makes its
 * own arithmetic hold, without undoing a row that held or the lines' agreement with the printed total. A row put
 * right so says which figure was read again.
 */
import { QUANTITY_FROM_AMOUNT } from './reconcile.js';
import { fittedToSum } from './sum-repairs.js';
import type { Field, ParsedRow, ParsedTable, Reconciliation } from './types.js';

/** A cell to read again: the row (as the reader laid it out), its column and its text as first read. */
export type CellToReread = { row: ParsedRow; header: string; text: string };

/** Reads the cells again; null for a cell it could not find on the page or read surely. */
export type RereadCells = (cells: CellToReread[]) => Promise<(string | null)[]>;

/** Judges the rows of the tables (changing repaired values in place) and the document's sum. */
export type Judge = (tables: ParsedTable[]) => Reconciliation;

const FIGURES: readonly Field[] = ['quantity', 'unit_price', 'amount'];
/** At most this many cells are read again (a page of doubted rows: three figures each). */
const MAX_CELLS = 120;

const held = (row: ParsedRow) => row.check?.status === 'reconciled' || row.check?.status === 'repaired';
/** A row whose own figures check: not one whose quantity was only taken from amount ÷ price, or fitted to the sum. */
const checks = (row: ParsedRow) =>
  held(row) && !fittedToSum(row) && !(row.check?.repairs.some((r) => r.includes(QUANTITY_FROM_AMOUNT)) ?? false);
const squashed = (text: string) => text.replace(/\s+/g, '');

type Place = { t: number; r: number };
type Change = { header: string; was: string; now: string };

/** The non-empty subsets of the changes, fewest changes first. */
function subsets<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++) out.push(items.filter((_, i) => mask & (1 << i)));
  return out.sort((a, b) => a.length - b.length);
}

/** Resolves like `work`, or with `fallback` once `ms` have passed. */
function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/**
 * The tables judged, their doubted rows with the second reading of their figures where it makes them add up. The
 * tables given are judged in place; when a second reading is taken, judged copies of them are returned instead.
 * `budgetMs`: the time the second reading may take; past it the tables stay as first judged.
 */
export async function rereadDoubtedFigures(
  tables: ParsedTable[],
  judge: Judge,
  reread: RereadCells,
  budgetMs: number,
): Promise<{ tables: ParsedTable[]; reconciliation: Reconciliation }> {
  const asRead = structuredClone(tables);
  const first = { tables, reconciliation: judge(tables) };
  const doubted: Place[] = [];
  tables.forEach((table, t) => {
    table.rows.forEach((row, r) => {
      if (row.check?.status === 'unchecked') doubted.push({ t, r });
    });
  });
  const cells: (CellToReread & { place: Place })[] = [];
  for (const place of doubted) {
    const table = asRead[place.t];
    const row = table.rows[place.r];
    if (!row) continue;
    table.headers.forEach((header, i) => {
      const text = row.values[header]?.trim() ?? '';
      if (FIGURES.includes(table.fields[i]) && /\d/.test(text))
        cells.push({ row: tables[place.t].rows[place.r], header, text, place });
    });
  }
  if (!cells.length || budgetMs <= 0) return first;
  const asked = cells.slice(0, MAX_CELLS);
  const readings = await within(
    reread(asked.map(({ row, header, text }) => ({ row, header, text }))),
    budgetMs,
    asked.map(() => null),
  );
  const changes = new Map<string, { place: Place; changes: Change[] }>();
  asked.forEach((cell, i) => {
    const now = readings[i];
    if (!now || !/\d/.test(now) || squashed(now) === squashed(cell.text)) return;
    const key = `${cell.place.t}:${cell.place.r}`;
    const entry = changes.get(key) ?? { place: cell.place, changes: [] };
    entry.changes.push({ header: cell.header, was: cell.text, now });
    changes.set(key, entry);
  });
  let base = asRead;
  let best: { tables: ParsedTable[]; reconciliation: Reconciliation } | null = null;
  const holding = (ts: ParsedTable[]) =>
    new Set(ts.flatMap((table, t) => table.rows.flatMap((row, r) => (held(row) ? [`${t}:${r}`] : []))));
  let kept = holding(tables);
  const taken = new Map<string, Change[]>();
  for (const [key, { place, changes: rowChanges }] of changes) {
    for (const subset of subsets(rowChanges)) {
      const trial = structuredClone(base);
      for (const c of subset) trial[place.t].rows[place.r].values[c.header] = c.now;
      const judged = structuredClone(trial);
      const reconciliation = judge(judged);
      const now = holding(judged);
      const better =
        checks(judged[place.t].rows[place.r]) &&
        [...kept].every((k) => now.has(k)) &&
        !((best ?? first).reconciliation.matches && !reconciliation.matches);
      if (!better) continue;
      base = trial;
      kept = now;
      best = { tables: judged, reconciliation };
      taken.set(key, subset);
      break;
    }
  }
  if (!best) return first;
  for (const [key, subset] of taken) {
    const [t, r] = key.split(':').map(Number);
    const check = best.tables[t].rows[r].check;
    if (!check) continue;
    if (check.status === 'reconciled') {
      check.status = 'repaired';
      best.reconciliation.counts.reconciled--;
      best.reconciliation.counts.repaired++;
    }
    check.repairs.unshift(...subset.map((c) => `"${c.was}" read again as "${c.now}"`));
  }
  return best;
}
