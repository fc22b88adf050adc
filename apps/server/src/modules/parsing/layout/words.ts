/** Splits positioned text runs (a PDF text item or an OCR word) into words with estimated boxes. */
import type { Word } from '../types.js';

/** One run of text drawn left to right from x0 to x1; words get widths proportional to their characters. */
export function splitRun(text: string, x0: number, x1: number, y0: number, y1: number): Word[] {
  const out: Word[] = [];
  const chars = [...text];
  if (!chars.length) return out;
  const step = (x1 - x0) / chars.length;
  let i = 0;
  while (i < chars.length) {
    while (i < chars.length && /\s/.test(chars[i])) i++;
    const start = i;
    while (i < chars.length && !/\s/.test(chars[i])) i++;
    if (i > start) {
      out.push({ text: chars.slice(start, i).join(''), x0: x0 + start * step, x1: x0 + i * step, y0, y1 });
    }
  }
  return out;
}
