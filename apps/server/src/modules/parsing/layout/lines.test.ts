import { describe, expect, it } from 'vitest';
import type { Word } from '../types.js';
import { groupLines } from './lines.js';

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
