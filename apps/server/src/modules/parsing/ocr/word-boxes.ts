/** Word boxes of OCR readings: turned between a reading's frame and the page image, compared, measured. */
import type { Word } from '../types.js';
import { unturn } from './ocr-engine.js';

/**
 * A word's box with its centre turned by `-angle` about the page's origin, its size kept: `turned(turn)` puts a word
 * of the page image into the frame of a reading turned by `turn` (`OcrPage.turn`), `turned(-turn)` takes it back.
 */
export function turned(angle: number): (w: Word) => Word {
  if (!angle) return (w) => w;
  const turn = unturn(-angle);
  return (w) => {
    const [hw, hh] = [(w.x1 - w.x0) / 2, (w.y1 - w.y0) / 2];
    const [rx, ry] = turn((w.x0 + w.x1) / 2, (w.y0 + w.y1) / 2);
    return { ...w, x0: rx - hw, x1: rx + hw, y0: ry - hh, y1: ry + hh };
  };
}

const area = (w: Word) => Math.max(0, w.x1 - w.x0) * Math.max(0, w.y1 - w.y0);

/** The share of the smaller of two boxes that lies inside the other (0–1). */
export function overlapShare(a: Word, b: Word): number {
  const ix = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const iy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (ix <= 0 || iy <= 0) return 0;
  const smaller = Math.min(area(a), area(b));
  return smaller > 0 ? (ix * iy) / smaller : 0;
}

/** The middle value (the upper one of an even count), 0 for none. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
}
