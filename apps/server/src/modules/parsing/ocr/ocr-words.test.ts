import { PSM } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import {
  dropFlatWords,
  dropLeaderDots,
  mapBack,
  ocrCacheFile,
  pageSettings,
  readBlocks,
  wordsFromBlocks,
} from './ocr-engine.js';

const word = (text: string, x0: number, confidence = 90) => ({
  text,
  confidence,
  bbox: { x0, x1: x0 + 8 * text.length, y0: 100, y1: 112 },
});

describe('words from the OCR engine', () => {
  it('reads a section sign as the dollar sign it stands for', () => {
    const blocks = [
      { paragraphs: [{ lines: [{ words: [word('Apples', 10), word('§12.50', 200), word('12.50§', 300)] }] }] },
    ];
    expect(wordsFromBlocks(blocks).map((w) => w.text)).toEqual(['Apples', '$12.50', '12.50$']);
  });
});

describe('words read on a rule', () => {
  const at = (text: string, x0: number, y0: number, y1: number) => ({ text, x0, x1: x0 + 40, y0, y1 });
  it('drops a word a pixel high (a rule read as characters) and keeps the print', () => {
    const words = [
      at('MAPLE', 10, 886, 921),
      at('SYRUP', 60, 895, 922),
      at('AMBER', 110, 895, 922),
      at('7', 300, 930, 960),
      at('$122.87', 400, 930, 960),
      at('8', 600, 885, 886),
    ];
    expect(dropFlatWords(words).map((w) => w.text)).toEqual(['MAPLE', 'SYRUP', 'AMBER', '7', '$122.87']);
  });
  it('keeps small print on a page of large print alike when no box is flat', () => {
    const words = [
      at('1', 10, 0, 12),
      at('ea', 60, 0, 9),
      at('Title', 110, 0, 40),
      at('x', 150, 0, 8),
      at('y', 200, 0, 30),
    ];
    expect(dropFlatWords(words)).toHaveLength(5);
  });
});

describe("the benchmarks' OCR cache", () => {
  const image = new Uint8Array([1, 2, 3]);
  it('is off unless a folder is given', () => {
    expect(ocrCacheFile('tesseract', image, 300, 'rows', undefined)).toBeNull();
  });
  it('reads a page again when its image, resolution, mode or engine differ', () => {
    const files = [
      ocrCacheFile('tesseract', image, 300, 'rows', '/c'),
      ocrCacheFile('tesseract', new Uint8Array([1, 2, 4]), 300, 'rows', '/c'),
      ocrCacheFile('tesseract', image, 200, 'rows', '/c'),
      ocrCacheFile('tesseract', image, 300, 'auto', '/c'),
      ocrCacheFile('paddle', image, 300, 'rows', '/c'),
    ];
    expect(new Set(files).size).toBe(5);
    expect(ocrCacheFile('tesseract', image, 300, 'rows', '/c')).toBe(files[0]);
  });
});

describe('words of a page printed askew', () => {
  it('are straightened for reading, and map back onto the page where they were printed', () => {
    // Three lines falling 2° to the right, each with a word at its left end and one 900 pixels further on.
    const slope = Math.tan((2 * Math.PI) / 180);
    const at = (x: number, y: number, text: string) => ({
      text,
      confidence: 90,
      bbox: { x0: x, x1: x + 60, y0: y + slope * x, y1: y + slope * x + 20 },
    });
    const lines = [100, 200, 300].map((y) => ({
      words: [at(100, y, 'Apples'), at(1000, y, '12.50')],
      baseline: { x0: 100, y0: y + 20 + slope * 100, x1: 1060, y1: y + 20 + slope * 1060 },
    }));
    const { words, turn } = readBlocks([{ paragraphs: [{ lines }] }]);
    expect((turn * 180) / Math.PI).toBeCloseTo(2, 3);
    // Straightened: the two words of a line stand level.
    expect(words[1].y0).toBeCloseTo(words[0].y0, 0);
    // Mapped back, the price's centre is where it was printed.
    const original = mapBack(undefined, turn, { width: 1200, height: 500 });
    const w = words[1];
    const [x, y] = original?.toOriginal((w.x0 + w.x1) / 2, (w.y0 + w.y1) / 2) ?? [0, 0];
    expect(x).toBeCloseTo(1030, 0);
    expect(y).toBeCloseTo(100 + slope * 1000 + 10, 0);
  });

  it('keep the map of a page read straight', () => {
    expect(mapBack(undefined, 0, { width: 10, height: 10 })).toBeUndefined();
  });
});

describe('the settings of each page read', () => {
  it("resets the resolution to the engine's guess for a page that does not give one", () => {
    const held = { user_defined_dpi: '0', tessedit_pageseg_mode: PSM.SINGLE_COLUMN };
    const first = pageSettings(held, 300, 'rows');
    expect(first).toEqual({ user_defined_dpi: '300' });
    const after = { ...held, ...first };
    expect(pageSettings(after, undefined, 'rows')).toEqual({ user_defined_dpi: '0' });
    expect(pageSettings(after, 300, 'auto')).toEqual({ tessedit_pageseg_mode: PSM.AUTO });
    expect(pageSettings(held, undefined, 'rows')).toEqual({});
  });
});

describe('dot leaders read as words', () => {
  const at = (text: string, x0: number, x1 = x0 + 10 * text.length) => ({ text, x0, x1, y0: 100, y1: 112 });
  it('drops words made only of leader dots and cuts leader runs off words', () => {
    const words = [
      at('Beef', 10),
      at('Chuck..........', 60),
      at('..........', 220),
      at('iiiiiiii', 330),
      at(':::::', 420),
      at('......12.50', 480),
      at('.....coroccocresvanccvos', 600),
      at('Rack....cccvcsnnsss', 900),
    ];
    const kept = dropLeaderDots(words);
    expect(kept.map((w) => w.text)).toEqual(['Beef', 'Chuck', '12.50', 'Rack']);
    expect(kept[1]).toMatchObject({ x0: 60, x1: 110 });
    expect(kept[2]).toMatchObject({ x0: 540, x1: 590 });
  });

  it('keeps decimal points, short ellipses and ordinary words', () => {
    const words = [
      at('Assorted...', 10),
      at('1.50', 200),
      at('Ill', 300),
      at('Chilli', 400),
      at('$1,234.50', 500),
      at('accessories', 600),
    ];
    expect(dropLeaderDots(words)).toBe(words);
  });
});
