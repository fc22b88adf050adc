import { describe, expect, it } from 'vitest';
import { tableItems } from './items.js';
import { reconcile } from './reconcile.js';
import { table } from './reconcile-test-kit.js';

describe('a line whose quantity column is empty', () => {
  it('takes a return credited in another column (a count in parentheses or with its minus after it)', () => {
    const t = table(
      [
        ['1', 'Tasso ham', '5.34', '9.96/LB', '$53.19'],
        ['6', 'French bread', '6', '34.23/CS', '$205.38'],
        ['(2)', 'Boudin links', '', '52.94/CS', '($105.88)'],
        ['3-', 'Andouille', '', '63.02/CS', '189.06-'],
      ],
      ['Qty', 'Description', 'Net Lbs', 'Price', 'Amount'],
      ['none', 'name', 'quantity', 'unit_price', 'amount'],
    );
    reconcile([t], 'dot', [], null);
    expect(t.rows.map((r) => r.check?.status)).toEqual(['reconciled', 'reconciled', 'reconciled', 'reconciled']);
    expect(tableItems([t], 'dot').map((i) => [i.quantity, i.unitPrice, i.amount])).toEqual([
      [5.34, 9.96, 53.19],
      [6, 34.23, 205.38],
      [-2, 52.94, -105.88],
      [-3, 63.02, -189.06],
    ]);
  });
});
