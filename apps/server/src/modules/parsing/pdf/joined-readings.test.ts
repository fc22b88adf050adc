import { describe, expect, it } from 'vitest';
import type { Word } from '../types.js';
import { joinPdfReadings } from './joined-readings.js';
import type { PdfRead } from './read-pdf.js';

const word = (text: string, x0: number, y0: number): Word => ({ text, x0, x1: x0 + 60, y0, y1: y0 + 20 });

function read(ocrWords: Word[], textWords: Word[]): PdfRead {
  return {
    pages: [
      { page: 1, width: 800, height: 1000, words: textWords },
      { page: 2, width: 800, height: 1000, words: ocrWords },
    ],
    numPages: 2,
    ocr: true,
    eInvoice: null,
    turns: new Map([[2, 0]]),
  };
}

describe('joinPdfReadings', () => {
  it('adds to each page read by OCR the words the other reading found where it found nothing', () => {
    const rows = read([word('Onions', 100, 200), word('18.90', 600, 200)], [word('Invoice', 100, 50)]);
    const auto = read(
      [word('0nions', 102, 201), word('3', 40, 200), word('18.90', 601, 199)],
      [word('Other', 100, 300)],
    );
    const joined = joinPdfReadings(rows, auto);
    expect(joined.pages[1].words.map((w) => w.text)).toEqual(['Onions', '18.90', '3']);
    // A page with a text layer is left as the first reading has it.
    expect(joined.pages[0]).toBe(rows.pages[0]);
  });

  it('leaves a page as it is when the other reading did not read it by OCR', () => {
    const rows = read([word('Onions', 100, 200)], []);
    const other = { ...read([word('3', 40, 200)], []), turns: new Map<number, number>() };
    expect(joinPdfReadings(rows, other).pages[1]).toBe(rows.pages[1]);
  });
});
