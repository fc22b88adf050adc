import { describe, expect, it } from 'vitest';
import { productKey } from '../catalog/compare.js';
import { pairLines } from './invoice-check.js';

const line = (id: number, item_id: number, item_code: string, name: string, pack = '') => ({
  id,
  item_id,
  item_code,
  key: productKey(name, pack),
});

describe('pairLines', () => {
  it('pairs by item, then item code, then product, each order line once', () => {
    const ordered = [
      line(1, 10, 'T-1', 'Roma Tomatoes 25 LB'),
      line(2, 11, 'G-1', 'Garlic, Peeled', '5 LB'),
      line(3, 12, '', 'Basil'),
    ];
    const billed = [
      line(100, 99, 't-1', 'Tomatoes roma'),
      line(101, 98, '', 'Garlic peeled'),
      line(102, 10, '', 'Roma Tomatoes 25 LB'),
      line(103, 97, 'X-9', 'Lemons'),
    ];
    expect(pairLines(billed, ordered)).toEqual([
      [100, 1],
      [101, 2],
    ]);
  });

  it('pairs nothing when nothing is alike', () => {
    expect(pairLines([line(1, 1, 'A', 'Lemons')], [line(2, 2, 'B', 'Limes')])).toEqual([]);
  });
});
