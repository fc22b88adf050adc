import { describe, expect, it } from 'vitest';
import { tableItems } from './items.js';
import { reconcile } from './reconcile.js';
import { table } from './reconcile-test-kit.js';

describe('a figure read with a column rule beside it', () => {
  it('is whole like the figure, so one of a price and an amount both without points is not taken as printed', () => {
    // '65,29 $' read as '65298' twice, with the column's rule read as ']' after the price.
    const t = table([
      ['791740', 'Bacon tranché', '1', '65298]', '65298'],
      ['234268', 'Maïs en grains', '6', '48.48', '290,88 $'],
      ['520265', 'Sucre granulé', '1', '40.24', '40.24 $'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(t.rows[0].check?.status).toBe('repaired');
    expect(tableItems([t], 'dot').map((i) => [i.quantity, i.unitPrice, i.amount])[0]).toEqual([1, 65.29, 65.29]);
  });
});

describe('a line that multiplies out with column rules read beside its figures', () => {
  it('keeps the figures without the rules', () => {
    const t = table([
      ['6327', 'Poitrine de poulet', '4', '117.551', '(470.20'],
      ['24797', 'Contre-filet', '25.44]', '12.997)', '330.64'],
    ]);
    reconcile([t], 'dot', [], null);
    expect(tableItems([t], 'dot').map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [4, 117.551, 470.2],
      [25.44, 12.997, 330.64],
    ]);
  });
});
