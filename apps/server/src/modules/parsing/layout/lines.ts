/** Groups positioned words into text lines: same baseline band, no horizontal overlap, ordered by x. */
import type { Line, Word } from '../types.js';

const center = (w: Word) => (w.y0 + w.y1) / 2;
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

export function groupLines(words: Word[], page: number): Line[] {
  const sorted = words.filter((w) => w.text.trim()).sort((a, b) => center(a) - center(b) || a.x0 - b.x0);
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
    .sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2);
}

/** Median word height over lines: the unit for every layout distance. */
export function typicalSize(lines: Line[]): number {
  return median(lines.map((l) => l.size)) || 10;
}

export { median };
