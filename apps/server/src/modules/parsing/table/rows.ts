/** Reading the body of a table: item rows, wrapped lines joined, section labels, totals and notes left out. */
import { type DecimalStyle, parseNumber, splitQuantityUnit } from '../numbers.js';
import { withoutRuleMarks } from '../rule-marks.js';
import { normalizeText } from '../text.js';
import type { Line, Word } from '../types.js';
import { type Anchor, assignWords, isTextAnchor, isValueAnchor } from './anchors.js';
import { isDetailLine, keptDetails } from './details.js';
import { headerScore } from './header-detect.js';
import { carriedForward, labelCount, sectionTotal, summaryKind } from './keywords.js';
import { isUnitWord } from './roles.js';
import { isCurrencyToken, isNumberToken, letterCount } from './tokens.js';

/** `note`: description text attached to the row where the table has no description column to hold it. */
export type DraftRow = {
  cells: string[];
  lower: string[];
  category: string | null;
  page: number;
  note?: string;
  /** A line of figures whose description is printed on the line below. */
  awaitsName?: boolean;
  /** The lines the row was read from (its description lines and sub-lines too), for its place on the page. */
  lines: Line[];
};
export type BodyResult = { rows: DraftRow[]; next: number; ended: boolean; category: string | null };

type Kind = 'row' | 'bare' | 'text' | 'summary' | 'end' | 'other';
/** `noName`: a line of figures (and perhaps a code) without description words. */
type Classified = { kind: Kind; cells: string[][]; owner: number[]; line: Line; noName?: boolean };

/**
 * A price or amount whose currency sign the reading took for another character ('96,93 $' as '96,93%', '118,95 $'
 * as '11895$%' with the comma lost): still a figure of the line (the arithmetic reads it, reconcile.ts).
 */
function damagedMoney(a: Anchor, text: string): boolean {
  if (a.role !== 'unit_price' && a.role !== 'amount') return false;
  // Or the table's column rule beside it as a bracket ('6372]', '(470.20').
  if (withoutRuleMarks(text.trim()) !== text.trim()) return true;
  return /^(?:\d{1,6}[.,]\d{2}|\d{3,7})\s*[$%§]{1,2}$/.test(text.trim());
}

function classify(line: Line, anchors: Anchor[], style: DecimalStyle, strict: boolean): Classified {
  const owner = assignWords(line, anchors, style);
  const cells: string[][] = anchors.map(() => []);
  line.words.forEach((w, i) => {
    cells[owner[i]].push(w.text);
  });
  const joined = cells.map((c) => c.join(' '));
  const noNumbers = !line.words.some((w) => isNumberToken(w.text, style));
  const hasText =
    (noNumbers && line.words.some((w) => letterCount(w.text) >= 3)) ||
    anchors.some(
      (a, k) =>
        (isTextAnchor(a) && cells[k].some((t) => !isCurrencyToken(t) && letterCount(t) >= 2)) ||
        (a.role === 'item_code' && cells[k].some((t) => /\d{3}|\p{L}/u.test(t))),
    );
  const nameLetters = anchors.reduce(
    (n, a, k) => n + (a.role === 'name' || (a.role === 'none' && !a.numeric) ? letterCount(joined[k]) : 0),
    0,
  );
  const values = anchors.filter(
    (a, k) => isValueAnchor(a) && (parseNumber(joined[k], style) !== null || damagedMoney(a, joined[k])),
  ).length;
  const quantity = anchors.some(
    (a, k) => a.role === 'quantity' && splitQuantityUnit(joined[k], style).quantity !== null,
  );
  // Words of three letters and more in a column of figures: a sentence, not an item. An unheaded column of figures
  // (line numbers) takes the words of the unheaded columns beside it too (a code and a brand before the description):
  // only those standing over its figures count.
  const over = (a: Anchor, w: Word) =>
    a.role !== 'none' || a.label !== '' || (w.x1 > a.x0 - line.size && w.x0 < a.x1 + line.size);
  const prose = line.words.filter((w, i) => {
    const a = anchors[owner[i]];
    return (isValueAnchor(a) || a.role === 'tax' || a.role === 'discount') && letterCount(w.text) >= 3 && over(a, w);
  }).length;
  // A quantity shields an item named like a total ("TOTAL GREEK YOGURT") only when the line also has a unit price.
  const priced = anchors.some((a, k) => a.role === 'unit_price' && parseNumber(joined[k], style) !== null);
  const summary = quantity && priced ? null : summaryKind(line.text);
  if (summary === 'end') return { kind: 'end', cells, owner, line };
  if (summary) return { kind: 'summary', cells, owner, line };
  const labels = labelCount(line.words);
  // A word ending in a colon opens a labelled note ("Lot:", "Remarque :"), unless the line holds an item's code, price
  // and amount: then it is a quantity the reading garbled ('1 CS' as 'Aes:').
  const coded = anchors.some((a, k) => a.role === 'item_code' && cells[k].some((t) => /\d{3}/.test(t)));
  const leadLabel = /:$/.test(line.words[0]?.text ?? '') && !(coded && values >= 2);
  // Words beyond units ("MILK 2% 4L BAG", "FILM WRAP 18IN") in one run, with no price or amount: a description that
  // holds a size, not a line of figures.
  const money = anchors.some(
    (a, k) => (a.role === 'unit_price' || a.role === 'amount') && parseNumber(joined[k], style) !== null,
  );
  const wordy = line.words.filter((w) => letterCount(w.text) >= 3);
  const words = wordy.filter((w) => !isUnitWord(w.text)).length;
  const oneRun = line.words.every((w, i) => i === 0 || w.x0 - line.words[i - 1].x1 < 1.5 * line.size);
  // A unit word among them ('BAG') still names the item where another word leads.
  const described = !money && words >= 1 && wordy.length >= 2 && oneRun && labels === 0 && !summary;
  if (hasText && values >= 1 && prose < 2 && labels < 2 && !leadLabel && !described) {
    // A full item line fills two columns of figures, or the one a table's heading names (its amount, the quantity
    // and price printed on a line below: "5 @ 67.13/CS").
    const full = Math.min(2, anchors.filter((a) => isValueAnchor(a) && a.role !== 'none').length);
    if (!strict || (nameLetters >= 3 && values + (quantity ? 1 : 0) >= full))
      return { kind: 'row', cells, owner, line, noName: nameLetters < 3 };
    // A code and figures without a description (it stands on a line of its own): figures, as far as strict reading
    // goes.
    if (nameLetters < 3 && values + (quantity ? 1 : 0) >= 2) return { kind: 'bare', cells, owner, line, noName: true };
  }
  if (values === 0 && !quantity && hasText) return { kind: 'text', cells, owner, line };
  if (described) return { kind: 'text', cells, owner, line };
  if (!hasText && values >= 1 && prose === 0 && labels === 0 && !leadLabel) {
    if (words > 0 && !money) return { kind: 'text', cells, owner, line };
    return { kind: 'bare', cells, owner, line, noName: true };
  }
  return { kind: 'other', cells, owner, line };
}

/** Words that head a section of a food-service invoice (the product categories and their usual variants). */
const SECTION_WORDS = new Set(
  (
    'produce fruit fruits vegetables veg frozen dairy paper disposables disposable meat meats poultry seafood fish canned ' +
    'dry goods grocery groceries janitorial chemicals chemical cleaning equipment beverage beverages drinks bakery bread ' +
    'deli cheese spices oils supplies smallwares food nonfood refrigerated cooler freezer chilled ambient household ' +
    'alcohol wine beer spirits liquor tobacco snacks candy confectionery pantry herbs eggs ' +
    // French (accents dropped as normalizeText drops them).
    'legumes laitiers fromages viandes volaille volailles poissons surgeles epicerie conserves boulangerie ' +
    'boissons emballages entretien charcuterie'
  ).split(' '),
);

/** "--- PRODUCE ---", "Dairy:": a title that says it is one. */
const DECORATED = /^[\s\-–—=*#_]{2,}|[\s\-–—=*#_]{2,}$|:$/;

export function looksLikeSection(text: string): boolean {
  if (DECORATED.test(text)) return true;
  const words = normalizeText(text).split(' ').filter(Boolean);
  return words.length > 0 && words.length <= 3 && words.some((w) => SECTION_WORDS.has(w));
}

function sectionLabel(c: Classified, anchors: Anchor[]): string | null {
  if (c.line.words.length > 6 || /\d/.test(c.line.text) || labelCount(c.line.words) > 0) return null;
  // Words in a column of figures are not a title's, except on a line that starts in the margin left of every column
  // and runs on from there ("PRODUITS LAITIERS" over the line numbers).
  const margin = Math.min(...anchors.map((a) => a.x0));
  const fromMargin = (c.line.words[0]?.x0 ?? margin) < margin;
  const outside = !fromMargin && c.line.words.some((_, i) => !isTextAnchor(anchors[c.owner[i]]));
  if (outside) return null;
  const text = c.line.text.replace(/^[\s\-–—=*#_.:]+|[\s\-–—=*#_.:]+$/g, '').trim();
  return letterCount(text) >= 3 ? text : null;
}

const gap = (upper: Line, lower: Line) => lower.y0 - upper.y1;

/** Reads table rows from `start` until a total line, a new header, a large gap or `stop`. */
export function readBody(
  lines: Line[],
  start: number,
  stop: number,
  anchors: Anchor[],
  style: DecimalStyle,
  strictStart: boolean,
  initialCategory: string | null = null,
): BodyResult {
  const rows: DraftRow[] = [];
  // A title-like line ("EGGS LIQUID WHOLE", "BREAD SOURDOUGH LOAF") right above a line of figures without a name is
  // that line's description, not a section's title: a section's title stands above its first description.
  const describesNext = (i: number) => {
    if (i + 1 >= stop) return false;
    const next = get(i + 1);
    return next.kind === 'row' && !!next.noName && gap(lines[i], next.line) <= 1.2 * next.line.size;
  };
  let current: DraftRow | null = null;
  let category: string | null = initialCategory;
  let strict = strictStart;
  let last: Line | null = null;
  let lastKind: Kind | null = null;
  const classified = new Map<number, Classified>();
  const get = (i: number) => {
    let c = classified.get(i);
    if (!c) {
      c = classify(lines[i], anchors, style, strict);
      classified.set(i, c);
    }
    return c;
  };
  const mode = descriptionPlacement(start, stop, get, anchors);
  let pending: Line[] = [];
  // Text height of the body: a 'line' far shorter is a speck or a rule read as letters ('BE'), not text.
  const sizes = lines
    .slice(start, Math.min(stop, start + 60))
    .map((l) => l.size)
    .sort((a, b) => a - b);
  const typical = sizes[Math.floor(sizes.length / 2)] ?? 0;
  let atPrices = 0;
  for (let k = start; k < Math.min(stop, start + 300); k++) if (AT_PRICE_LINE.test(lines[k].text)) atPrices++;
  let i = start;
  for (; i < stop; i++) {
    const line = lines[i];
    if (line.size < 0.4 * typical) continue;
    // A detail under a row ("Marque BONDUELLE Format 12x2 KG", its colons lost in reading) names columns too, but
    // does not head a new table.
    const detail = current !== null && isDetailLine(line.text);
    if (i > start && !detail && headerScore(line, style) > 0 && !(current && textOnly(line, anchors, style)))
      return { rows, next: i, ended: false, category };
    if (last && rows.length && gap(last, line) > 8 * line.size) {
      return { rows, next: i, ended: !footerOnlyAfter(lines, i, stop, line.page), category };
    }
    // "3 EA @ 21.99", "20.51 LB @ 4.28/LB": the quantity and price of the row above, on a line of their own (the @
    // may be lost in reading where the other items print it).
    const atPrice = AT_PRICE_LINE.test(line.text) ? line.text : atPrices >= 2 ? atRestored(line.text) : null;
    if (current && last && atPrice && gap(last, line) <= 1.2 * line.size) {
      const name = anchors.findIndex((a) => a.role === 'name');
      if (name >= 0) current.cells[name] = [current.cells[name], atPrice].filter(Boolean).join(' ');
      else current.note = [current.note, atPrice].filter(Boolean).join(' ');
      current.lines.push(line);
      last = line;
      continue;
    }
    let c = get(i);
    if (
      strict &&
      c.kind !== 'row' &&
      !(mode === 'above' && (c.kind === 'text' || c.kind === 'bare')) &&
      !(mode === 'below' && c.kind === 'bare')
    )
      continue;
    if (c.kind === 'end') {
      // A category's TOTAL inside the table: item rows go on below it.
      if (!rowsFollow(lines, i, stop, get, anchors, style)) {
        const ended = !sectionTotal(line.text) || !footerOnlyAfter(lines, i + 1, stop, line.page);
        return { rows, next: i + 1, ended, category };
      }
      current = null;
      pending = [];
    } else if (c.kind === 'summary') {
      current = null;
      pending = [];
    } else if (
      mode === 'above' &&
      c.kind === 'text' &&
      !(sectionLabel(c, anchors) && looksLikeSection(c.line.text) && !describesNext(i))
    ) {
      const near = pending.length > 0 && gap(pending[pending.length - 1], line) <= 1.0 * line.size;
      pending = near ? [...pending, line] : [line];
    } else if (
      c.kind === 'row' ||
      (c.kind === 'bare' && ((mode === 'above' && pending.length > 0) || mode === 'below'))
    ) {
      let note: string | undefined;
      let above: Line[] = [];
      if (mode === 'above' && c.noName && pending.length && gap(pending[pending.length - 1], line) <= 1.2 * line.size) {
        above = pending;
        if (anchors.some((a) => a.role === 'name' || a.lower?.role === 'name'))
          c = classify(mergeLines([...pending, line]), anchors, style, false);
        else note = pending.map((l) => l.text).join(' ');
      }
      pending = [];
      if (c.kind !== 'row' && !(c.kind === 'bare' && (mode === 'below' || note))) {
        last = line;
        lastKind = c.kind;
        continue;
      }
      strict = false;
      current = {
        cells: c.cells.map((t) => t.join(' ')),
        lower: anchors.map(() => ''),
        category,
        page: line.page,
        lines: [...above, line],
        ...(note ? { note } : {}),
        ...(mode === 'below' && c.noName && !anchors.some((a) => a.lower) ? { awaitsName: true } : {}),
      };
      rows.push(current);
    } else if (c.kind === 'text') {
      const next = i + 1 < stop ? get(i + 1) : null;
      const label = sectionLabel(c, anchors);
      const close = last !== null && gap(last, line) <= 1.0 * line.size && lastKind !== 'summary';
      const nearerBelow = next !== null && last !== null && gap(last, line) > 1.3 * Math.max(0, gap(line, next.line));
      // A row whose description is printed below it takes the next line of text a little further down too: the two
      // lines of an item often stand about a line's height apart, more or less by a pixel in a scan.
      const awaited = last !== null && gap(last, line) <= 1.5 * line.size && lastKind === 'row';
      if (current?.awaitsName && (close || awaited)) {
        appendContinuation(current, c, anchors);
      } else if (
        label &&
        (next?.kind === 'row' || (mode === 'above' && next?.kind === 'text')) &&
        (!current || !close || nearerBelow || looksLikeSection(c.line.text))
      ) {
        category = label;
        current = null;
      } else if (current && close) {
        appendContinuation(current, c, anchors);
      } else {
        current = null;
      }
    }
    last = line;
    lastKind = c.kind;
  }
  return { rows, next: i, ended: false, category };
}

/** "*** CONTINUED ***", "À suivre", "Carried forward": a page's foot or head, not a description. */
const PAGE_TURN =
  /\bcontinued\b|\bcont'd\b|\bsuite\b|\bsuivre\b|\bcarried forward\b|\bbrought forward\b|\breport[ée]?\b/i;

/** A line holding only a quantity at a unit price, as till receipts print it under the item ("2 @ 61,40 $"). */
export const AT_PRICE_LINE =
  /^\s*\d+(?:[.,]\d+)?\s*(?:\p{L}{1,4}\.?)?\s*@\s*[$€£]?\s*\d+(?:[.,]\d+)?\s*[$€£]?\s*(?:\/\s*\p{L}{1,4}\.?)?\s*$/u;

/** "63.62 LB 3.14/LB", "1 8.06": a quantity at a unit price whose @ was lost in reading, with the @ put back. */
export function atRestored(text: string): string | null {
  const m =
    /^\s*(\d+(?:[.,]\d+)?\s*(?:\p{L}{1,4}\.?)?)\s+([$€£]?\s*\d+[.,]\d{2,3}\s*[$€£]?\s*(?:\/\s*\p{L}{1,4}\.?)?)\s*$/u.exec(
      text,
    );
  return m ? `${m[1]} @ ${m[2]}` : null;
}

/** One line made of several (a description printed above its line of figures). */
function mergeLines(parts: Line[]): Line {
  const at = parts[parts.length - 1];
  const words = parts.flatMap((l) => l.words.map((w) => ({ ...w, y0: at.y0, y1: at.y1 }))).sort((a, b) => a.x0 - b.x0);
  return { ...at, words, text: words.map((w) => w.text).join(' ') };
}

/**
 * Only a page footer ("continued", "À suivre", "Page 1 of 2") stands from `from` to the end of the page: no totals,
 * so a table cut there goes on overleaf.
 */
function footerOnlyAfter(lines: Line[], from: number, stop: number, page: number): boolean {
  const rest = lines.slice(from, stop).filter((l) => l.page === page);
  return rest.length <= 4 && !rest.some((l) => summaryKind(l.text) !== null && !carriedForward(l.text));
}

/**
 * Every word of the line under a text column (the description, the code): a wrapped description whose words happen
 * to be heading words ("KG … IMPORTÉ" as weight and amount), not a new table's heading, which names the columns of
 * figures over those columns.
 */
function textOnly(line: Line, anchors: Anchor[], style: DecimalStyle): boolean {
  if (!anchors.some((a) => !isTextAnchor(a))) return false;
  return assignWords(line, anchors, style).every((k) => isTextAnchor(anchors[k]));
}

/** How many value columns (unit price, amount, unnamed numbers) the line fills with a number. */
function figures(line: Line, anchors: Anchor[], style: DecimalStyle): number {
  const owner = assignWords(line, anchors, style);
  return anchors.filter(
    (a, k) => isValueAnchor(a) && line.words.some((w, i) => owner[i] === k && parseNumber(w.text, style) !== null),
  ).length;
}

/** Item rows (not a new table) come after the total line at `at`, within the usual spacing. */
function rowsFollow(
  lines: Line[],
  at: number,
  stop: number,
  get: (i: number) => Classified,
  anchors: Anchor[],
  style: DecimalStyle,
): boolean {
  let prev = lines[at];
  for (let j = at + 1; j < Math.min(stop, at + 4); j++) {
    const l = lines[j];
    if (l.page !== prev.page || headerScore(l, style) > 0) return false;
    // Farther down only a full item line: the next category's title may be lost in reading and leave its space.
    const far = gap(prev, l) > 2.5 * l.size;
    if (far && !(gap(prev, l) <= 5 * l.size && classify(l, anchors, style, true).kind === 'row')) return false;
    const k = get(j).kind;
    // A line of figures whose description stands on a line of its own.
    if (k === 'bare' || (k === 'row' && get(j).noName))
      return sectionTotal(lines[at].text) && figures(l, anchors, style) >= 2;
    if (k === 'row') return classify(l, anchors, style, true).kind === 'row';
    if (k !== 'text') return false;
    prev = l;
  }
  return false;
}

/**
 * Where a row's description stands when it has a line of its own: 'above' its line of figures when the body starts
 * with a description and figures-only lines follow descriptions; otherwise text lines continue the row above.
 */
function descriptionPlacement(
  start: number,
  stop: number,
  get: (i: number) => Classified,
  anchors: Anchor[],
): 'above' | 'below' | 'plain' {
  // The body split at subtotal and total lines; each part ends with a description in the 'below' layout and with
  // figures in the 'above' one, whatever section titles stand at its start.
  const parts: Kind[][] = [[]];
  const sequence: { kind: Kind; line: Line }[][] = [[]];
  for (let i = start; i < Math.min(stop, start + 300); i++) {
    const c = get(i);
    if (c.kind === 'end' || c.kind === 'summary') {
      if (parts[parts.length - 1].length) parts.push([]);
      const more = [1, 2, 3].some((d) => i + d < stop && ['row', 'bare'].includes(get(i + d).kind));
      if (c.kind === 'end' && !more) break;
      continue;
    }
    if (c.kind === 'text' && sectionLabel(c, anchors) && DECORATED.test(c.line.text)) continue;
    // "Remit to: …", "Page 1 of 2": footers with labels are not descriptions.
    if (c.kind === 'text' && (labelCount(c.line.words) > 0 || /\bpage\b/i.test(c.line.text))) continue;
    if (c.kind === 'text' && PAGE_TURN.test(c.line.text)) continue;
    // A page break ends a part too: page headers and footers say nothing about the items' layout.
    if (i > start && c.line.page !== get(i - 1).line.page && parts[parts.length - 1].length) parts.push([]);
    if (c.kind === 'row' || c.kind === 'bare' || c.kind === 'text') {
      parts[parts.length - 1].push(c.noName ? 'bare' : c.kind);
      if (parts.length > sequence.length) sequence.push([]);
      sequence[parts.length - 1].push({ kind: c.noName ? 'bare' : c.kind, line: c.line });
    }
  }
  const all = parts.flat();
  const bare = all.filter((k) => k === 'bare').length;
  const named = all.filter((k) => k === 'row').length;
  if (bare < 2 || bare < named) return 'plain';
  let above = 0;
  let below = 0;
  for (const p of parts) {
    const figures = p.filter((k) => k === 'bare').length;
    if (figures < 1 || !p.includes('text')) continue;
    if (p[p.length - 1] === 'text') below += figures;
    else above += figures;
  }
  // A description sits closer to its own line of figures than to the neighbouring item's.
  const toFigures: number[] = [];
  const fromFigures: number[] = [];
  for (const seq of sequence) {
    for (let k = 1; k < seq.length; k++) {
      const [a, b] = [seq[k - 1], seq[k]];
      if (a.line.page !== b.line.page) continue;
      if (a.kind === 'text' && b.kind === 'bare') toFigures.push(gap(a.line, b.line));
      if (a.kind === 'bare' && b.kind === 'text') fromFigures.push(gap(a.line, b.line));
    }
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  if (toFigures.length >= 2 && fromFigures.length >= 2) {
    const [up, down] = [median(toFigures), median(fromFigures)];
    const size = sequence.flat()[0]?.line.size ?? 8;
    // Where every part of the table ends on one kind of line, that says more than a small difference in spacing.
    const margin = (above > 0 && below === 0) || (below > 0 && above === 0) ? 0.6 * size : 0.25 * size;
    if (up + margin < down) return 'above';
    if (down + margin < up) return 'below';
  }
  return above > below ? 'above' : 'below';
}

function appendContinuation(row: DraftRow, c: Classified, anchors: Anchor[]): void {
  if (labelCount(c.line.words) >= 2) return;
  row.lines.push(c.line);
  if (row.awaitsName) {
    // The whole line under the figures is the description, wherever its words stand.
    row.awaitsName = false;
    const name = anchors.findIndex((a) => a.role === 'name' || a.lower?.role === 'name');
    if (name >= 0 && !anchors[name].lower) row.cells[name] = [row.cells[name], c.line.text].filter(Boolean).join(' ');
    else row.note = c.line.text;
    return;
  }
  if (!anchors.some((a) => a.role === 'name' || (a.role === 'none' && !a.numeric) || a.lower)) {
    // No description column: the line under the figures is the item's description.
    const text = isDetailLine(c.line.text) ? keptDetails(c.line.text) : c.line.text;
    if (text) row.note = row.note ? `${row.note} ${text}` : text;
    return;
  }
  // A lot number, best-before date, origin or brand under the description is not part of it (a pack size is).
  const detail = isDetailLine(c.line.text);
  anchors.forEach((a, k) => {
    if (!c.cells[k].length || !isTextAnchor(a)) return;
    const text = detail ? keptDetails(c.cells[k].join(' ')) : c.cells[k].join(' ');
    if (!text) return;
    if (a.lower) row.lower[k] = row.lower[k] ? `${row.lower[k]} ${text}` : text;
    else if (a.role !== 'item_code') row.cells[k] = row.cells[k] ? `${row.cells[k]} ${text}` : text;
  });
}
