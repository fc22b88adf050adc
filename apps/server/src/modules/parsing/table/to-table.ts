/** Turns a read table (anchors and raw rows) into the parsed table of the spec: unique headers, fields, rows. */
import type { DecimalStyle } from '../numbers.js';
import type { Field, ParsedRow, ParsedTable } from '../types.js';
import type { Anchor } from './anchors.js';
import { type ColumnInput, isUnitWord, resolveFields } from './roles.js';
import type { DraftRow } from './rows.js';
import { letterCount } from './tokens.js';

export type TableDraft = { page: number; anchors: Anchor[]; rows: DraftRow[]; category?: string | null };

export function uniqueHeaders(labels: string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((l) => {
    const base = l.trim() || 'Column';
    const key = base.toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? base : `${base} ${n}`;
  });
}

export function toParsedTable(draft: TableDraft, style: DecimalStyle): ParsedTable {
  const cols: ColumnInput[] = [];
  draft.anchors.forEach((a, k) => {
    const values = draft.rows.map((r) => r.cells[k] ?? '');
    if (a.label || values.some((v) => v.trim())) {
      cols.push({
        label: a.label || `Column ${k + 1}`,
        role: a.role,
        strength: a.strength,
        perUnit: a.perUnit,
        values,
        x: a.x0,
      });
    }
    if (a.lower) {
      cols.push({
        label: a.lower.label,
        role: a.lower.role,
        strength: a.lower.strength,
        perUnit: a.lower.perUnit,
        values: draft.rows.map((r) => r.lower[k] ?? ''),
        x: a.x0 + 0.01,
      });
    }
  });
  const described = splitLostDescription(cols);
  if (draft.rows.some((r) => r.note)) {
    // Beside a description taken out of another column, the lines above the rows are notes (section headings).
    cols.push({
      label: described ? 'Note' : 'Description',
      role: described ? 'none' : 'name',
      strength: 1,
      perUnit: false,
      values: draft.rows.map((r) => r.note ?? ''),
      x: (draft.anchors[0]?.x0 ?? 0) + 0.02,
    });
    cols.sort((a, b) => a.x - b.x);
  }
  splitAtPrices(cols);
  const fields = resolveFields(cols, style);
  splitLeadingTokens(cols, fields);
  const nameAt = fields.indexOf('name');
  if (nameAt >= 0) cols[nameAt] = { ...cols[nameAt], values: cols[nameAt].values.map(ouncesRead) };
  const headers = uniqueHeaders(cols.map((c) => c.label));
  const categoryCol = fields.indexOf('category');
  const rows: ParsedRow[] = draft.rows.map((r, i) => {
    const values: Record<string, string> = {};
    headers.forEach((h, c) => {
      values[h] = cols[c].values[i].replace(/\s+/g, ' ').trim();
    });
    const category = categoryCol >= 0 ? values[headers[categoryCol]] || r.category : r.category;
    return { values, selected: true, category: category || null };
  });
  return { page: draft.page, headers, fields, rows };
}

/** A size or pack ("2CT", "#10", "4 L") at the start of a cell that goes on in words. */
const sizeHead = (tokens: string[]) => {
  let n = 1;
  while (n < tokens.length - 1 && (/\d/.test(tokens[n]) || isUnitWord(tokens[n]))) n++;
  return n;
};
const sizeLike = (token: string) => /[\d#]/.test(token) || isUnitWord(token);

/**
 * A description whose heading was lost in reading has no column of its own: its words join the pack or size column
 * before it ("2CT CELERY HEARTS" under Size). Where no column is the description and most cells of such a column
 * start with a size and go on in words, the words are taken out as the description (true when they are).
 */
export function splitLostDescription(cols: ColumnInput[]): boolean {
  if (cols.some((c) => c.role === 'name')) return false;
  const found = cols
    .map((c, i) => {
      const filled = c.values.map((v) => v.trim().split(/\s+/)).filter((t) => t[0]);
      const worded = filled.filter((t) => t.length >= 2 && letterCount(t.slice(sizeHead(t)).join(' ')) >= 4);
      const sized = filled.filter((t) => sizeLike(t[0])).length;
      const fits = c.role === 'unit' && filled.length >= 2 && worded.length >= 0.7 * filled.length;
      return fits && sized >= 0.6 * filled.length ? { i, letters: letterCount(c.values.join(' ')) } : null;
    })
    .filter((f) => f !== null)
    .sort((a, b) => b.letters - a.letters)[0];
  if (!found) return false;
  const col = cols[found.i];
  const split = col.values.map((v) => {
    const t = v.trim().split(/\s+/);
    return t.length >= 2 ? [t.slice(0, sizeHead(t)).join(' '), t.slice(sizeHead(t)).join(' ')] : [v, ''];
  });
  cols[found.i] = { ...col, values: split.map((x) => x[0]) };
  cols.splice(found.i + 1, 0, {
    label: 'Description',
    role: 'name',
    strength: 1,
    perUnit: false,
    values: split.map((x) => x[1]),
    x: col.x + 0.01,
  });
  return true;
}

/** "2 @ 14.99", "12.34 LB @ 4.29/LB" inside a description: quantity, unit and unit price written out. */
const AT_PRICE =
  /(?:^|\s)(\d+(?:[.,]\d+)?)\s*(\p{L}{1,4}\.?)?\s*@\s*[$€£]?\s*(\d+(?:[.,]\d+)?)(?:\s*[$€£])?(?:\s*\/\s*(\p{L}{1,4})\.?)?(?=\s|$)/u;

/**
 * Receipts print "qty @ price" with the description and only the amount in a column: where most rows of a table
 * without quantity or price columns carry it, it becomes the Qty, Unit and Price columns.
 */
function splitAtPrices(cols: ColumnInput[]): void {
  const roles = new Set(cols.map((c) => c.role));
  if (roles.has('quantity') && roles.has('unit_price')) return;
  const at = cols.findIndex((c) => c.role === 'name' && c.values.filter((v) => AT_PRICE.test(v)).length >= 2);
  if (at < 0) return;
  const col = cols[at];
  const filled = col.values.filter((v) => v.trim()).length;
  const found = col.values.map((v) => AT_PRICE.exec(v));
  if (found.filter(Boolean).length < 0.5 * filled) return;
  cols[at] = { ...col, values: col.values.map((v, i) => (found[i] ? v.replace(found[i][0], ' ').trim() : v)) };
  const extra: ColumnInput[] = [
    {
      label: 'Qty',
      role: 'quantity',
      strength: 3,
      perUnit: false,
      values: found.map((m) => m?.[1] ?? ''),
      x: col.x + 0.03,
    },
    {
      label: 'Price',
      role: 'unit_price',
      strength: 3,
      perUnit: true,
      values: found.map((m) => m?.[3] ?? ''),
      x: col.x + 0.05,
    },
  ];
  if (!roles.has('unit'))
    extra.push({
      label: 'Unit',
      role: 'unit',
      strength: 2,
      perUnit: false,
      values: found.map((m) => m?.[2] ?? m?.[4] ?? ''),
      x: col.x + 0.04,
    });
  cols.push(...extra.filter((e) => !roles.has(e.role)));
  cols.sort((a, b) => a.x - b.x);
}

const CODE_TOKEN = /^(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{2,14}$/i;

/**
 * A description that starts with the item code or the unit in most rows ("100234 CHICKEN BREAST", "CS TOMATO DICED")
 * holds a column the layout could not separate: it is split off when the table has no such column.
 */
function splitLeadingTokens(cols: ColumnInput[], fields: Field[]): void {
  const nameAt = fields.indexOf('name');
  if (nameAt < 0) return;
  const tryField = (field: Field, test: (token: string) => boolean, label: string) => {
    if (fields.includes(field)) return;
    const values = cols[nameAt].values;
    const filled = values.filter((v) => v.trim());
    const firsts = filled.map((v) => v.trim().split(/\s+/));
    const hits = firsts.filter((t) => t.length >= 2 && test(t[0])).length;
    if (filled.length < 2 || hits < 0.8 * filled.length) return;
    const split = values.map((v) => {
      const t = v.trim().split(/\s+/);
      return t.length >= 2 && test(t[0]) ? [t[0], t.slice(1).join(' ')] : ['', v];
    });
    cols[nameAt] = { ...cols[nameAt], values: split.map((x) => x[1]) };
    cols.splice(nameAt, 0, {
      label,
      role: field,
      strength: 0,
      perUnit: false,
      values: split.map((x) => x[0]),
      x: cols[nameAt].x - 0.01,
    });
    fields.splice(nameAt, 0, field);
  };
  tryField('item_code', (t) => CODE_TOKEN.test(t), 'Code');
  tryField('unit', isUnitWord, 'Unit');
  trailingUnit(cols, fields);
  namesInCodeCells(cols, fields);
}

/**
 * A row whose description the reading ran into the code cell ('20-1994 “Napkin 20X20 White', its own description cell
 * empty) where the other rows print the code alone: the words after the code are the description.
 */
export function namesInCodeCells(cols: ColumnInput[], fields: Field[]): void {
  const codeAt = fields.indexOf('item_code');
  const nameAt = fields.indexOf('name');
  if (codeAt < 0 || nameAt < 0) return;
  const codes = cols[codeAt].values.map((v) => v.trim().split(/\s+/).filter(Boolean));
  const alone = codes.filter((t) => t.length === 1 && CODE_TOKEN.test(t[0])).length;
  if (alone < 2 || alone < 0.6 * codes.filter((t) => t.length).length) return;
  codes.forEach((t, i) => {
    if (cols[nameAt].values[i].trim() || t.length < 2 || !CODE_TOKEN.test(t[0])) return;
    const rest = t.slice(1).join(' ');
    if (letterCount(rest) < 3) return;
    cols[codeAt].values[i] = t[0];
    cols[nameAt].values[i] = rest.replace(/^[“”"'‘’«»]+/u, '');
  });
}

const MEASURE =
  /^(?:kg|g|gr|lb|lbs|oz|l|lt|ltr|ml|cl|dl|gal|qt|pt|fl oz|m|m2|m²|m3|h|hr|hrs|hour|hours|day|days|liter|litre)\.?$/i;

/** "ZUCCHINI MED cs", "ONION YELLOW JUMBO BG": a unit column the reading joined to the end of the descriptions. */
function trailingUnit(cols: ColumnInput[], fields: Field[]): void {
  const nameAt = fields.indexOf('name');
  if (nameAt < 0 || fields.includes('unit')) return;
  const values = cols[nameAt].values;
  const filled = values.filter((v) => v.trim());
  const last = (v: string) => v.trim().split(/\s+/);
  // A unit after a word ("MED cs", "FILLET LB"), not a size after its number ("Flour 25 kg").
  const trails = (t: string[]) => t.length >= 2 && isUnitWord(t[t.length - 1]) && !/\d$/.test(t[t.length - 2]);
  const hits = filled.filter((v) => trails(last(v))).length;
  // Measures (LB, KG) after words only alongside packing units: names may end with their measure.
  const packing = filled.filter((v) => trails(last(v)) && !MEASURE.test(last(v).at(-1) ?? '')).length;
  if (filled.length < 2 || hits < 0.8 * filled.length || !packing) return;
  // The quantity may stand before the unit where its own cell is empty ("MUSSELS PEI 2, BG").
  const quantityAt = fields.indexOf('quantity');
  const counted = (t: string[], i: number) =>
    quantityAt >= 0 &&
    !cols[quantityAt].values[i]?.trim() &&
    t.length >= 3 &&
    isUnitWord(t[t.length - 1]) &&
    /^\d{1,4}[.,]?$/.test(t[t.length - 2]);
  const split = values.map((v, i) => {
    const t = last(v);
    if (counted(t, i)) {
      cols[quantityAt].values[i] = t[t.length - 2].replace(/[.,]$/, '');
      return [t.slice(0, -2).join(' '), t[t.length - 1]];
    }
    return trails(t) ? [t.slice(0, -1).join(' '), t[t.length - 1]] : [v, ''];
  });
  cols[nameAt] = { ...cols[nameAt], values: split.map((x) => x[0]) };
  cols.splice(nameAt + 1, 0, {
    label: 'Unit',
    role: 'unit',
    strength: 0,
    perUnit: false,
    values: split.map((x) => x[1].toUpperCase()),
    x: cols[nameAt].x + 0.01,
  });
  fields.splice(nameAt + 1, 0, 'unit');
}

/**
 * Ounces read with a zero for the O ('COD LOIN 60Z', 'CUP HOT 120Z'): no size is counted in Z, so a number ending in
 * 0 before a Z is the size in OZ.
 */
export function ouncesRead(name: string): string {
  return name.replace(/\b(\d+)0([Zz])\b/g, (_, n: string, z: string) => `${n}${z === 'Z' ? 'O' : 'o'}${z}`);
}
