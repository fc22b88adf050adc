/** Finds the item tables of a document: header, columns, rows; tables continued across pages are joined. */
import type { DecimalStyle } from '../numbers.js';
import type { Line } from '../types.js';
import { type Anchor, assignWords, buildAnchors } from './anchors.js';
import { numericClusters, solidClusters } from './clusters.js';
import { flagColumns, withFlagColumns } from './flag-columns.js';
import { headerCells } from './header-cells.js';
import { headerBand, headerScore } from './header-detect.js';
import { sectionTotal, summaryKind } from './keywords.js';
import { type DraftRow, readBody } from './rows.js';
import type { TableDraft } from './to-table.js';
import { isNumberToken, letterCount } from './tokens.js';

const signature = (d: TableDraft) =>
  d.anchors
    .map((a) => a.label.toLowerCase())
    .filter(Boolean)
    .join('|');

function dataLinesAfter(lines: Line[], from: number, style: DecimalStyle): Line[] {
  const out: Line[] = [];
  for (let j = from; j < lines.length; j++) {
    const l = lines[j];
    const summary = summaryKind(l.text);
    if (headerScore(l, style) > 0 || (summary === 'end' && !sectionTotal(l.text))) break;
    // Subtotal, tax and charge lines print their figures where they like: they do not shape the columns.
    if (summary) continue;
    const numbers = l.words.filter((w) => isNumberToken(w.text, style)).length;
    const letters = l.words.some((w) => letterCount(w.text) >= 2);
    // A line of figures alone (quantity, code, price, amount) is an item whose description has a line of its own.
    if ((numbers && letters) || numbers >= 3) out.push(l);
  }
  return out;
}

/** Rows of a repeated table (same header on a later page) in the column order of the first one. */
function realign(from: TableDraft, to: TableDraft): DraftRow[] {
  const used = new Set<number>();
  const map = to.anchors.map((a) => {
    const k = from.anchors.findIndex(
      (b, i) => !used.has(i) && b.label && b.label.toLowerCase() === a.label.toLowerCase(),
    );
    if (k >= 0) used.add(k);
    return k;
  });
  return from.rows.map((r) => ({
    ...r,
    cells: map.map((k) => (k >= 0 ? (r.cells[k] ?? '') : '')),
    lower: map.map((k) => (k >= 0 ? (r.lower[k] ?? '') : '')),
  }));
}

/**
 * A column headed like the description whose lines hold one code each ("No / produit" over SE6000, SE7593) is the
 * item code column; the description then stands on lines of its own.
 */
export function codesUnderName(anchors: Anchor[], data: Line[], style: DecimalStyle): void {
  if (data.length < 2) return;
  const cells = anchors.map(() => [] as string[]);
  // Lines of figures only: a description holding a size ("MILK HOMO 3.25%") is not a row of the code column.
  const figures = data.filter((l) => l.words.filter((w) => isNumberToken(w.text, style)).length >= 3);
  for (const l of figures) {
    const owner = assignWords(l, anchors, style);
    const per = anchors.map(() => [] as string[]);
    l.words.forEach((w, i) => {
      per[owner[i]].push(w.text);
    });
    per.forEach((ws, k) => {
      if (ws.length) cells[k].push(ws.join(' '));
    });
  }
  // A code of digits ('SE6000', '24075-08'), or a mnemonic one of capitals in hyphenated parts ('HAR-LUM-40LB').
  const isCode = (v: string) =>
    (/^[A-Za-z]{0,4}[-.]?\d[\dA-Za-z\-.]{2,14}$/.test(v) && /\d{3}/.test(v)) ||
    /^[A-Z0-9]{2,6}(?:-[A-Z0-9]{2,6})+$/.test(v);
  anchors.forEach((a, k) => {
    if (a.role !== 'name' || anchors.some((b) => b !== a && b.role === 'item_code')) return;
    const values = cells[k];
    if (values.length < Math.max(2, 0.6 * figures.length)) return;
    const codes = values.filter(isCode);
    if (codes.length >= 0.9 * values.length || codesBeforeText(a, anchors, figures, isCode)) a.role = 'item_code';
  });
}

/**
 * An unnamed column of figures that the priced rows' descriptions run through, none of those rows holding a figure
 * in it: the figures are those of the lines under the rows (a lot, a UPC, a pack date), not a column of the table.
 */
export function withoutSubLineColumns(anchors: Anchor[], data: Line[], style: DecimalStyle): Anchor[] {
  const over = (a: Anchor, w: { x0: number; x1: number }) => Math.min(a.x1, w.x1) - Math.max(a.x0, w.x0) > 0;
  const values = anchors.filter((a) => a.role === 'unit_price' || a.role === 'amount');
  const priced = data.filter((l) =>
    l.words.some((w) => isNumberToken(w.text, style) && values.some((a) => over(a, w))),
  );
  if (priced.length < 2) return anchors;
  return anchors.filter((a) => {
    if (a.label || a.role !== 'none' || !a.numeric) return true;
    const figure = (t: string) => isNumberToken(t, style) && letterCount(t) === 0;
    const figures = priced.filter((l) => l.words.some((w) => figure(w.text) && over(a, w))).length;
    const text = priced.filter((l) =>
      l.words.some((w) => !isNumberToken(w.text, style) && letterCount(w.text) >= 2 && over(a, w)),
    ).length;
    return figures > 0 || text === 0;
  });
}

/**
 * The words standing under the column itself are one code a line, and a column of text headed on its right takes the
 * descriptions: the description ran on from the code where the words stand close ('4239 PORK BUTT BNLS').
 */
function codesBeforeText(a: Anchor, anchors: Anchor[], lines: Line[], isCode: (v: string) => boolean): boolean {
  if (!anchors.some((b) => b.x0 >= a.x1 && b.label && b.role === 'none' && !b.numeric)) return false;
  const under = lines
    .map((l) => l.words.filter((w) => Math.min(a.x1, w.x1) - Math.max(a.x0, w.x0) > 0.5 * (w.x1 - w.x0)))
    .filter((ws) => ws.length > 0);
  if (under.length < Math.max(3, 0.6 * lines.length)) return false;
  return under.filter((ws) => ws.length === 1 && isCode(ws[0].text)).length >= 0.9 * under.length;
}

/** Reads one table whose header line is lines[at]. */
function readTable(
  lines: Line[],
  at: number,
  style: DecimalStyle,
): { draft: TableDraft; next: number; ended: boolean } {
  const band = headerBand(lines, at, style);
  const bodyStart = band[band.length - 1] + 1;
  const data = dataLinesAfter(lines, bodyStart, style);
  const clusters = solidClusters(numericClusters(data, style), data.length);
  const cells = headerCells(
    band.map((i) => lines[i]),
    withFlagColumns(clusters, flagColumns(data)),
    data,
  );
  const anchors = withoutSubLineColumns(buildAnchors(cells, clusters, lines[at].size, true), data, style);
  codesUnderName(anchors, data, style);
  const body = readBody(lines, bodyStart, lines.length, anchors, style, false);
  return {
    draft: { page: lines[at].page, anchors, rows: body.rows, category: body.category },
    next: Math.max(body.next, bodyStart),
    ended: body.ended,
  };
}

/**
 * The heading-like line at `at` continues the priced line right above it (a description wrapped onto a second line,
 * "KG LOCATELLI PRODOTTO IN" read as weight and product headings): a table's heading does not stand at a row's
 * spacing under a line of figures, and holds no figure itself.
 */
export function wrapsRowAbove(lines: Line[], at: number, style: DecimalStyle): boolean {
  const line = lines[at];
  const above = lines[at - 1];
  if (!above || above.page !== line.page || line.y0 - above.y1 > 1.0 * line.size) return false;
  if (line.words.some((w) => isNumberToken(w.text, style))) return false;
  const figures = above.words.filter((w) => isNumberToken(w.text, style) && /\d[.,]\d{2}\b/.test(w.text)).length;
  return (
    figures >= 1 && above.words.filter((w) => isNumberToken(w.text, style)).length >= 2 && letterCount(above.text) >= 3
  );
}

const isHeading = (lines: Line[], j: number, style: DecimalStyle, relaxed: boolean) =>
  headerScore(lines[j], style, relaxed) > 0 && !wrapsRowAbove(lines, j, style);

export function extractTables(pages: Line[][], style: DecimalStyle, relaxed = false): TableDraft[] {
  const drafts: TableDraft[] = [];
  let open: TableDraft | null = null;
  for (const lines of pages) {
    let i = 0;
    const firstHeader = lines.findIndex((_, j) => isHeading(lines, j, style, relaxed));
    if (open) {
      const stop = firstHeader >= 0 ? firstHeader : lines.length;
      const body = readBody(lines, 0, stop, open.anchors, style, true, open.category ?? null);
      open.rows.push(...body.rows);
      open.category = body.category;
      if (body.ended) open = null;
      i = firstHeader >= 0 ? firstHeader : lines.length;
    }
    while (i < lines.length) {
      let h = -1;
      for (let j = i; j < lines.length; j++) {
        if (isHeading(lines, j, style, relaxed)) {
          h = j;
          break;
        }
      }
      if (h < 0) break;
      const { draft, next, ended } = readTable(lines, h, style);
      const previous = drafts[drafts.length - 1];
      if (previous && signature(previous) === signature(draft) && draft.rows.length) {
        previous.rows.push(...realign(draft, previous));
        open = ended ? null : previous;
      } else if (draft.rows.length) {
        drafts.push(draft);
        open = ended ? null : draft;
      }
      // A heading line that gave no rows (a first heading line the band left apart) hides no table: the lines after
      // it are looked at again.
      i = draft.rows.length ? Math.max(next, h + 1) : h + 1;
    }
  }
  return drafts;
}
