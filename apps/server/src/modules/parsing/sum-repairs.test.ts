import { describe, expect, it } from 'vitest';
import { reconcile } from './reconcile.js';
import { lines, table } from './reconcile-test-kit.js';
import { fittedToSum } from './sum-repairs.js';

describe('lines fitted to the printed subtotal', () => {
  it('puts back the decimal points OCR lost when that is the one way the lines add up', () => {
    const t = table([
      ['A1', 'Romaine hearts 3ct', '4', '6.25', '25.00'],
      ['B2', 'Heavy cream 36%', '2', '11.40', '22.80'],
      ['C3', 'Eggs liquid whole', '1', 'Cs 52.78 ]', '5278'],
      ['D4', 'Bread sourdough loaf', '1', 'EA', '6876'],
    ]);
    const r = reconcile([t], 'dot', lines(['Subtotal 169.34']), null);
    expect(r.matches).toBe('subtotal');
    expect(t.rows.map((row) => row.values.Amount)).toEqual(['25.00', '22.80', '52.78', '68.76']);
    expect(t.rows[3].check?.status).toBe('repaired');
    expect(t.rows[3].check?.repairs.join(' ')).toMatch(/lost decimal point/);
    expect(t.rows.map(fittedToSum)).toEqual([false, false, true, true]);
  });

  it('leaves in a line the lines would add up without (a fee printed inside a price is a line of its own)', () => {
    const t = table([
      ['A1', 'Romaine hearts 3ct', '4', '6.25', '25.00'],
      ['B2', 'Heavy cream 36%', '2', '11.40', '22.80'],
      ['', 'Incl. recycling fee', '1', '', '4.24'],
    ]);
    reconcile([t], 'dot', lines(['Subtotal 47.80', 'Total 52.04']), 52.04);
    expect(t.rows[2].check?.status).not.toBe('not_item');
  });

  it('changes nothing when two different changes would make the lines add up', () => {
    const t = table([
      ['A1', 'Romaine hearts 3ct', '4', '6.25', '25.00'],
      ['C3', 'Eggs liquid whole', '1', 'EA', '1450'],
      ['D4', 'Bread sourdough loaf', '1', 'EA', '1450'],
    ]);
    const r = reconcile([t], 'dot', lines(['Subtotal 39.50']), null);
    expect(r.matches).toBeNull();
    expect(t.rows.map((row) => row.values.Amount)).toEqual(['25.00', '1450', '1450']);
  });
});
