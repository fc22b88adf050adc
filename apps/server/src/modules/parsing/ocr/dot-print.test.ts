import { describe, expect, it } from 'vitest';
import { isUnsure, joinDots, rereadJoined, surer, UNSURE_READING } from './dot-print.js';
import { type OcrMode, type OcrPage, readBlocks } from './ocr-engine.js';
import type { Gray } from './raster.js';

const words = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ text: `w${i}`, x0: i * 50, x1: i * 50 + 40, y0: 0, y1: 20 }));
const reading = (mean: number, sure: number, n = 10): OcrPage => ({
  words: words(n),
  turn: 0,
  certainty: { mean, sure },
});

/** A white page with a glyph-sized square of separate dots (2 × 2 pixels, a pixel apart) in its middle. */
function dottedPage(): Gray {
  const [width, height] = [40, 40];
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 10; y < 28; y += 3)
    for (let x = 10; x < 28; x += 3)
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ])
        data[(y + dy) * width + x + dx] = 0;
  return { width, height, data };
}

describe('print read unsurely, read again with its dots joined', () => {
  it('tells an unsure reading by its mean confidence, and not one of a few words or without confidences', () => {
    expect(isUnsure(reading(40, 10))).toBe(true);
    expect(isUnsure(reading(UNSURE_READING + 20, 100))).toBe(false);
    expect(isUnsure(reading(40, 0, 3))).toBe(false);
    expect(isUnsure({ words: words(10), turn: 0 })).toBe(false);
  });

  it('counts what the engine read and how surely, noise words included', () => {
    const w = (text: string, confidence: number) => ({ text, confidence, bbox: { x0: 0, y0: 0, x1: 10, y1: 10 } });
    const page = readBlocks([{ paragraphs: [{ lines: [{ words: [w('Beef', 90), w('Chuck', 50), w('|', 10)] }] }] }]);
    expect(page.words.map((x) => x.text)).toEqual(['Beef', 'Chuck']);
    expect(page.certainty).toEqual({ mean: 50, sure: 1 });
  });

  it('joins separate dots into one grey mark, keeping the page size', async () => {
    const img = dottedPage();
    const joined = await joinDots(img);
    expect([joined.width, joined.height]).toEqual([40, 40]);
    // Between two dots: white before, as dark as ink after (a threshold at 190, between grey ink and paper, makes the inside of the square one mark).
    expect(img.data[16 * 40 + 18]).toBe(255);
    for (let y = 11; y < 27; y++) for (let x = 11; x < 27; x++) expect(joined.data[y * 40 + x]).toBeLessThan(190);
    // Far from the dots: still white.
    expect(joined.data[2 * 40 + 2]).toBe(255);
  });

  it('keeps the joined reading only when it reads clearly more words surely', () => {
    const [a, b] = [reading(40, 10), reading(45, 20)];
    expect(surer(a, b)).toBe(b);
    expect(surer(b, a)).toBe(b);
    expect(surer(a, reading(50, 10))).toBe(a);
    // A few more in a hundred: the reading as it was.
    const many = reading(50, 126);
    expect(surer(many, reading(46, 131))).toBe(many);
    expect(surer(many, reading(46, 140)).certainty?.sure).toBe(140);
    expect(surer(reading(30, 1), reading(30, 2)).certainty?.sure).toBe(1);
  });

  it('reads an unsure page again, joined, and a sure one not', async () => {
    const asked: OcrMode[] = [];
    const joined = reading(55, 30);
    const engine = {
      read: async (_image: Uint8Array, _dpi?: number, mode: OcrMode = 'rows') => {
        asked.push(mode);
        return joined;
      },
    };
    const img = dottedPage();
    expect(await rereadJoined(engine, img, reading(40, 10), 'auto')).toBe(joined);
    expect(asked).toEqual(['auto']);
    const sure = reading(85, 100);
    expect(await rereadJoined(engine, img, sure, 'rows')).toBe(sure);
    expect(asked).toEqual(['auto']);
    const better = reading(40, 50);
    expect(await rereadJoined(engine, img, better, 'rows')).toBe(better);
  });

  it('reads the joined page of an image-only PDF at the page’s resolution', async () => {
    const dpis: (number | undefined)[] = [];
    const engine = {
      read: async (_image: Uint8Array, dpi?: number) => {
        dpis.push(dpi);
        return reading(70, 30);
      },
    };
    const page = await rereadJoined(engine, dottedPage(), reading(40, 10), 'auto', 300);
    expect(page.certainty?.sure).toBe(30);
    expect(dpis).toEqual([300]);
  });
});
