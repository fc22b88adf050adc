import { describe, expect, it } from 'vitest';
import { groupLines } from '../layout/lines.js';
import { skewOf, wordsFromBlocks } from './ocr-engine.js';

/** OCR output of a table turned by `degrees`: rows of words whose boxes climb along a sloped baseline. */
function tilted(degrees: number) {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const rows = [
    ['CHICKEN', 'BREAST', '2', '52.10', '104.20'],
    ['TOMATO', 'DICED', '3', '21.50', '64.50'],
    ['ROMAINE', 'HEARTS', '1', '24.00', '24.00'],
    ['LEMONS', '165CT', '1', '38.90', '38.90'],
  ];
  const xs = [100, 260, 900, 1200, 1500];
  return [
    {
      paragraphs: rows.map((words, r) => {
        const y = 400 + r * 36;
        return {
          lines: [
            {
              baseline: { x0: 100, y0: y + 100 * slope, x1: 1600, y1: y + 1600 * slope },
              words: words.map((text, k) => {
                const x = xs[k];
                const base = y + x * slope;
                return { text, confidence: 90, bbox: { x0: x, x1: x + 20 * text.length, y0: base - 24, y1: base } };
              }),
            },
          ],
        };
      }),
    },
  ];
}

describe('OCR words from a skewed page', () => {
  it('measures the skew from the baselines', () => {
    expect((skewOf(tilted(2)) * 180) / Math.PI).toBeCloseTo(2, 1);
    expect(skewOf(tilted(0))).toBe(0);
  });

  it('straightens the rows so each becomes one line again', () => {
    const raw = tilted(2.5)[0].paragraphs.flatMap((p) =>
      p.lines.flatMap((l) => l.words.map((w) => ({ text: w.text, ...w.bbox }))),
    );
    expect(groupLines(raw, 1).length).toBeGreaterThan(4);
    const lines = groupLines(wordsFromBlocks(tilted(2.5)), 1);
    expect(lines.map((l) => l.text)).toEqual([
      'CHICKEN BREAST 2 52.10 104.20',
      'TOMATO DICED 3 21.50 64.50',
      'ROMAINE HEARTS 1 24.00 24.00',
      'LEMONS 165CT 1 38.90 38.90',
    ]);
  });
});
