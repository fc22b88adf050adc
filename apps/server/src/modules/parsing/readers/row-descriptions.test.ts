import { describe, expect, it } from 'vitest';
import { analyseLayout } from '../layout-analysis.js';
import { pageOf } from '../testing/words.js';
import { borrowDescriptions, wordShape } from './row-descriptions.js';

type Run = [number, string][];

/** One invoice page as a reading gives it, with the descriptions given. */
function reading(names: string[], amounts = ['25.00', '34.20', '76.20']) {
  const figures = [
    ['4', '6.25'],
    ['3', '11.40'],
    ['2', '38.10'],
  ];
  const rows: Run[] = [
    [
      [100, 'Description'],
      [330, 'Qty'],
      [390, 'Price'],
      [480, 'Amount'],
    ],
    ...names.map(
      (name, i): Run => [
        [100, name],
        [335, figures[i][0]],
        [390, figures[i][1]],
        [480, amounts[i]],
      ],
    ),
  ];
  return analyseLayout([pageOf(rows)], true);
}

const names = (layout: ReturnType<typeof reading>) => layout.tables[0].rows.map((r) => r.values.Description);

describe('descriptions taken across readings', () => {
  it('rates words above garbled text', () => {
    expect(wordShape('Parmesan Ripé 1kg')).toBeGreaterThan(wordShape('Pa|rm3san R~pé'));
    expect(wordShape('Crème fraîche 35%')).toBeGreaterThan(wordShape('Cr8me frqchx 3S%'));
    expect(wordShape('')).toBe(0);
  });

  it('takes the cleaner description of the same row from another reading', () => {
    const chosen = reading(['Romaine hearts', 'He4vy cr|am ~', 'Lemons 115ct']);
    const other = reading(['R0ma|ne hrts', 'Heavy cream', 'Lemons 115ct']);
    borrowDescriptions(chosen, [other]);
    expect(names(chosen)).toEqual(['Romaine hearts', 'Heavy cream', 'Lemons 115ct']);
  });

  it('keeps its own description when the other reading has other figures for the row', () => {
    const chosen = reading(['Romaine hearts', 'He4vy cr|am ~', 'Lemons 115ct']);
    const other = reading(['Romaine hearts', 'Heavy cream', 'Lemons 115ct'], ['25.00', '43.20', '76.20']);
    borrowDescriptions(chosen, [other]);
    expect(names(chosen)[1]).toBe('He4vy cr|am ~');
  });
});
