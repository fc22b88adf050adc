/** From positioned words (text layer or OCR) to lines and parsed tables. */
import { groupLines } from './layout/lines.js';
import { type DecimalStyle, detectDecimalStyle } from './numbers.js';
import { reconcilesBest } from './other-readings.js';
import { extractTables } from './table/extract.js';
import { headerlessTable } from './table/headerless.js';
import { rowBox } from './table/row-box.js';
import { keepRowSource } from './table/row-source.js';
import { type TableDraft, toParsedTable } from './table/to-table.js';
import { joinNumberParts } from './table/tokens.js';
import type { Line, PageText, ParsedTable } from './types.js';

export type Layout = { lines: Line[]; tables: ParsedTable[]; style: DecimalStyle };

export function analyseLayout(pages: PageText[], ocr: boolean): Layout {
  const style = detectDecimalStyle(pages.flatMap((p) => p.words.map((w) => w.text)));
  const perPage = pages.map((p) => groupLines(p.words, p.page).map((l) => joinNumberParts(l, style, ocr)));
  let drafts = extractTables(perPage, style, false);
  if (!drafts.length && ocr) drafts = extractTables(perPage, style, true);
  // No table under a heading, or only tables without a price (an address block read as one): the item lines may
  // stand without a heading.
  if (!drafts.length || !drafts.some((d) => pricedRows(toParsedTable(d, style)) > 0)) {
    const fallback = headerlessTable(perPage, style);
    if (fallback && (!drafts.length || pricedRows(toParsedTable(fallback, style)) > 0)) drafts = [fallback];
  }
  const lines = perPage.flat();
  const build = (ds: TableDraft[]) => ({
    lines,
    tables: ds.map((d) => withBoxes(d, toParsedTable(d, style), pages)),
    style,
  });
  return reconcilesBest(build(drafts), () => {
    const headerless = headerlessTable(perPage, style);
    return [
      build(extractTables(perPage, style, true)),
      build(headerless ? [headerless] : []),
      build(drafts.map(withoutHeadingRoles)),
    ];
  });
}

/** The same columns with their heading words kept as labels and the roles left to the figures. */
function withoutHeadingRoles(draft: TableDraft): TableDraft {
  const blank = <T extends { role: unknown; strength: number; perUnit: boolean }>(a: T): T => ({
    ...a,
    role: a.role === 'name' ? 'name' : 'none',
    strength: 0,
    perUnit: false,
  });
  return { ...draft, anchors: draft.anchors.map((a) => ({ ...blank(a), lower: a.lower ? blank(a.lower) : null })) };
}

/** Rows with a unit price or an amount. */
function pricedRows(table: ParsedTable): number {
  const priced = table.headers.filter((_, i) => table.fields[i] === 'unit_price' || table.fields[i] === 'amount');
  return table.rows.filter((r) => priced.some((h) => /\d/.test(r.values[h] ?? ''))).length;
}

/** Each row's box on its page (rows and drafts correspond one to one). */
function withBoxes(draft: TableDraft, table: ParsedTable, pages: PageText[]): ParsedTable {
  table.rows.forEach((row, i) => {
    const lines = draft.rows[i]?.lines ?? [];
    const page = pages.find((p) => p.page === (lines[0]?.page ?? draft.rows[i]?.page));
    const box = page ? rowBox(lines, page) : undefined;
    if (box) row.box = box;
    if (page?.source) keepRowSource(row, { lines, page });
  });
  return table;
}
