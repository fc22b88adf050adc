/** A speck or a rule read as letters between rows ('BE', one pixel high) must not end the table. */
import { describe, expect, it } from 'vitest';
import { tableItems } from './items.js';
import { analyseLayout } from './layout-analysis.js';
import { reconcile } from './reconcile.js';
import { brief } from './testing/read-document.js';
import { pageOf } from './testing/words.js';

describe('specks between rows', () => {
  it('reads every row past a one-pixel mark read as letters', () => {
    const pitch = 30;
    const page = pageOf(
      [
        [
          [40, 'Item'],
          [100, 'Description'],
          [330, 'Qty'],
          [390, 'Price'],
          [480, 'Amount'],
        ],
        [
          [40, 'A100'],
          [100, 'Romaine hearts 3ct'],
          [335, '4'],
          [400, '6.25'],
          [485, '25.00'],
        ],
        [
          [40, 'B200'],
          [100, 'Heavy cream 36%'],
          [335, '2'],
          [400, '11.40'],
          [485, '22.80'],
        ],
        [
          [40, 'C300'],
          [100, 'Lemons 165ct'],
          [335, '1'],
          [400, '38.90'],
          [485, '38.90'],
        ],
      ],
      1,
      100,
      pitch,
    );
    // The mark stands in the gap under the second row, far from any text: a line of its own, one unit high.
    const below = 100 + 2 * pitch + 12;
    const speck = { text: 'BE', x0: 250, x1: 262, y0: below, y1: below + 1 };
    const layout = analyseLayout([{ ...page, words: [...page.words, speck] }], true);
    reconcile(layout.tables, layout.style, layout.lines, null);
    expect(brief(tableItems(layout.tables, layout.style))).toEqual([
      ['A100', 'Romaine hearts 3ct', 4, 6.25, 25],
      ['B200', 'Heavy cream 36%', 2, 11.4, 22.8],
      ['C300', 'Lemons 165ct', 1, 38.9, 38.9],
    ]);
  });
});
