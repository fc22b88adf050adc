import { describe, expect, it } from 'vitest';
import { analyseLayout } from './layout-analysis.js';
import { reconcilesBest } from './other-readings.js';
import { pageOf } from './testing/words.js';

type Run = [number, string][];

const heading: Run = [
  [40, 'Code'],
  [100, 'Description'],
  [330, 'Qty'],
  [390, 'Price'],
  [480, 'Amount'],
];
const rows: [string, string, string, string, string][] = [
  ['A100', 'Beef brisket', '13.70', '6.25', '85.63'],
  ['B200', 'Pork butt', '24.10', '3.40', '81.94'],
  ['C300', 'Lamb leg', '8.30', '9.10', '75.53'],
];

/** The invoice's rows (weights) with the weight of some lost to another column (a reading that put a column wrong). */
function reading(wrong: number[], only = rows.length) {
  const lines: Run[] = rows.slice(0, only).map(([code, name, qty, price, amount], i) => [
    [40, code],
    [100, name],
    [335, wrong.includes(i) ? '' : qty],
    [390, price],
    [480, amount],
  ]);
  return analyseLayout([pageOf([heading, ...lines])], false);
}

describe('trying the other readings of a table whose rows do not reconcile', () => {
  it('keeps the reading whose rows reconcile when most rows of the first fail', () => {
    const wrong = reading([0, 1, 2]);
    const right = reading([]);
    expect(reconcilesBest(wrong, () => [right])).toBe(right);
  });

  it('does not read again a document whose rows reconcile', () => {
    const right = reading([]);
    let asked = 0;
    const chosen = reconcilesBest(right, () => {
      asked++;
      return [reading([])];
    });
    expect(chosen).toBe(right);
    expect(asked).toBe(0);
  });

  it('keeps the first reading when most of its rows reconcile', () => {
    const mostly = reading([2]);
    expect(reconcilesBest(mostly, () => [reading([])])).toBe(mostly);
  });

  it('does not take a reading that reconciles its rows by losing rows', () => {
    const wrong = reading([0, 1, 2]);
    const fewer = reading([], 2);
    expect(reconcilesBest(wrong, () => [fewer])).toBe(wrong);
  });
});
