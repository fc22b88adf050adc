/**
 * Two OCR readings of the same page joined: the engine's segmentations lose different parts of a page (read row by
 * row, the left half of a row in faint print may be lost; with its own layout analysis, the lone figures of a sparse
 * column), so the words one reading found where the other found nothing are added to it.
 */
import type { Word } from '../types.js';
import type { OcrPage } from './ocr-engine.js';
import { overlapShare, turned } from './word-boxes.js';

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
  // Back onto the page image, then turned as the other reading's words are.
  const [toPage, toBase] = [turned(-extra.turn), turned(base.turn)];
  for (const raw of extra.words) {
    const w = toBase(toPage(raw));
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
