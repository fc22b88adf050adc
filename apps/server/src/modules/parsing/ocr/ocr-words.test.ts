import { describe, expect, it } from 'vitest';
import { wordsFromBlocks } from './ocr-engine.js';

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
