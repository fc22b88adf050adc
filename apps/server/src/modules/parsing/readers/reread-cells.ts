/**
 * Reading table cells again from the page images OCR read them from (the reader's side of reread-figures.ts): each
 * cell is found among the words of its row's lines (table/row-source.ts), and the box around those words is cut out of
 * the prepared page image and read by PaddleOCR's recognition model (ocr/figure-crops.ts).
 */
import { rereadBoxes } from '../ocr/figure-crops.js';
import { ocrEngineName } from '../ocr/ocr-engine.js';
import type { CellToReread, RereadCells } from '../reread-figures.js';
import { wordsBox } from '../table/row-box.js';
import { rowSource } from '../table/row-source.js';
import type { Line, PageSource, Word } from '../types.js';

/**
 * The words of the lines a cell's text was made of: the one run of neighbouring words of a line that, joined by
 * spaces, is the text. Null when no run or more than one is (the cell cannot be placed surely).
 */
export function cellWords(lines: readonly Line[], text: string): Word[] | null {
  const want = text.trim().replace(/\s+/g, ' ');
  if (!want) return null;
  const found: Word[][] = [];
  for (const line of lines) {
    const words = line.words;
    for (let i = 0; i < words.length; i++) {
      let joined = '';
      for (let j = i; j < words.length && joined.length < want.length; j++) {
        joined = joined ? `${joined} ${words[j].text}` : words[j].text;
        if (joined === want) found.push(words.slice(i, j + 1));
      }
    }
  }
  return found.length === 1 ? found[0] : null;
}

/** The cells read again; null for a cell not found on its page, or not read surely. */
export async function rereadCells(cells: CellToReread[]): Promise<(string | null)[]> {
  const out: (string | null)[] = cells.map(() => null);
  const bySource = new Map<PageSource, { at: number; box: Pick<Word, 'x0' | 'x1' | 'y0' | 'y1'> }[]>();
  cells.forEach((cell, at) => {
    const from = rowSource(cell.row);
    const source = from?.page.source;
    if (!from || !source) return;
    const words = cellWords(
      from.lines.filter((l) => l.page === from.page.page),
      cell.text,
    );
    if (!words) return;
    const box = wordsBox(words);
    const boxes = bySource.get(source) ?? [];
    boxes.push({ at, box });
    bySource.set(source, boxes);
  });
  for (const [source, boxes] of bySource) {
    const read = await rereadBoxes(
      source.image,
      source.turn,
      boxes.map((b) => b.box),
    );
    boxes.forEach((b, i) => {
      out[b.at] = read[i];
    });
  }
  return out;
}

/**
 * What reads the doubted figures of an OCR reading again: PaddleOCR's recognition model after tesseract; none after
 * PaddleOCR, which would read them as it did.
 */
export const secondReader = (): RereadCells | undefined => (ocrEngineName() === 'tesseract' ? rereadCells : undefined);
