/** Column anchors (header cells widened by the numbers aligned under them) and word-to-column assignment. */
import type { DecimalStyle } from '../numbers.js';
import type { Line, Word } from '../types.js';
import type { Span } from './clusters.js';
import type { HeaderCell } from './header-cells.js';
import { isNumberToken, letterCount } from './tokens.js';

export type Anchor = HeaderCell & { numeric: boolean };

const overlap = (a: { x0: number; x1: number }, b: { x0: number; x1: number }) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);

/** Header cells plus unlabeled columns for aligned numbers that no header names. */
export function buildAnchors(cells: HeaderCell[], clusters: Span[], size: number, allowUnlabeled: boolean): Anchor[] {
  const anchors: Anchor[] = cells.map((c) => ({ ...c, numeric: false }));
  const headerSpans = new Map(anchors.map((a) => [a, { x0: a.x0, x1: a.x1 }]));
  for (const c of clusters) {
    let target: Anchor | null = null;
    let best = 0;
    for (const a of anchors) {
      const o = overlap(a, c);
      if (o > best) {
        best = o;
        target = a;
      }
    }
    if (!target) {
      const near = anchors
        .map((a) => ({ a, d: Math.max(a.x0 - c.x1, c.x0 - a.x1) }))
        .filter((x) => x.d <= 0.8 * size)
        .sort((x, y) => x.d - y.d)[0];
      if (near && near.a.role !== 'name') target = near.a;
    }
    if (target) {
      target.x0 = Math.min(target.x0, c.x0);
      target.x1 = Math.max(target.x1, c.x1);
      target.numeric = target.numeric || target.role !== 'name' || c.support >= 2;
    } else if (allowUnlabeled) {
      anchors.push({
        x0: c.x0,
        x1: c.x1,
        label: '',
        role: 'none',
        strength: 0,
        perUnit: false,
        lower: null,
        numeric: true,
      });
    }
  }
  anchors.sort((a, b) => a.x0 - b.x0);
  // Numbers widen their column, but never into the header of the neighbouring column.
  for (let k = 0; k < anchors.length; k++) {
    const next = anchors[k + 1] ? (headerSpans.get(anchors[k + 1]) ?? anchors[k + 1]) : null;
    const prev = k > 0 ? (headerSpans.get(anchors[k - 1]) ?? anchors[k - 1]) : null;
    const own = headerSpans.get(anchors[k]);
    if (next && anchors[k].x1 > next.x0 && (!own || own.x1 <= next.x0))
      anchors[k].x1 = Math.max(own?.x1 ?? 0, next.x0 - 0.5);
    if (prev && anchors[k].x0 < prev.x1 && (!own || own.x0 >= prev.x1))
      anchors[k].x0 = Math.min(own?.x0 ?? Infinity, prev.x1 + 0.5);
  }
  figuresNamedAsText(anchors);
  return anchors;
}

/**
 * A heading that names a description ("Goods" for the goods value) over a column of figures right of the unit price,
 * with the description column to its left: the column holds the line amounts (or other figures), not text.
 */
function figuresNamedAsText(anchors: Anchor[]): void {
  const price = anchors.find((a) => a.role === 'unit_price');
  if (!price) return;
  for (const a of anchors) {
    if (a.role !== 'name' || !a.numeric || a.x0 <= price.x1) continue;
    if (!anchors.some((b) => b.role === 'name' && b.x1 < price.x0)) continue;
    a.role = anchors.some((b) => b.role === 'amount') ? 'none' : 'amount';
  }
}

/** Description-like columns: named as such, unlabeled text, or a code column whose second line is the name. */
export const isNameAnchor = (a: Anchor) =>
  a.role === 'name' || (a.role === 'none' && !a.numeric) || a.lower?.role === 'name';

export const VALUE_ROLES = new Set(['unit_price', 'amount']);
export const isTextAnchor = (a: Anchor) =>
  a.role === 'name' || a.role === 'item_code' || a.role === 'category' || (a.role === 'none' && !a.numeric);
export const isValueAnchor = (a: Anchor) => VALUE_ROLES.has(a.role) || (a.role === 'none' && a.numeric);

/** The anchor index each word of the line belongs to. */
export function assignWords(line: Line, anchors: Anchor[], style: DecimalStyle): number[] {
  const size = line.size;
  const out: number[] = [];
  line.words.forEach((w: Word, i) => {
    let best = -1;
    let bestOverlap = 0;
    anchors.forEach((a, k) => {
      const o = overlap(a, w);
      if (o > bestOverlap) {
        bestOverlap = o;
        best = k;
      }
    });
    const numeric = isNumberToken(w.text, style);
    if (best < 0) {
      let bestCost = Number.POSITIVE_INFINITY;
      anchors.forEach((a, k) => {
        const right = a.x0 - w.x1;
        const left = w.x0 - a.x1;
        const cost = right > 0 ? right * (numeric ? 1 : 1.5) : left;
        if (cost < bestCost) {
          bestCost = cost;
          best = k;
        }
      });
    }
    const prev = i > 0 ? line.words[i - 1] : null;
    if (prev && best !== out[i - 1]) {
      const prevAnchor = anchors[out[i - 1]];
      const gapToPrev = w.x0 - prev.x1;
      const prevIsName = isNameAnchor(prevAnchor);
      // Running text keeps going: a word close behind a description word belongs to the description, unless it
      // stands under the column headed as the description and the word before it under an unnamed one (a code).
      const underName = bestOverlap > 0 && anchors[best].role === 'name' && prevAnchor.role !== 'name';
      if (prevIsName && !underName && gapToPrev < 0.8 * size && !(numeric && isNumberToken(prev.text, style)))
        best = out[i - 1];
      else if (
        !numeric &&
        gapToPrev < 0.6 * size &&
        isTextAnchor(prevAnchor) &&
        !isNumberToken(prev.text, style) &&
        !isTextAnchor(anchors[best])
      ) {
        best = out[i - 1];
      }
    }
    out.push(best);
  });
  return keepInDescription(line, out, anchors);
}

/** A number between two words of a description ("REG 100 HP") is part of it. */
export function keepInDescription(line: Line, owner: number[], anchors: Anchor[]): number[] {
  const out = [...owner];
  const size = line.size;
  for (let i = 1; i + 1 < line.words.length; i++) {
    const [prev, cur, next] = [line.words[i - 1], line.words[i], line.words[i + 1]];
    const k = out[i - 1];
    if (out[i] === k || out[i + 1] !== k || !isNameAnchor(anchors[k])) continue;
    if (letterCount(next.text) === 0 || letterCount(prev.text) === 0) continue;
    if (cur.x0 - prev.x1 < 1.2 * size && next.x0 - cur.x1 < 1.2 * size) out[i] = k;
  }
  return out;
}
