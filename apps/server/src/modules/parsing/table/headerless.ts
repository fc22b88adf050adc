/**
 * Tables without a readable header (statements, or a scan whose header row the OCR garbled): lines that pair a
 * description with amounts aligned on the same right edge form the table; columns come from the numbers alone.
 */
import { type DecimalStyle, isPercentage } from '../numbers.js';
import type { Line } from '../types.js';
import type { Anchor } from './anchors.js';
import { assignWords, keepInDescription } from './anchors.js';
import { numericClusters, solidClusters } from './clusters.js';
import { isDetailLine } from './details.js';
import { labelCount, sectionTotal, summaryKind } from './keywords.js';
import { leadColumns } from './lead-columns.js';
import { isUnitWord } from './roles.js';
import { AT_PRICE_LINE, type DraftRow, looksLikeSection } from './rows.js';
import type { TableDraft } from './to-table.js';
import { isNumberToken, letterCount } from './tokens.js';

/** Tax flags printed after the amount ("$166.00 N", "15.20 T", "8.06 *"): how many words end the line so. */
function trailingFlags(line: Line, style: DecimalStyle): number {
  let n = 0;
  for (let i = line.words.length - 1; i > 0; i--) {
    if (!/^(?:[A-Z*+]|\*\*)$/.test(line.words[i].text)) break;
    n++;
  }
  return n && isNumberToken(line.words[line.words.length - 1 - n].text, style) ? n : 0;
}

function candidate(line: Line, style: DecimalStyle): boolean {
  const numbers = line.words.filter((w) => isNumberToken(w.text, style));
  if (!numbers.length || summaryKind(line.text) || labelCount(line.words) > 0) return false;
  const last = line.words[line.words.length - 1 - trailingFlags(line, style)];
  if (!isNumberToken(last.text, style)) return false;
  const letters = line.words.filter((w) => !isNumberToken(w.text, style)).reduce((n, w) => n + letterCount(w.text), 0);
  // A line of figures alone (code, quantity, price, amount) whose description has a line of its own.
  return letters >= 3 || numbers.length >= 3;
}

/**
 * Splits aligned lines into vertical runs: a table is one block, not lines scattered over the page. Section titles,
 * subtotal lines and blank space between sections do not break a run, nor item lines ending elsewhere (a row whose
 * amount the reading lost); other lines of text do when the gap is large.
 */
function runs(lines: Line[], pages: Line[][], style: DecimalStyle): Line[][] {
  const sorted = [...lines].sort((a, b) => a.page - b.page || a.y0 - b.y0);
  const gaps = sorted
    .slice(1)
    .map((l, i) => (l.page === sorted[i].page ? l.y0 - sorted[i].y0 : Number.POSITIVE_INFINITY));
  const finite = gaps.filter(Number.isFinite).sort((a, b) => a - b);
  const typical = finite.length ? finite[Math.floor(finite.length / 2)] : 0;
  const between = (a: Line, b: Line): Line[] => {
    const page = pages.find((p) => p.includes(a));
    if (!page?.includes(b)) return [];
    return page.filter((l) => l.y0 > a.y1 - 0.1 && l.y1 < b.y0 + 0.1 && l !== a && l !== b);
  };
  const sectionish = (l: Line) =>
    summaryKind(l.text) === 'subtotal' ||
    (summaryKind(l.text) === 'end' && sectionTotal(l.text)) ||
    (l.words.length <= 5 && !l.words.some((w) => /\d/.test(w.text)));
  // Across a page break: only a page footer below the last row and a page header above the next, no totals.
  const overleaf = (a: Line, b: Line): boolean => {
    const pa = pages.find((p) => p.includes(a));
    const pb = pages.find((p) => p.includes(b));
    if (!pa || !pb || b.page !== a.page + 1) return false;
    const after = pa.filter((l) => l.y0 > a.y1 - 0.1);
    const before = pb.filter((l) => l.y1 < b.y0 + 0.1);
    const documentTotal = (l: Line) => summaryKind(l.text) !== null && !sectionish(l);
    return after.length <= 6 && before.length <= 12 && ![...after, ...before].some(documentTotal);
  };
  const out: Line[][] = [[sorted[0]]];
  gaps.forEach((g, i) => {
    const a = sorted[i];
    const b = sorted[i + 1];
    const inside = Number.isFinite(g) ? between(a, b) : [];
    // The blank space between sections is measured between the lines that stand there, not across them.
    const stops = [a, ...inside, b].map((l) => l.y0).sort((x, y) => x - y);
    const blank = Math.max(...stops.slice(1).map((y, k) => y - stops[k]));
    const sections =
      (Number.isFinite(g) && blank <= 8 * typical && inside.every((l) => sectionish(l) || candidate(l, style))) ||
      (!Number.isFinite(g) && overleaf(a, b));
    if (g > 3 * typical && !sections) out.push([]);
    out[out.length - 1].push(b);
  });
  return out;
}

export function headerlessTable(pages: Line[][], style: DecimalStyle): TableDraft | null {
  const all = pages.flat().filter((l) => candidate(l, style));
  if (all.length < 2) return null;
  const size = all[0].size;
  const groups = new Map<number, Line[]>();
  for (const l of all) {
    const right = Math.round(l.words[l.words.length - 1].x1 / (2 * size));
    const key = [right - 1, right, right + 1].find((k) => groups.has(k)) ?? right;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const scored = [...groups.values()]
    .flatMap((ls) => runs(ls, pages, style))
    .map((ls) => {
      const texts = new Set(
        ls.map((l) =>
          l.words
            .filter((w) => !isNumberToken(w.text, style))
            .map((w) => w.text)
            .join(' '),
        ),
      );
      // Item lines print a price and an amount; labelled fields (an invoice number, a client number) one figure.
      const priced = ls.filter((l) => l.words.filter((w) => isNumberToken(w.text, style)).length >= 2).length;
      return { ls, score: texts.size * 10 + ls.length + priced * 10 };
    })
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best || best.score < 20) return null;
  // Sub-lines repeating one label ("Charges" under every service) are not items of their own.
  // Single letters (tax flags N, T, X) say nothing about the line.
  const textOf = (l: Line) =>
    l.words
      .filter((w) => !isNumberToken(w.text, style) && w.text.length > 1)
      .map((w) => w.text)
      .join(' ')
      .toLowerCase();
  const counts = new Map<string, number>();
  for (const l of best.ls) counts.set(textOf(l), (counts.get(textOf(l)) ?? 0) + 1);
  const lines = best.ls.filter((l) => {
    const n = counts.get(textOf(l)) ?? 0;
    const label = textOf(l);
    // Unit words (CS, EA, LB) and codes of three letters or fewer (an origin 'FRA', a grade 'AA') repeat on item
    // lines; a repeated label of its own ("Charges") marks a sub-line.
    if (letterCount(label) < 3 || label.split(' ').every((t) => isUnitWord(t) || t.length <= 3)) return true;
    return !(n >= 3 && n * 4 >= best.ls.length && counts.size > 2);
  });
  if (lines.length < 2) return null;
  const clusters = solidClusters(numericClusters(lines, style), lines.length);
  const leads = leadColumns(lines, style);
  const taken = (l: Line, i: number) => leads.findIndex((c) => c.words.get(l) === l.words[i]);
  const textWords = lines.flatMap((l) =>
    l.words.filter((w, i) => !isNumberToken(w.text, style) && letterCount(w.text) > 0 && taken(l, i) < 0),
  );
  const anchors: Anchor[] = clusters.map((c) => ({
    x0: c.x0,
    x1: c.x1,
    label: '',
    role: 'none',
    strength: 0,
    perUnit: false,
    lower: null,
    numeric: true,
  }));
  const name: Anchor = {
    x0: Math.min(...textWords.map((w) => w.x0)),
    x1: Math.min(...textWords.map((w) => w.x0)) + size,
    label: 'Description',
    role: 'name',
    strength: 1,
    perUnit: false,
    lower: null,
    numeric: false,
  };
  anchors.push(name);
  const leadAnchors: Anchor[] = leads.map((c) => ({
    x0: c.x0,
    x1: c.x1,
    label: c.label,
    role: c.role,
    strength: 1,
    perUnit: false,
    lower: null,
    numeric: false,
  }));
  anchors.push(...leadAnchors);
  anchors.sort((a, b) => a.x0 - b.x0);
  const rows: DraftRow[] = lines.map((l) => {
    const nameAt = anchors.indexOf(name);
    const lastLead = l.words.reduce((n, _, i) => (taken(l, i) >= 0 ? i : n), -1);
    const assigned = assignWords(l, anchors, style).map((k, i) => {
      const lead = taken(l, i);
      if (lead >= 0) return anchors.indexOf(leadAnchors[lead]);
      if (!isNumberToken(l.words[i].text, style)) return nameAt;
      // Past the leading columns, a figure over one of them ("3,25 %" of a slanted line) is the description's.
      return leadAnchors.includes(anchors[k]) && i > lastLead ? nameAt : k;
    });
    // A stray character among the leading columns (a quantity read as "I") is noise, not the description's start.
    const stray = (i: number) =>
      i < lastLead && taken(l, i) < 0 && l.words[i].text.length === 1 && !isNumberToken(l.words[i].text, style);
    const owner = unitsWithFigures(l, keepInDescription(l, assigned, anchors), nameAt, style);
    const cells = anchors.map(() => [] as string[]);
    const kept = l.words.length - trailingFlags(l, style);
    l.words.forEach((w, i) => {
      if (i < kept && !stray(i)) cells[owner[i]].push(w.text);
    });
    return {
      cells: cells.map((c) => c.join(' ')),
      lower: anchors.map(() => ''),
      category: null,
      page: l.page,
      lines: [l],
    };
  });
  if (!attachDescriptionLines(pages, lines, rows, style))
    attachWrappedNames(pages, lines, rows, anchors.indexOf(name), style);
  attachAtPriceLines(pages, lines, rows, anchors.indexOf(name));
  return { page: lines[0].page, anchors, rows };
}

/**
 * "36   cs   52,89": a unit word between figures, behind one that stands apart from the description (a quantity
 * column), is that figure's unit, not more of the description.
 */
export function unitsWithFigures(l: Line, owner: number[], nameAt: number, style: DecimalStyle): number[] {
  const out = [...owner];
  const size = l.size;
  l.words.forEach((w, i) => {
    const fig = l.words[i - 1];
    if (i < 2 || out[i] !== nameAt || out[i - 1] === nameAt || !isUnitWord(w.text)) return;
    const next = l.words[i + 1];
    if (!isNumberToken(fig.text, style) || !next || !isNumberToken(next.text, style)) return;
    if (fig.x0 - l.words[i - 2].x1 < 1.5 * size) return;
    out[i] = out[i - 1];
  });
  return out;
}

/** Letters of a line's words (of its words that are not figures, with a style). */
const letters = (l: Line, style?: DecimalStyle) =>
  l.words.filter((w) => !style || !isNumberToken(w.text, style)).reduce((n, w) => n + letterCount(w.text), 0);

/** "35 @ $61.28" under a row (till receipts): its quantity and price, read with the description. */
function attachAtPriceLines(pages: Line[][], rows: Line[], drafts: DraftRow[], nameAt: number): void {
  rows.forEach((l, i) => {
    const page = pages.find((p) => p.includes(l));
    const next = page?.[page.indexOf(l) + 1];
    if (!next || rows.includes(next) || !AT_PRICE_LINE.test(next.text) || next.y0 - l.y1 > 1.2 * l.size) return;
    drafts[i].cells[nameAt] = [drafts[i].cells[nameAt], next.text].filter(Boolean).join(' ');
    drafts[i].lines.push(next);
  });
}

/**
 * A line of words, which may hold a size, a strength or a year ("MILK 2% 4L BAG", "FARINA TIPO 00 PIZZERIA",
 * "CHIANTI CLASSICO DOCG 2021") but no price or amount: no figure with decimals and one whole number at most.
 */
const textOnly = (l: Line, style: DecimalStyle) =>
  l.words.every((w) => !isNumberToken(w.text, style) || isPercentage(w.text) || /^\d{1,4}$/.test(w.text)) &&
  l.words.filter((w) => /^\d{1,4}$/.test(w.text)).length <= 1 &&
  l.words.some((w) => letterCount(w.text) >= 3) &&
  !summaryKind(l.text) &&
  labelCount(l.words) === 0;

/**
 * Rows whose description stands on a line of its own, above or below the figures: the side where more rows have such
 * a line within a line's spacing (above on a tie only when the last row has none below).
 */
function attachDescriptionLines(pages: Line[][], rows: Line[], drafts: DraftRow[], style: DecimalStyle): boolean {
  const where = new Map<Line, { page: Line[]; at: number }>();
  for (const page of pages) {
    page.forEach((l, at) => {
      where.set(l, { page, at });
    });
  }
  const near = (l: Line, dir: -1 | 1): Line | null => {
    const w = where.get(l);
    const other = w?.page[w.at + dir];
    if (!other || rows.includes(other) || !textOnly(other, style)) return null;
    const gap = dir < 0 ? l.y0 - other.y1 : other.y0 - l.y1;
    return gap <= 1.2 * l.size ? other : null;
  };
  const above = rows.map((l) => near(l, -1));
  const below = rows.map((l) => near(l, 1));
  const ownText = rows.map(
    (l) => l.words.filter((w) => !isNumberToken(w.text, style) && letterCount(w.text) >= 3).length > 0,
  );
  const bare = rows.filter((_, i) => !ownText[i]).length;
  // Section titles ("PRODUCE") stand above the first row of a section whatever the layout: they do not vote.
  const votes = (ls: (Line | null)[]) => ls.filter((l) => l && !looksLikeSection(l.text)).length;
  const aboveCount = votes(above);
  const belowCount = votes(below);
  const last = rows.length - 1;
  const side = aboveCount > belowCount || (aboveCount === belowCount && above[0] && !below[last]) ? above : below;
  if (bare < Math.max(2, 0.6 * rows.length)) {
    // Rows with a word or two of their own (a brand), beside their pack and unit, and a longer description on a line
    // of their own, on the same side of nearly every row: the line is the description.
    // An item code ('WI5791') is not one of those words, nor a unit ('CS', 'KG').
    const words = (l: Line) =>
      l.words.filter(
        (w) => !isNumberToken(w.text, style) && letterCount(w.text) >= 2 && !/\d/.test(w.text) && !isUnitWord(w.text),
      ).length;
    const lined = side.filter(Boolean) as Line[];
    const own = rows.reduce((n, l) => n + words(l), 0) / Math.max(1, rows.length);
    const theirs = lined.reduce((n, l) => n + letters(l), 0) / Math.max(1, lined.length);
    const mine = rows.reduce((n, l) => n + letters(l, style), 0) / Math.max(1, rows.length);
    if (rows.length < 3 || lined.length < 0.8 * rows.length || own > 2.5 || theirs <= mine) return false;
  }
  side.forEach((l, i) => {
    if (!l) return;
    drafts[i].note = l.text;
    drafts[i].lines.push(l);
  });
  return true;
}

/**
 * Rows that name their item themselves, the name wrapped onto the lines under it: lines of words alone, at a line's
 * spacing, starting where the row's name starts (not a note set off to one side), continue that name.
 */
function attachWrappedNames(
  pages: Line[][],
  rows: Line[],
  drafts: DraftRow[],
  nameAt: number,
  style: DecimalStyle,
): void {
  rows.forEach((row, i) => {
    const start = drafts[i].cells[nameAt] ? row.words.find((w) => drafts[i].cells[nameAt].startsWith(w.text)) : null;
    const page = pages.find((p) => p.includes(row));
    if (!start || !page) return;
    let last = row;
    for (let k = page.indexOf(row) + 1; k < page.length && k <= page.indexOf(row) + 3; k++) {
      const l = page[k];
      // A detail under the row ("Marque CATENA Format 12x750 ML", "Lot 71134") is not more of its name.
      if (rows.includes(l) || !textOnly(l, style) || looksLikeSection(l.text) || isDetailLine(l.text)) break;
      if (l.y0 - last.y1 > 1.2 * row.size || Math.abs(l.words[0].x0 - start.x0) > 1.5 * row.size) break;
      drafts[i].cells[nameAt] = `${drafts[i].cells[nameAt]} ${l.text}`;
      drafts[i].lines.push(l);
      last = l;
    }
  });
}
