import { describe, expect, it } from 'vitest';
import { compareOffers, productKey } from './compare.js';

const row = (supplier_id: number, name: string, pack: string, unit: string, price: string) => ({
  supplier_id,
  name,
  pack,
  unit,
  quantity: '1',
  price,
});

describe('farm market, broadliner and ethnic grocer lines', () => {
  it('reads lavash as a bread of its own, so a thin one folds into the plain one of another supplier', () => {
    expect(productKey('Lavash Bread (Nan-e Lavash) 10 PK X 6 SHEETS')).toContain('lavash');
    const rows = compareOffers([
      row(1, 'Lavash Bread, Thin (Nan-e Lavash) — 12 packs of 10 sheets', '', 'CS', '24.00'),
      row(2, 'LAVASH BREAD (NAN-E LAVASH) 10 PK X 6 SHEETS', '', 'CS', '13.00'),
      row(3, 'Pita Bread 6 in, 12 packs of 10', '', 'CS', '30.00'),
    ]);
    expect(rows[0]?.group_key).toBe(rows[1]?.group_key);
  });
});
