import { describe, expect, it } from 'vitest';
import type { Word } from '../types.js';
import { mergeReadings } from './merge-passes.js';
import { unturn } from './ocr-engine.js';
import { overlapShare } from './word-boxes.js';

const w = (text: string, x0: number, y0: number, width = 40, height = 12): Word => ({
  text,
  x0,
  x1: x0 + width,
  y0,
  y1: y0 + height,
});

describe('two OCR readings of a page joined', () => {
  it('adds the words one reading found where the other found nothing, and not those both read', () => {
    // Row by row: the quantities and prices, the descriptions lost; the engine's own layout: the descriptions and
    // prices, the lone quantities lost.
    const rows = {
      words: [w('2', 300, 100, 10), w('4.50', 400, 100), w('1', 300, 130, 10), w('3.00', 400, 130)],
      turn: 0,
    };
    const auto = {
      words: [w('Apples', 20, 101, 60), w('4.5O', 401, 100), w('Pears', 20, 131, 50), w('3.00', 399, 131)],
      turn: 0,
    };
    const joined = mergeReadings(rows, auto);
    expect(joined.words.map((x) => x.text)).toEqual(['2', '4.50', '1', '3.00', 'Apples', 'Pears']);
    expect(joined.turn).toBe(0);
  });

  it('compares the words of readings straightened by different angles on the page', () => {
    const turn = 0.02;
    // A word at page point (500, 200), as a reading turned by `turn` holds it (readBlocks turns centres back).
    const [c, s] = [Math.cos(turn), Math.sin(turn)];
    const [cx, cy] = [500 * c + 200 * s, -500 * s + 200 * c];
    const turned = { words: [w('Total', cx - 20, cy - 6)], turn };
    const straight = { words: [w('Total', 480, 194), w('Due', 700, 194)], turn: 0 };
    const joined = mergeReadings(turned, straight);
    expect(joined.words.map((x) => x.text)).toEqual(['Total', 'Due']);
    // The added word is in the frame of the reading it joined: turned back, it stands where it was read.
    const due = joined.words[1];
    const [px, py] = unturn(turn)((due.x0 + due.x1) / 2, (due.y0 + due.y1) / 2);
    expect(px).toBeCloseTo(720, 6);
    expect(py).toBeCloseTo(200, 6);
  });

  it('measures overlap on the smaller box', () => {
    expect(overlapShare(w('a', 0, 0, 10, 10), w('b', 0, 0, 100, 10))).toBe(1);
    expect(overlapShare(w('a', 0, 0, 10, 10), w('b', 20, 0, 10, 10))).toBe(0);
  });
});
