/**
 * Deciding what each column holds. The header vocabulary gives a first guess; the data corrects it:
 * quantity x unit price = amount across rows picks the three numeric columns, percentages are not prices,
 * long text is the name, short identifiers are codes.
 */
import {
  type DecimalStyle,
  isPercentage,
  parseNumber,
  readFraction,
  signReadAsPercent,
  splitQuantityUnit,
} from '../numbers.js';
import type { Field } from '../types.js';
import { type HeaderRole, isAsideRole } from '../vocabulary.js';
import { isDateToken, isUnitWord, letterCount } from './tokens.js';

export { isUnitWord };

export type ColumnInput = {
  label: string;
  role: HeaderRole;
  strength: number;
  perUnit: boolean;
  values: string[];
  x: number;
};

type Stats = {
  filled: number;
  numeric: number;
  percent: number;
  quantityLike: number;
  codeLike: number;
  letters: number;
  integerIds: number;
  integerShare: number;
};

/** The number of a cell: a quantity with its unit, a fraction of a case or dozen ('1 1/2'), or money whose $ sign was read as %. */
function figure(v: string, style: DecimalStyle): number | null {
  return splitQuantityUnit(v, style).quantity ?? readFraction(v)?.quantity ?? signReadAsPercent(v, style);
}

function stats(values: string[], style: DecimalStyle): Stats {
  const filled = values.filter((v) => v.trim());
  const n = Math.max(1, filled.length);
  const count = (f: (v: string) => boolean) => filled.filter(f).length / n;
  return {
    filled: filled.length,
    numeric: count((v) => parseNumber(v, style) !== null),
    percent: count((v) => isPercentage(v) && signReadAsPercent(v, style) === null),
    quantityLike: count((v) => figure(v, style) !== null),
    codeLike: count((v) => /^[A-Za-z0-9][A-Za-z0-9._\-/#]{2,24}$/.test(v.trim()) && /\d/.test(v) && !isDateToken(v)),
    letters: filled.reduce((s, v) => s + letterCount(v), 0) / n,
    integerIds: count((v) => /^\d{4,14}$/.test(v.trim())),
    integerShare: count((v) => /^[-+]?\d{1,4}(?:[.,]0+)?(?:\s*\p{L}[\p{L}.()]*)?$/u.test(v.trim())),
  };
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.011, Math.abs(b) * 0.006);

type Triple = { q: number; p: number; a: number; score: number };

const money = (v: string) => /\d[.,]\d{2}(?:\D*)$/.test(v.trim()) || /[$€£¥₹]/.test(v);

/**
 * Whether a product and an amount agree once decimal points lost in reading are put back: a scan's small print
 * often loses the point of a figure ('20.79' read as '2079'), and a column that does so on a few rows is still the
 * column whose product gives the amount. Only figures read as bare digits can have lost one.
 */
function lostPoints(product: number, amount: number, texts: (string | undefined)[]): boolean {
  const bare = texts.filter((t) => /^[$€£]?\s*\d{3,7}(?:\s*\p{L}{1,3}\.?|\s?%)?$/u.test((t ?? '').trim())).length;
  if (!bare) return false;
  for (const f of [10, 100, 1000, 10_000]) {
    if (f >= 10_000 && bare < 2) break;
    if (near(product / f, amount) || near(product, amount / f)) return true;
  }
  return false;
}

/** The share of a column's filled cells printed as money (cents or a currency sign). */
function moneyShare(col: ColumnInput): number {
  const filled = col.values.filter((v) => v.trim());
  return filled.filter(money).length / Math.max(1, filled.length);
}

/** Evidence that column i holds quantities rather than prices: header words first, then the look of the values. */
function quantityEvidence(col: ColumnInput, st: Stats): number {
  let e = 0;
  if (col.role === 'quantity') e += 2;
  if (col.role === 'unit_price' || col.role === 'amount') e -= 2;
  const filled = col.values.filter((v) => v.trim());
  const share = (re: RegExp) => filled.filter((v) => re.test(v.trim())).length / Math.max(1, filled.length);
  // In a column printing cents, a bare figure of three or four digits ('717' beside 8.67) is one whose decimal point
  // the scan lost, not a count.
  const lost = share(/\d[.,]\d{2}$/) > 0 ? share(/^\d{3,4}$/) : 0;
  e += st.integerShare - lost - moneyShare(col);
  // Counts and weights in one column (14, 8.60, 3.25): prices print at one precision, quantities as they come.
  const counts = share(/^\d{1,3}$/) - lost;
  if (counts >= 0.25 && share(/^\d{1,4}[.,]\d{1,3}$/) >= 0.25) e += 1;
  return e;
}

/**
 * Finds the amount column and the two columns whose product gives it. Multiplication does not tell quantity from
 * price, so that choice comes from the headers and the look of the values. Rows where a factor is 1 prove nothing.
 */
function arithmetic(cols: ColumnInput[], st: Stats[], style: DecimalStyle): Triple | null {
  const candidates = cols
    .map((_, i) => i)
    .filter((i) => st[i].filled > 0 && st[i].quantityLike >= 0.6 && st[i].percent < 0.5);
  // Item numbers never print cents; a price column whose points were lost in reading still has a few — or has lost
  // them all ('4204', '11976' beside amounts 168.16, 119.76): such a column is a factor only where its figures, points
  // put back, make the amount on three rows or more and on most rows.
  const idLike = (i: number) => st[i].integerIds >= 0.8 && !cols[i].values.some((v) => /\d[.,]\d{2}$/.test(v.trim()));
  const num = (i: number, r: number) => (cols[i].values[r] ? figure(cols[i].values[r], style) : null);
  const rows = cols[0]?.values.length ?? 0;
  let best: Triple | null = null;
  const unlabeled = !cols.some((c) => c.role === 'quantity' || c.role === 'unit_price' || c.role === 'amount');
  for (const x of candidates) {
    for (const y of candidates) {
      if (y <= x) continue;
      for (const a of candidates) {
        if (a === x || a === y || idLike(a)) continue;
        let support = 0;
        let hits = 0;
        let rowsHit = 0;
        let telling = false;
        for (let r = 0; r < rows; r++) {
          const [vx, vy, va] = [num(x, r), num(y, r), num(a, r)];
          if (vx === null || vy === null || va === null || va === 0) continue;
          support++;
          if (near(vx * vy, va)) {
            hits++;
            rowsHit++;
            if (Math.abs(vx) !== 1 && Math.abs(vy) !== 1 && vx !== 0 && vy !== 0) telling = true;
          } else if (lostPoints(vx * vy, va, [cols[x].values[r], cols[y].values[r], cols[a].values[r]])) {
            hits += 0.75;
            rowsHit++;
            if (Math.abs(vx) !== 1 && Math.abs(vy) !== 1 && vx !== 0 && vy !== 0) telling = true;
          }
        }
        if (!telling || rowsHit / support < 0.6) continue;
        if ((idLike(x) || idLike(y)) && (rowsHit < 3 || rowsHit / support < 0.75)) continue;
        const xIsQuantity =
          quantityEvidence(cols[x], st[x]) -
            quantityEvidence(cols[y], st[y]) +
            (cols[x].x < cols[y].x ? 0.25 : -0.25) >=
          0;
        const [q, p] = xIsQuantity ? [x, y] : [y, x];
        let score = (3 * hits) / support;
        // Without headings, of two pairs that both make the amount, the one that makes it on more lines: a weight
        // column that only the catch-weight lines fill agrees on those few, the quantity column on the others.
        if (unlabeled) score += (3 * hits) / Math.max(1, cols[a].values.filter((v, r) => v && num(a, r)).length);
        if (cols[q].role === 'quantity') score += 1;
        if (cols[p].role === 'unit_price') score += 1;
        if (cols[a].role === 'amount') score += 1;
        if (cols[a].x > cols[p].x) score += 0.5;
        // The amount is money: cases × pack = units (24 × 28 = 672) holds as well as cases × price = net.
        score += moneyShare(cols[a]);
        if (!best || score > best.score) best = { q, p, a, score };
      }
    }
  }
  return best;
}

function keepOne(fields: Field[], field: Field, prefer: (i: number, j: number) => number): void {
  const idx = fields.map((f, i) => (f === field ? i : -1)).filter((i) => i >= 0);
  if (idx.length < 2) return;
  const keep = [...idx].sort(prefer)[0];
  for (const i of idx) if (i !== keep) fields[i] = 'none';
}

export function resolveFields(cols: ColumnInput[], style: DecimalStyle): Field[] {
  const st = cols.map((c) => stats(c.values, style));
  const fields: Field[] = cols.map((c) => (isAsideRole(c.role) ? 'none' : (c.role as Field)));
  cols.forEach((_, i) => {
    const numericRole = fields[i] === 'quantity' || fields[i] === 'unit_price' || fields[i] === 'amount';
    if (st[i].percent >= 0.5 && (numericRole || fields[i] === 'none')) fields[i] = 'none';
    if (numericRole && st[i].filled > 0 && st[i].quantityLike < 0.3) fields[i] = 'none';
  });
  const triple = arithmetic(cols, st, style);
  if (triple) {
    for (let i = 0; i < fields.length; i++) {
      if (['quantity', 'unit_price', 'amount'].includes(fields[i])) fields[i] = 'none';
    }
    fields[triple.q] = 'quantity';
    fields[triple.p] = 'unit_price';
    fields[triple.a] = 'amount';
  } else {
    keepOne(fields, 'quantity', (i, j) => cols[j].strength - cols[i].strength || cols[i].x - cols[j].x);
    const prices = fields.map((f, i) => (f === 'unit_price' ? i : -1)).filter((i) => i >= 0);
    if (!fields.includes('amount') && prices.length >= 2) {
      const candidates = prices.filter((i) => !cols[i].perUnit);
      const pick = (candidates.length ? candidates : prices).sort((i, j) => cols[j].x - cols[i].x)[0];
      fields[pick] = 'amount';
    }
    keepOne(fields, 'unit_price', (i, j) => cols[j].strength - cols[i].strength || cols[i].x - cols[j].x);
    keepOne(fields, 'amount', (i, j) => cols[j].strength - cols[i].strength || cols[j].x - cols[i].x);
    fillUnlabeled(cols, st, fields);
  }
  resolveText(cols, st, fields);
  const units = fields.map((f, i) => (f === 'unit' ? i : -1)).filter((i) => i >= 0);
  // Pack and size columns together describe the unit ("12 x 1 LT"); a real unit column wins over them.
  if (units.some((i) => cols[i].strength >= 2)) {
    keepOne(fields, 'unit', (i, j) => cols[j].strength - cols[i].strength || cols[i].x - cols[j].x);
  }
  keepOne(fields, 'category', (i, j) => cols[i].x - cols[j].x);
  return fields;
}

/** Columns without a recognised header take the numeric roles still missing, from the right. */
function fillUnlabeled(cols: ColumnInput[], st: Stats[], fields: Field[]): void {
  const open = cols
    .map((_, i) => i)
    .filter((i) => fields[i] === 'none' && cols[i].role === 'none' && st[i].filled > 0 && st[i].numeric >= 0.6)
    .filter((i) => st[i].percent < 0.5);
  const byRight = [...open].sort((i, j) => cols[j].x - cols[i].x);
  for (const i of byRight) {
    if (st[i].integerIds >= 0.8) continue;
    if (!fields.includes('amount')) fields[i] = 'amount';
    else if (!fields.includes('unit_price') && cols[i].x < cols[fields.indexOf('amount')].x) fields[i] = 'unit_price';
  }
  const left = open.filter((i) => fields[i] === 'none' && st[i].integerIds < 0.8).sort((i, j) => cols[i].x - cols[j].x);
  if (!fields.includes('quantity') && left.length) fields[left[0]] = 'quantity';
  const ids = open.filter((i) => fields[i] === 'none' && st[i].integerIds >= 0.6);
  if (!fields.includes('item_code') && ids.length) fields[ids[0]] = 'item_code';
}

/** 1, 2, 3, …: a column of line numbers. */
export function isSequence(values: string[]): boolean {
  const filled = values.map((v) => v.trim()).filter(Boolean);
  if (filled.length < 2) return false;
  return filled.every(
    (v, k) => /^\d{1,4}\.?$/.test(v) && Number.parseInt(v, 10) === Number.parseInt(filled[0], 10) + k,
  );
}

function resolveText(cols: ColumnInput[], st: Stats[], fields: Field[]): void {
  // A heading read as the item code over a column of words ("No Produit" over line numbers and descriptions) is
  // not the code: the data wins.
  for (let i = 0; i < fields.length; i++) {
    if (fields[i] === 'item_code' && st[i].filled >= 2 && st[i].codeLike < 0.3 && st[i].letters >= 8) {
      fields[i] = fields.includes('name') ? 'none' : 'name';
    }
  }
  // A heading read as the description over a column of codes, beside a column of words under a heading nobody could
  // read ('Item' over 16522, 68564 next to 'Coimimouy' over LEMONS 115CT): the words are the description.
  const nameAt = fields.indexOf('name');
  if (
    nameAt >= 0 &&
    st[nameAt].filled >= 2 &&
    st[nameAt].letters < 3 &&
    st[nameAt].codeLike + st[nameAt].integerIds >= 0.6
  ) {
    const words = cols
      .map((_, i) => i)
      .filter((i) => fields[i] === 'none' && st[i].filled >= 2 && st[i].numeric < 0.3 && st[i].letters >= 8)
      .sort((i, j) => st[j].letters - st[i].letters)[0];
    if (words !== undefined) {
      fields[nameAt] = fields.includes('item_code') ? 'none' : 'item_code';
      fields[words] = 'name';
    }
  }
  const names = fields.map((f, i) => (f === 'name' ? i : -1)).filter((i) => i >= 0);
  if (names.length >= 2) {
    const keep = [...names].sort((i, j) => st[j].letters - st[i].letters || cols[j].strength - cols[i].strength)[0];
    for (const i of names) {
      if (i === keep) continue;
      fields[i] = st[i].codeLike >= 0.6 && !fields.includes('item_code') ? 'item_code' : 'none';
    }
  }
  if (!fields.includes('name')) {
    const text = cols
      .map((_, i) => i)
      .filter((i) => (fields[i] === 'none' || fields[i] === 'item_code') && st[i].filled > 0 && st[i].numeric < 0.5)
      .sort((i, j) => st[j].letters - st[i].letters)[0];
    if (text !== undefined && st[text].letters >= 3) fields[text] = 'name';
  }
  keepOne(fields, 'item_code', (i, j) => cols[j].strength - cols[i].strength || cols[i].x - cols[j].x);
  const descriptionAt = fields.indexOf('name');
  if (!fields.includes('item_code') && descriptionAt >= 0) {
    // An unnamed column of article numbers before the description holds the item codes (line numbers do not count).
    const code = cols.findIndex(
      (c, i) =>
        fields[i] === 'none' &&
        c.x <= cols[descriptionAt].x &&
        st[i].filled >= 2 &&
        (st[i].integerIds >= 0.8 || st[i].codeLike >= 0.8) &&
        !isSequence(c.values),
    );
    if (code >= 0) fields[code] = 'item_code';
  }
  if (!fields.includes('unit')) {
    const unit = cols.findIndex(
      (c, i) => fields[i] === 'none' && st[i].filled > 0 && c.values.filter((v) => v.trim()).every(isUnitWord),
    );
    if (unit >= 0) fields[unit] = 'unit';
  }
}
