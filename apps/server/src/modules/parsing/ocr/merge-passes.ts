/**
 * Two OCR readings of the same page joined: the engine's segmentations lose different parts of a page (read row by
 * row, the left half of a row in faint print may be lost; with its own layout analysis, the lone figures of a sparse
 * column), so the words one reading found where the other found nothing are added to it.
 */
import type { Word } from '../types.js';
import type { OcrPage } from './ocr-engine.js';

/** A word of `from` (words turned by `fromTurn`, readBlocks) in the frame of words turned by `toTurn`. */
function moveWord(w: Word, fromTurn: number, toTurn: number): Word {
  if (fromTurn === toTurn) return w;
  const [cx, cy] = [(w.x0 + w.x1) / 2, (w.y0 + w.y1) / 2];
  const [hw, hh] = [(w.x1 - w.x0) / 2, (w.y1 - w.y0) / 2];
  // Back onto the page image, then turned as the other reading's words are.
  const [c1, s1] = [Math.cos(fromTurn), Math.sin(fromTurn)];
  const [px, py] = [cx * c1 - cy * s1, cx * s1 + cy * c1];
  const [c2, s2] = [Math.cos(toTurn), Math.sin(toTurn)];
  const [rx, ry] = [px * c2 + py * s2, -px * s2 + py * c2];
  return { text: w.text, x0: rx - hw, x1: rx + hw, y0: ry - hh, y1: ry + hh };
}

const area = (w: Word) => Math.max(0, w.x1 - w.x0) * Math.max(0, w.y1 - w.y0);

/** The share of the smaller of two boxes that lies inside the other. */
export function overlapShare(a: Word, b: Word): number {
  const ix = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const iy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (ix <= 0 || iy <= 0) return 0;
  const smaller = Math.min(area(a), area(b));
  return smaller > 0 ? (ix * iy) / smaller : 0;
}

/** Boxes sharing more than this part of the smaller one are the same text read twice. */
const SAME_TEXT = 0.3;

/**
 * The words of `base`, and those of `extra` that overlap none of them (in `base`'s frame): what `extra` read where
 * `base` read nothing.
 */
export function mergeReadings(base: OcrPage, extra: OcrPage): OcrPage {
  const added: Word[] = [];
  const sorted = [...base.words].sort((a, b) => a.y0 - b.y0);
  const tallest = sorted.reduce((m, w) => Math.max(m, w.y1 - w.y0), 0);
  for (const raw of extra.words) {
    const w = moveWord(raw, extra.turn, base.turn);
    let seen = false;
    // Only the words whose top is within one word height of this one's can overlap it.
    for (let i = lowerBound(sorted, w.y0 - tallest); i < sorted.length && sorted[i].y0 <= w.y1 && !seen; i++) {
      seen = overlapShare(w, sorted[i]) > SAME_TEXT;
    }
    if (!seen) added.push(w);
  }
  return { words: added.length ? [...base.words, ...added] : base.words, turn: base.turn };
}

function lowerBound(sorted: Word[], y: number): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid].y0 < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
