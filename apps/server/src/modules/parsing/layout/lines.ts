/** Groups positioned words into text lines: same baseline band, no horizontal overlap, ordered by x. */
import type { Line, Word } from '../types.js';

const middle = (w: Word) => (w.y0 + w.y1) / 2;
const height = (w: Word) => Math.max(1e-6, w.y1 - w.y0);

function median(values: number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

type Draft = { words: Word[]; center: number; size: number };

function overlapsHorizontally(draft: Draft, w: Word): boolean {
  return draft.words.some((o) => {
    const overlap = Math.min(o.x1, w.x1) - Math.max(o.x0, w.x0);
    return overlap > 0.3 * Math.min(o.x1 - o.x0, w.x1 - w.x0);
  });
}

/**
 * The slope of the rows across the page, as dy per dx: the one under which the words' centres stack into the
 * sharpest bands. An image straightened as a whole can keep a slope of a few tenths of a degree (or a page photographed
 * at an angle, a little more on one side), enough on a wide page for the amount at the right edge to sit half a line
 * lower than its description. Printed text is level (0); a slope is only taken when it sharpens the bands clearly.
 */
export function rowSlope(words: Word[]): number {
  if (words.length < 12) return 0;
  const size = median(words.map(height));
  const xs = words.map((w) => (w.x0 + w.x1) / 2);
  const mid = median(xs);
  const bin = size / 4;
  const ys = words.map(middle);
  const sharpness = (slope: number) => {
    const counts = new Map<number, number>();
    for (let i = 0; i < ys.length; i++) {
      const k = Math.round((ys[i] - slope * (xs[i] - mid)) / bin);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    let sum = 0;
    for (const c of counts.values()) sum += c * c;
    return sum;
  };
  const level = sharpness(0);
  let best = 0;
  let bestScore = level;
  // Up to 1.7° either way, by 0.03°.
  for (let step = 1; step <= 60; step++)
    for (const slope of [step * 0.0005, -step * 0.0005]) {
      const score = sharpness(slope);
      if (score > bestScore) {
        best = slope;
        bestScore = score;
      }
    }
  return bestScore > 1.05 * level ? best : 0;
}

export function groupLines(words: Word[], page: number): Line[] {
  const kept = words.filter((w) => w.text.trim());
  const slope = rowSlope(kept);
  const mid = median(kept.map((w) => (w.x0 + w.x1) / 2));
  /** A word's centre as it would sit on a level page. */
  const center = (w: Word) => middle(w) - slope * ((w.x0 + w.x1) / 2 - mid);
  const sorted = kept.sort((a, b) => center(a) - center(b) || a.x0 - b.x0);
  const drafts: Draft[] = [];
  const open: Draft[] = [];
  for (const w of sorted) {
    const c = center(w);
    const h = height(w);
    let best: Draft | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const d of open) {
      const distance = Math.abs(d.center - c);
      const tolerance = 0.45 * Math.min(d.size, h) + 0.05 * Math.max(d.size, h);
      // Boxes on exactly the same band may overlap (OCR boxes do); only nearby bands must not.
      const sameBand = distance <= 0.2 * Math.min(d.size, h);
      if (distance <= tolerance && distance < bestDistance && (sameBand || !overlapsHorizontally(d, w))) {
        best = d;
        bestDistance = distance;
      }
    }
    if (best) {
      best.words.push(w);
      best.center = median(best.words.map(center));
      best.size = median(best.words.map(height));
    } else {
      const d: Draft = { words: [w], center: c, size: h };
      drafts.push(d);
      open.push(d);
    }
    // Lines far above the current word can no longer receive words.
    for (let i = open.length - 1; i >= 0; i--)
      if (c - open[i].center > 2 * Math.max(open[i].size, h)) open.splice(i, 1);
  }
  return drafts
    .map((d) => {
      const ws = d.words.sort((a, b) => a.x0 - b.x0);
      return {
        words: ws,
        y0: Math.min(...ws.map((w) => w.y0)),
        y1: Math.max(...ws.map((w) => w.y1)),
        page,
        text: ws.map((w) => w.text).join(' '),
        size: d.size,
      };
    })
    .sort((a, b) => level(a) - level(b));

  /** Where a line sits on the level page: its box's middle when the page is level, else its words' median centre. */
  function level(l: Line): number {
    return slope ? median(l.words.map(center)) : (l.y0 + l.y1) / 2;
  }
}

/** Median word height over lines: the unit for every layout distance. */
export function typicalSize(lines: Line[]): number {
  return median(lines.map((l) => l.size)) || 10;
}

export { median };
