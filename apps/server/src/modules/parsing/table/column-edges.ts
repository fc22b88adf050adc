/** Where the rows of a table show a column boundary: a run of header words crossing it names two columns. */
import type { Line, Word } from '../types.js';

/**
 * Whether the gap between two header words, wider than a space, is a boundary between columns of the rows below.
 * Hardly any row runs a word across it, and either rows end a word exactly where the left word ends (a column set
 * flush right under its label) or start one exactly where the right word starts (flush left), or most rows have a
 * word under each side (columns centred under their labels). Columns are often set only a few spaces apart, so
 * close that their labels read as one run ("Supplied Item Description", "Item Code Cut", "Kg Delivered",
 * "PACKAGE UOM"). A column filled on a few rows only (the weight of the catch-weight lines) shows its edge on
 * those few: one row set exactly flush with the label is enough.
 */
export function columnEdgeBetween(left: Word, right: Word, rows: Line[], size: number): boolean {
  if (right.x0 - left.x1 < 0.5 * size) return false;
  const tol = 0.2 * size;
  let under = 0;
  let aligned = 0;
  let crossing = 0;
  let exact = 0;
  let both = 0;
  const middle = (left.x1 + right.x0) / 2;
  for (const row of rows) {
    const ws = row.words.filter((w) => w.x1 > left.x0 - tol && w.x0 < right.x1 + tol);
    if (!ws.length) continue;
    under++;
    if (ws.some((w) => w.x0 < left.x1 - tol && w.x1 > right.x0 + tol)) {
      crossing++;
      continue;
    }
    if (ws.some((w) => w.x1 <= middle && w.x1 > left.x0) && ws.some((w) => w.x0 >= middle && w.x0 < right.x1)) both++;
    if (ws.some((w) => Math.abs(w.x0 - right.x0) <= tol || Math.abs(w.x1 - left.x1) <= tol)) {
      aligned++;
      if (ws.some((w) => Math.abs(w.x0 - right.x0) <= 0.05 * size || Math.abs(w.x1 - left.x1) <= 0.05 * size)) exact++;
    }
  }
  const centred = both >= 2 && both >= 0.5 * under;
  return (aligned >= 2 || exact >= 1 || centred) && crossing <= 0.1 * under;
}
