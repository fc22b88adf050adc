/**
 * Descriptions taken across readings of the same page: a reading is chosen on its figures (readers/ocr-reading.ts),
 * so it may bring a row's words garbled where another reading of the same row read them cleanly. A row another
 * reading gave with the same figures, at the same place, lends its description when its words look more like words.
 */
import { findTotal } from '../header-fields.js';
import { rowItem } from '../items.js';
import type { Layout } from '../layout-analysis.js';
import { reconcile } from '../reconcile.js';
import type { ParsedRow, ParsedTable } from '../types.js';

/** How much better (per word, 0–1) the other reading's words must look to be taken. */
const CLEARLY_BETTER = 0.15;

/** Letters a word of most languages may not lack (a run of consonants alone reads as noise). */
const VOWEL = /[aeiouyàâäéèêëîïôöùûüÿœæáíóúñ]/i;

/**
 * How much a description's words look like words, 0–1: letters rather than stray marks, words shaped as words
 * (a vowel among consonants, no digit inside letters, no mixed case inside a word), few lone characters.
 */
export function wordShape(text: string): number {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (!tokens.length) return 0;
  let total = 0;
  for (const [i, t] of tokens.entries()) {
    total += tokenShape(t);
    // A word read twice ("DOUX DOUX") or a quotation opening inside: two rows' words run together.
    if (i > 0 && (t === tokens[i - 1] || /^["“«]/.test(t))) total -= 1;
  }
  return Math.max(0, total / tokens.length);
}

function tokenShape(token: string): number {
  const chars = [...token];
  const letters = chars.filter((c) => /\p{L}/u.test(c)).length;
  const digits = chars.filter((c) => /\d/.test(c)).length;
  const marks = chars.length - letters - digits;
  // A figure or a size ("500g", "12x1L", "36%") is a fair word of a description.
  if (digits && /^\d+(?:[.,]\d+)?(?:%|[a-zA-Z]{1,3}|x\d+[a-zA-Z]{0,2})?$/.test(token)) return 0.8;
  if (!letters) return /^[-&/+.,()]$/.test(token) ? 0.5 : 0;
  const core = token.replace(/^[("'«“‘]+|[)"'»”’:;,.!]+$/g, '');
  let score = letters / chars.length;
  if (/\p{L}/u.test(core) && /\d/.test(core) && /\p{L}\d|\d\p{L}/u.test(core) && !/^\d/.test(core)) score -= 0.4;
  if (/[|~_\\{}[\]<>^`=@#*]/.test(token)) score -= 0.5;
  if (letters >= 3 && !VOWEL.test(core)) score -= 0.4;
  // "PaRMesAn": case changing inside a word more than once.
  if ((core.match(/\p{Ll}\p{Lu}/gu) ?? []).length > (core.length > 6 ? 1 : 0)) score -= 0.3;
  if (letters === 1 && chars.length === 1 && !/^[aàyeoAÀYEO&]$/.test(token)) score -= 0.4;
  if (marks > 1) score -= 0.2 * (marks - 1);
  return Math.max(0, Math.min(1, score));
}

type Figures = { quantity: number | null; unitPrice: number | null; amount: number | null; code: string };

/**
 * Each row's figures once the invoice's arithmetic has put misread ones right ("29618$" for 296.18), by table and
 * row as in the layout (which is left as it is).
 */
function settledFigures(layout: Layout): (Figures | null)[][] {
  const tables = structuredClone(layout.tables);
  reconcile(tables, layout.style, layout.lines, findTotal(layout.lines, layout.style));
  return tables.map((table) =>
    table.rows.map((row) => {
      const item = rowItem(table, row.values, layout.style);
      if (!item) return null;
      return { quantity: item.quantity, unitPrice: item.unitPrice, amount: item.amount, code: item.itemCode };
    }),
  );
}

const same = (a: number | null, b: number | null) => a !== null && b !== null && Math.abs(a - b) < 0.005;

/** The same row by its figures (the same amount and the same quantity or unit price), or by its item code. */
function sameRow(a: Figures, b: Figures): boolean {
  if (a.code.length >= 4 && a.code === b.code) return true;
  return same(a.amount, b.amount) && (same(a.quantity, b.quantity) || same(a.unitPrice, b.unitPrice));
}

/** Rows at the same place on the page (when both have a box): their boxes overlap vertically. */
function samePlace(a: ParsedRow, b: ParsedRow): boolean {
  if (!a.box || !b.box) return true;
  if (a.box.page !== b.box.page) return false;
  const overlap = Math.min(a.box.y1, b.box.y1) - Math.max(a.box.y0, b.box.y0);
  return overlap > 0.3 * Math.min(a.box.y1 - a.box.y0, b.box.y1 - b.box.y0);
}

function nameHeaders(table: ParsedTable): string[] {
  return table.headers.filter((_, i) => table.fields[i] === 'name');
}

const nameOf = (table: ParsedTable, row: ParsedRow) =>
  nameHeaders(table)
    .map((h) => (row.values[h] ?? '').trim())
    .filter(Boolean)
    .join(' ');

/**
 * The layout with each row's description replaced by that of the same row in another reading (same figures, same
 * place, only one such row there) when the other's words look clearly more like words. The layout is changed in place.
 */
export function borrowDescriptions(chosen: Layout, others: Layout[]): Layout {
  if (!others.length) return chosen;
  const candidates = others.flatMap((layout, reading) => {
    const settled = settledFigures(layout);
    return layout.tables.flatMap((table, t) =>
      table.rows.flatMap((row, r) => {
        const f = settled[t][r];
        const name = nameOf(table, row);
        return f && name ? [{ reading, row, figures: f, name }] : [];
      }),
    );
  });
  const settled = settledFigures(chosen);
  for (const [t, table] of chosen.tables.entries()) {
    const headers = nameHeaders(table);
    if (!headers.length) continue;
    for (const [r, row] of table.rows.entries()) {
      const f = settled[t][r];
      const name = nameOf(table, row);
      if (!f) continue;
      const found = candidates.filter((c) => sameRow(f, c.figures) && samePlace(row, c.row));
      // Two rows of one reading with these figures: which one is this row is not known.
      const matches = found.filter((m) => found.filter((o) => o.reading === m.reading).length === 1);
      const own = wordShape(name);
      let [best, bestShape] = [name, own];
      for (const m of matches) {
        const shape = wordShape(m.name);
        if (shape > bestShape && shape > own + CLEARLY_BETTER) [best, bestShape] = [m.name, shape];
      }
      if (best === name) continue;
      headers.forEach((h, i) => {
        row.values[h] = i === 0 ? best : '';
      });
    }
  }
  return chosen;
}
