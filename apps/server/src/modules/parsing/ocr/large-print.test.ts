import { describe, expect, it } from 'vitest';
import type { Word } from '../types.js';
import { largePrintLines, rereadLargePrint } from './large-print.js';
import type { OcrPage } from './ocr-engine.js';
import type { Gray } from './raster.js';

const word = (text: string, x0: number, y0: number, h = 20, w = 80): Word => ({ text, x0, x1: x0 + w, y0, y1: y0 + h });

/** A page 1000 pixels high: a title 50 high at the top, then lines of ordinary print. */
const words = [
  word('Fresh', 100, 40, 50, 150),
  word('Valley', 270, 42, 50, 160),
  word('Invoice', 100, 140),
  ...Array.from({ length: 8 }, (_, i) => word(`ROW${i}`, 100, 400 + i * 30)),
  word('TOTAL', 100, 800, 50, 200),
];

describe('large print on an enlarged page', () => {
  it('finds the title near the top as one line, and not the ordinary print nor a large total further down', () => {
    const lines = largePrintLines(words, 1000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ x0: 100, x1: 430, y0: 40, y1: 92 });
  });

  it('leaves rows holding an amount: tall boxes there are misread shading or small print, not a title', () => {
    const row = (y: number, tall: Word[]) => [word('12', 20, y), word('EGGS', 100, y), ...tall, word('56.00', 900, y)];
    const table = [
      // Tall boxes within a row of ordinary print with an amount at its end.
      ...row(200, [word('aiatars', 300, 194, 32), word('wis', 400, 194, 32)]),
      // A box spanning several rows, read across them.
      word('SEN', 250, 230, 98, 30),
      ...row(250, []),
      ...row(280, []),
    ];
    expect(largePrintLines([...words, ...table], 1000)).toEqual([expect.objectContaining({ y0: 40, y1: 92 })]);
  });

  it('reads the title again at the page size, in place of the words read enlarged', async () => {
    const page: OcrPage = { words, turn: 0 };
    const image: Gray = { width: 1000, height: 1000, data: new Uint8Array(1000 * 1000).fill(255) };
    const small: Gray = { width: 500, height: 500, data: new Uint8Array(500 * 500).fill(255) };
    const reads: number[][] = [];
    const engine = {
      read: async (pgm: Uint8Array) => {
        reads.push([pgm.length]);
        return { words: [word('Freshly', 2, 2, 25, 150)], turn: 0 };
      },
    };
    const out = await rereadLargePrint(engine, image, page, 2, async () => small);
    expect(reads).toHaveLength(1);
    const texts = out.words.map((w) => w.text);
    expect(texts).toContain('Freshly');
    expect(texts).not.toContain('Fresh');
    expect(texts).not.toContain('Valley');
    expect(texts).toContain('Invoice');
    expect(texts).toContain('TOTAL');
    // Placed on the enlarged page: the crop starts a margin above and left of the title, at half size.
    const again = out.words.find((w) => w.text === 'Freshly');
    expect(again?.x0).toBeGreaterThan(80);
    expect(again?.x0).toBeLessThan(110);
  });

  it('leaves a page read at its own size as it is', async () => {
    const page: OcrPage = { words, turn: 0 };
    const engine = { read: async () => ({ words: [], turn: 0 }) };
    const image: Gray = { width: 10, height: 10, data: new Uint8Array(100) };
    expect(await rereadLargePrint(engine, image, page, 1, async () => image)).toBe(page);
  });
});
