import { describe, expect, it } from 'vitest';
import { countRows, type ExistingItem, planRows, priceMove } from './import-plan.js';
import type { ParsedImportRow } from './import-rows.js';

const row = (r: Partial<ParsedImportRow> & { row: number; name: string }): ParsedImportRow => ({
  itemCode: '',
  category: null,
  unit: 'CS',
  pack: '',
  quantity: '1',
  price: '10',
  errors: [],
  ...r,
});

const item = (i: Partial<ExistingItem> & { id: number; name: string }): ExistingItem => ({
  item_code: '',
  category: null,
  unit: 'CS',
  pack: '',
  price: '10.00000',
  quantity: '1.00000',
  price_unit: 'CS',
  ...i,
});

describe('import plan', () => {
  const existing = [
    item({ id: 1, name: 'Roma Tomatoes', item_code: 'FV-1', pack: '25 LB', category: 'Produce' }),
    item({ id: 2, name: 'Lemons 115 ct' }),
    item({ id: 3, name: 'Basil', item_code: 'FV-9' }),
  ];

  it('matches by item code in any case, else by name, and lists what changes', () => {
    const planned = planRows(
      [
        row({ row: 2, itemCode: 'fv-1', name: 'Roma Tomatoes', pack: '25 LB', price: '11.5' }),
        row({ row: 3, name: 'LEMONS 115 CT' }),
        row({ row: 4, name: 'Limes', itemCode: 'FV-7' }),
        row({ row: 5, name: 'Lemons 115 ct', itemCode: 'L-1' }),
        row({ row: 6, name: 'Bad', errors: ['Please enter a price'], price: null }),
      ],
      existing,
    );
    expect(planned.map((r) => [r.row, r.action, r.itemId, r.changes])).toEqual([
      [2, 'update', 1, ['price']],
      [3, 'update', 2, ['name']],
      [4, 'new', null, []],
      [5, 'error', null, []],
      [6, 'error', null, []],
    ]);
    expect(planned[3]?.errors).toEqual(['This is the same item as row 3; only the first is imported']);
    expect(countRows(planned)).toEqual({ total: 5, new: 1, updated: 2, unchanged: 0, errors: 2 });
  });

  it('finds nothing to change when the row says what the catalogue says', () => {
    const planned = planRows([row({ row: 2, itemCode: 'FV-9', name: 'Basil', price: '10', quantity: '1' })], existing);
    expect(planned[0]?.action).toBe('unchanged');
  });

  it('does not match a coded row to an item with another code by name', () => {
    const planned = planRows([row({ row: 2, itemCode: 'X-1', name: 'Basil' })], existing);
    expect(planned[0]?.action).toBe('new');
  });

  it('keeps the category and pack an item has when the row leaves them empty', () => {
    const planned = planRows([row({ row: 2, itemCode: 'FV-1', name: 'Roma Tomatoes', price: '10' })], existing);
    expect(planned[0]?.action).toBe('unchanged');
  });

  it('shows the price an update replaces and flags a change of more than 50 %', () => {
    const planned = planRows(
      [
        row({ row: 2, itemCode: 'FV-1', name: 'Roma Tomatoes', price: '11.5' }),
        row({ row: 3, name: 'Lemons 115 ct', price: '25' }),
        row({ row: 4, itemCode: 'FV-9', name: 'Basil', price: '5' }),
      ],
      existing,
    );
    expect(planned.map((r) => [r.previousPrice, r.priceChangePercent, r.bigPriceChange])).toEqual([
      ['10', 15, false],
      ['10', 150, true],
      ['10', -50, false],
    ]);
    // Exactly 50 % is not more than 50 %; a cent more is.
    expect(priceMove('10', '15')).toEqual({ previousPrice: '10', priceChangePercent: 50, bigPriceChange: false });
    expect(priceMove('10', '15.01').bigPriceChange).toBe(true);
    expect(priceMove('10', '4.99').bigPriceChange).toBe(true);
    expect(priceMove('0', '2')).toEqual({ previousPrice: '0', priceChangePercent: null, bigPriceChange: true });
    expect(priceMove('10', '10')).toEqual({});
    expect(priceMove(null, '10')).toEqual({});
  });
});
