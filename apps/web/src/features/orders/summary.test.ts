import { describe, expect, it } from 'vitest';
import type { OrderRow } from './orders-api';
import { summarizeOrders } from './summary';

const row = (id: number, supplier_id: number, total: string) => ({ id, supplier_id, total }) as OrderRow;

describe('summarizeOrders', () => {
  it('counts orders and distinct parties and adds totals exactly', () => {
    const s = summarizeOrders([row(1, 1, '0.10'), row(2, 1, '0.20'), row(3, 2, '100.01')], (r) => r.supplier_id);
    expect(s).toEqual({ orders: 3, parties: 2, total: '100.31', average: '33.44' });
  });

  it('is all zero without orders', () => {
    expect(summarizeOrders([], (r) => r.supplier_id)).toEqual({
      orders: 0,
      parties: 0,
      total: '0.00',
      average: '0.00',
    });
  });
});
