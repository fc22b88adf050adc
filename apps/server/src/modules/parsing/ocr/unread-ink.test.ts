import { describe, expect, it } from 'vitest';
import type { Word } from '../types.js';
import type { OcrMode, OcrPage } from './ocr-engine.js';
import type { Gray } from './raster.js';
import { crop, readUnreadInk, unreadInk } from './unread-ink.js';

const LINE = 20;

/** A white page with dark bars the size of letters (`letters` of them from x) on the line at y. */
function page(width: number, height: number) {
  const img: Gray = { width, height, data: new Uint8Array(width * height).fill(255) };
  const ink = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) img.data.fill(0, y * width + x0, y * width + x1);
  };
  return {
    img,
    letters(x: number, y: number, n: number) {
      for (let i = 0; i < n; i++) ink(x + i * 12, y, x + i * 12 + 3, y + LINE);
      return { x0: x, x1: x + n * 12, y0: y, y1: y + LINE };
    },
    dots(x: number, y: number, n: number) {
      for (let i = 0; i < n; i++) ink(x + i * 10, y + LINE - 4, x + i * 10 + 3, y + LINE - 1);
    },
  };
}

const word = (text: string, box: { x0: number; x1: number; y0: number; y1: number }): Word => ({ text, ...box });

describe('print the engine left unread', () => {
  it('finds a description no word covers, and not the words read nor a row of dot leaders alone', () => {
    const p = page(900, 300);
    const words = [
      word('SE5976', p.letters(20, 20, 6)),
      word('74.91', p.letters(700, 20, 5)),
      word('SE2311', p.letters(20, 60, 6)),
      word('FILET', p.letters(120, 60, 5)),
      word('37.32', p.letters(700, 60, 5)),
    ];
    const unread = p.letters(120, 20, 10); // the description of the first row
    p.dots(240, 20, 40); // its leaders
    p.dots(200, 60, 40); // the second row's leaders, after a description that was read
    const regions = unreadInk(p.img, words);
    expect(regions).toHaveLength(1);
    const [r] = regions;
    expect(r.x0).toBe(unread.x0);
    expect(r.y0).toBe(unread.y0);
    // The leaders are part of the region but cut out blank before it is read.
    expect(r.x1).toBeGreaterThan(600);
    const piece = crop(p.img, r);
    expect(piece.data.subarray(0, piece.width * piece.height).some((v) => v < 128)).toBe(true);
    const leaderX = 400 - r.x0;
    for (let y = 0; y < piece.height; y++) expect(piece.data[y * piece.width + leaderX]).toBe(255);
  });

  it('adds the words read again in the region, placed on the page', async () => {
    const p = page(900, 300);
    const words = [
      word('SE5976', p.letters(20, 20, 6)),
      word('74.91', p.letters(700, 20, 5)),
      word('SE2311', p.letters(20, 60, 6)),
      word('FILET', p.letters(120, 60, 5)),
      word('37.32', p.letters(700, 60, 5)),
    ];
    p.letters(120, 20, 10);
    const modes: OcrMode[] = [];
    const engine = {
      async read(_image: Uint8Array, _dpi?: number, mode: OcrMode = 'rows'): Promise<OcrPage> {
        modes.push(mode);
        return { words: [{ text: 'AIGLEFIN......', x0: 10, x1: 130, y0: 10, y1: 30 }], turn: 0 };
      },
    };
    const read = await readUnreadInk(engine, p.img, { words, turn: 0 });
    expect(modes).toEqual(['line']);
    expect(read.words).toHaveLength(6);
    const added = read.words[5];
    expect(added.text).toBe('AIGLEFIN');
    expect(added.x0).toBe(120);
    expect(added.y0).toBe(20);
  });

  it('finds a lone quantity of one figure, and not the stub of a rule', () => {
    const p = page(900, 300);
    const words = [
      word('SE5976', p.letters(20, 20, 6)),
      word('FILET', p.letters(120, 20, 5)),
      word('74.91', p.letters(700, 20, 5)),
      word('SE2311', p.letters(20, 60, 6)),
      word('37.32', p.letters(700, 60, 5)),
    ];
    // A "1" of two strokes side by side in the first row's quantity column.
    for (let y = 20; y < 20 + LINE; y++) for (let x = 500; x < 511; x++) if (x % 5 < 2) p.img.data[y * 900 + x] = 0;
    // A short solid stub of a column rule in the second row.
    for (let y = 60; y < 60 + LINE; y++) for (let x = 400; x < 404; x++) p.img.data[y * 900 + x] = 0;
    const regions = unreadInk(p.img, words);
    expect(regions.map((r) => [r.x0, r.y0])).toEqual([[500, 20]]);
  });
});
