import { describe, expect, it } from 'vitest';
import type { Line } from '../types.js';
import { numericClusters } from './clusters.js';

/** A line of words at [x0, x1] with a text height of 20. */
function line(y: number, words: [number, number, string][]): Line {
  const ws = words.map(([x0, x1, text]) => ({ text, x0, x1, y0: y, y1: y + 20 }));
  return { words: ws, y0: y, y1: y + 20, page: 1, text: ws.map((w) => w.text).join(' '), size: 20 };
}

const spans = (lines: Line[]) => numericClusters(lines, 'comma').map((c) => [Math.round(c.x0), Math.round(c.x1)]);

describe('numericClusters', () => {
  it('keeps a price and an amount column apart when misread figures reach from one towards the other', () => {
    const lines = [0, 1, 2, 3, 4, 5].map((i) =>
      line(i * 40, [
        [100, 160, '12,50'],
        [260, 320, '25,00'],
      ]),
    );
    // A price read with the rule after it ('12,5011') reaching towards the amounts, and an amount read with the
    // same rule before it ('125,00') reaching back: chained, they would make one column.
    lines.push(
      line(280, [
        [100, 235, '12,5011'],
        [225, 320, '125,00'],
      ]),
    );
    expect(spans(lines)).toEqual([
      [100, 230],
      [230, 320],
    ]);
  });

  it('leaves out a figure of one line that straddles two columns', () => {
    const lines = [0, 1, 2, 3, 4, 5].map((i) =>
      line(i * 40, [
        [100, 160, '12,50'],
        [260, 320, '25,00'],
      ]),
    );
    lines.push(line(280, [[100, 320, '12,502500']]));
    expect(spans(lines)).toEqual([
      [100, 160],
      [260, 320],
    ]);
  });

  it('counts a figure whose dollar sign after it was read as a mark', () => {
    const lines = ['2628%', '4429%', '5237S', '3085%'].map((p, i) =>
      line(i * 40, [
        [100, 160, p],
        [260, 320, '52,56'],
      ]),
    );
    expect(numericClusters(lines, 'comma').map((c) => [c.x0, c.x1, c.support])).toEqual([
      [100, 160, 4],
      [260, 320, 4],
    ]);
  });

  it('does not take numbers inside descriptions for a column a code reaches over', () => {
    const lines = [0, 1, 2, 3, 4, 5].map((i) =>
      line(i * 40, [
        [100, 160, '12345'],
        [170, 240, 'APPLES'],
        [245, 290, '100'],
      ]),
    );
    lines.push(line(280, [[100, 300, '1234567890']]));
    expect(numericClusters(lines, 'dot').map((c) => [c.x0, c.x1, c.support])).toEqual([[100, 300, 7]]);
  });

  it('keeps apart a column of wide prices and the amounts beside it whose figures start a little further left or right', () => {
    // A photographed page: prices to three decimals end at different places, and one ('110.203') reaches past where
    // several amounts start; each line still prints its price and its amount as two figures.
    const rows: [number, number, string, number, number, string][] = [
      [94, 190, '426.05', 222, 342, '1,618.99'],
      [58, 206, '29.906', 243, 341, '29.91'],
      [60, 229, '110.203', 244, 340, '440.81'],
      [98, 212, '6.052', 223, 340, '168.06'],
      [92, 205, '64.243', 215, 339, '642.43'],
      [107, 186, '7.836', 244, 337, '122.16'],
      [23, 192, '117.088', 240, 343, '234.18'],
      [81, 183, '34.538', 239, 331, '103.61'],
    ];
    const lines = rows.map(([p0, p1, p, a0, a1, a], i) =>
      line(i * 40, [
        [p0, p1, p],
        [a0, a1, a],
      ]),
    );
    const found = numericClusters(lines, 'dot').map((c) => [Math.round(c.x0), Math.round(c.x1)]);
    expect(found).toHaveLength(2);
    expect(found[0][1]).toBeLessThanOrEqual(229);
    expect(found[1][0]).toBeGreaterThanOrEqual(206);
  });
});
