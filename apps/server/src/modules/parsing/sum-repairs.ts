/**
 * The printed subtotal as evidence about single lines. When an OCR reading's lines do not add up to it, amounts whose
 * decimal point was lost ('6876' for 68.76: blurred, the point is a pixel or two) are looked for whose point, put
 * back, makes them add up exactly. A combination is taken only when it is the one way, with the fewest changes, of
 * adding up to the cent: a coincidence would need another combination as exact. (Leaving out a row that keeps the
 * lines from adding up is no such evidence: a fee printed inside an item's price is a line of its own on the page.)
 */
import type { DecimalStyle } from './numbers.js';
import { cents, readings } from './reconcile-repairs.js';
import type { Field, ParsedRow, ParsedTable } from './types.js';

/** How every repair note ends whose figure was put right only because the lines then add up to the printed sum. */
const FITTED_TO_SUM = '; the lines then add up)';

/** The note of a figure put right only so that the lines add up to the printed sum: `how` says how it was read. */
export const fittedNote = (was: string, value: number, how: string) =>
  `"${was}" read as ${value.toFixed(2)} (${how}${FITTED_TO_SUM}`;

/**
 * Whether a row's figure was put right only so that the lines add up to the printed sum (a lost decimal point put
 * back, an amount taken from quantity × unit price): the row's own arithmetic did not check it.
 */
export const fittedToSum = (row: ParsedRow) => row.check?.repairs.some((r) => r.endsWith(FITTED_TO_SUM)) ?? false;

/** An item row and the value it adds to the lines' sum (none when a figure could not be read). */
export type SummedLine = { table: ParsedTable; row: ParsedRow; value: number | null };

type Change = { line: SummedLine; delta: number };

/** At most this many changes, among at most this many rows. */
const MAX_CHANGES = 4;
const MAX_ROWS = 16;

/** A figure printed without a decimal point, of three digits or more ('6876', '$5587'). */
const pointless = (t: string) => /^[$€£]?\s*\d{3,}\s*[$€£]?$/.test(t.trim());

/** The headers of a row's non-empty cells of one field. */
export const cellsOf = (line: SummedLine, field: Field) =>
  line.table.headers.filter((h, i) => line.table.fields[i] === field && (line.row.values[h] ?? '').trim());

/** A figure cell of a row: its column and its text as read. */
export type FigureCell = { header: string; text: string };

/**
 * The quantity, unit price and amount cells of an unchecked row that has all three, with the quantity as read (no
 * change made to it), or null: what the repairs that take a figure from the others start from.
 */
export function uncheckedFigures(line: SummedLine, style: DecimalStyle) {
  if (line.row.check?.status !== 'unchecked') return null;
  const [q, p, a] = (['quantity', 'unit_price', 'amount'] as const).map((field): FigureCell | null => {
    const [header] = cellsOf(line, field);
    return header ? { header, text: line.row.values[header].trim() } : null;
  });
  if (!q || !p || !a) return null;
  const quantity = readings(q.text, style, 'quantity').find((r) => r.change === null)?.value;
  return quantity === undefined ? null : { quantity, price: p, amount: a };
}

/** The change a row allows: its amount's point put back when the amount was read without one. */
function changesOf(line: SummedLine): Change[] {
  const value = line.value === null ? 0 : cents(line.value);
  const amount = cellsOf(line, 'amount')[0];
  const text = amount ? line.row.values[amount] : '';
  if (!amount || !pointless(text) || line.row.check?.status === 'repaired') return [];
  return [{ line, delta: Number(text.replace(/[^\d]/g, '')) - value }];
}

/** The one combination of at most MAX_CHANGES changes that closes `gap` (cents), or null. */
function onlyFit(changes: Change[], gap: number): Change[] | null {
  for (let k = 1; k <= MAX_CHANGES; k++) {
    const fits: Change[][] = [];
    const pick = (from: number, chosen: Change[], sum: number) => {
      if (chosen.length === k) {
        if (Math.abs(sum - gap) <= 1) fits.push([...chosen]);
        return;
      }
      for (let i = from; i < changes.length; i++) {
        chosen.push(changes[i]);
        pick(i + 1, chosen, sum + changes[i].delta);
        chosen.pop();
      }
    };
    pick(0, [], 0);
    if (fits.length === 1) return fits[0];
    if (fits.length > 1) return null;
  }
  return null;
}

/**
 * Makes the lines add up to `target` when one combination of changes does (module comment); changes the rows in
 * place and returns the new sum of the lines, or null when nothing was changed.
 */
export function fitLinesToTotal(lines: SummedLine[], linesTotal: number, target: number): number | null {
  const gap = cents(target) - cents(linesTotal);
  if (gap === 0) return null;
  const candidates = lines.flatMap(changesOf);
  if (!candidates.length || candidates.length > MAX_ROWS) return null;
  const fit = onlyFit(candidates, gap);
  if (!fit) return null;
  for (const { line } of fit) {
    const { row } = line;
    const repairs: string[] = [];
    for (const header of [...cellsOf(line, 'amount'), ...cellsOf(line, 'unit_price')]) {
      const text = row.values[header];
      if (!pointless(text)) continue;
      const value = Number(text.replace(/[^\d]/g, '')) / 100;
      row.values[header] = value.toFixed(2);
      repairs.push(fittedNote(text.trim(), value, 'a lost decimal point'));
    }
    row.check = { status: 'repaired', reason: null, repairs: [...(row.check?.repairs ?? []), ...repairs] };
  }
  return (cents(linesTotal) + fit.reduce((s, c) => s + c.delta, 0)) / 100;
}
