import { describe, expect, it } from 'vitest';
import { ocrCacheFile, wordsFromBlocks } from './ocr-engine.js';

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
