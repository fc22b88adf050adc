import { describe, expect, it } from 'vitest';
import type { Word } from '../types.js';
import { groupLines, rowSlope } from './lines.js';

const w = (text: string, x0: number, baseline: number, size = 10): Word => ({
  text,
  x0,
  x1: x0 + text.length * size * 0.5,
  y0: baseline - 0.8 * size,
  y1: baseline + 0.2 * size,
});

describe('groupLines', () => {
  it('groups words by baseline and orders them by x', () => {
    const lines = groupLines([w('Amount', 300, 100), w('Qty', 150, 100), w('Item', 20, 100), w('Apples', 20, 115)], 1);
    expect(lines.map((l) => l.text)).toEqual(['Item Qty Amount', 'Apples']);
    expect(lines[0].page).toBe(1);
  });

  it('tolerates small baseline differences between columns', () => {
    const lines = groupLines([w('Nintendo', 20, 521), w('1', 300, 522), w('189,00', 400, 521.6)], 1);
    expect(lines).toHaveLength(1);
    expect(lines[0].text).toBe('Nintendo 1 189,00');
  });

  it('keeps stacked header words on separate lines', () => {
    const lines = groupLines([w('Prix', 400, 491), w('Description', 100, 497), w('unitaire', 395, 503)], 1);
    expect(lines.map((l) => l.text)).toEqual(['Prix', 'Description', 'unitaire']);
  });

  it('never merges overlapping words into one line', () => {
    const lines = groupLines([w('upper', 10, 100), w('lower', 12, 103)], 1);
    expect(lines).toHaveLength(2);
  });
});

/** Words of a page turned by `slope` (dy per dx) about x = 0: each word's box moves down by slope × its centre's x. */
const turned = (words: Word[], slope: number): Word[] =>
  words.map((x) => {
    const dy = slope * ((x.x0 + x.x1) / 2);
    return { ...x, y0: x.y0 + dy, y1: x.y1 + dy };
  });

/** A receipt-like page: a description at the left edge and its amount at the right edge of a wide page, 20 rows. */
function widePage(): Word[] {
  const words: Word[] = [];
  for (let row = 0; row < 20; row++) {
    const y = 100 + row * 24;
    words.push(w('ITEM', 40, y, 20), w(`NO${row}`, 100, y, 20), w('N', 2000, y, 20), w(`${row + 10}.25`, 2100, y, 20));
  }
  return words;
}

describe('groupLines on a page that is not quite level', () => {
  it('keeps an amount at the right edge on its description’s line when the rows slope by a third of a degree', () => {
    const lines = groupLines(turned(widePage(), 0.0055), 1);
    expect(lines).toHaveLength(20);
    expect(lines[0].text).toBe('ITEM NO0 N 10.25');
    expect(lines[19].text).toBe('ITEM NO19 N 29.25');
  });

  it('does the same when the rows slope the other way', () => {
    const lines = groupLines(turned(widePage(), -0.006), 1);
    expect(lines.map((l) => l.text)).toContain('ITEM NO7 N 17.25');
    expect(lines).toHaveLength(20);
  });

  it('finds the slope, and none on a level page', () => {
    expect(rowSlope(turned(widePage(), 0.0055))).toBeCloseTo(0.0055, 3);
    expect(rowSlope(widePage())).toBe(0);
  });
});
