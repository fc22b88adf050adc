/** Synthetic positioned words for layout tests: text runs placed like a PDF would place them. */
import { splitRun } from '../layout/words.js';
import type { PageText, Word } from '../types.js';

/** Each row is a list of [x, text] runs on one baseline; characters are half the font size wide. */
export function wordsOf(rows: [number, string][][], top = 100, pitch = 14, size = 9): Word[] {
  return rows.flatMap((cells, i) =>
    cells.flatMap(([x, text]) => {
      const baseline = top + i * pitch;
      return splitRun(text, x, x + text.length * size * 0.5, baseline - 0.8 * size, baseline + 0.2 * size);
    }),
  );
}

export function pageOf(rows: [number, string][][], page = 1, top = 100, pitch = 14): PageText {
  return { page, width: 612, height: 792, words: wordsOf(rows, top, pitch) };
}
