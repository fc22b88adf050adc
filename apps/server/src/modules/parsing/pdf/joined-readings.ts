/**
 * Two OCR readings of a PDF's scanned or photographed pages joined page by page, as for a single photo
 * (ocr/merge-passes.ts): each page of `base` with the words `extra` found where `base` found nothing. Pages with a
 * text layer, and pages one of the readings did not read by OCR, stay as `base` has them.
 */
import { mergeReadings } from '../ocr/merge-passes.js';
import type { PdfRead } from './read-pdf.js';

export function joinPdfReadings(base: PdfRead, extra: PdfRead): PdfRead {
  const pages = base.pages.map((page) => {
    const [turn, otherTurn] = [base.turns?.get(page.page), extra.turns?.get(page.page)];
    const other = extra.pages.find((p) => p.page === page.page);
    if (turn === undefined || otherTurn === undefined || !other) return page;
    const joined = mergeReadings({ words: page.words, turn }, { words: other.words, turn: otherTurn });
    return joined.words === page.words ? page : { ...page, words: joined.words };
  });
  return { ...base, pages };
}
