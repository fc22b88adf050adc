import type { OrderListEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { summarizeOrders } from './summary';

const row = (id: number, supplierId: number, total: string) =>
  ({ order: { id, supplier_id: supplierId, total }, supplier: { id: supplierId } }) as OrderListEntry;

describe('summarizeOrders', () => {
  it('counts orders and distinct parties and adds totals exactly', () => {
    const s = summarizeOrders([row(1, 1, '0.10'), row(2, 1, '0.20'), row(3, 2, '100.01')], (r) => r.supplier.id);
    expect(s).toEqual({ orders: 3, parties: 2, total: '100.31', average: '33.44' });
  });

  it('is all zero without orders', () => {
    expect(summarizeOrders([], (r) => r.supplier.id)).toEqual({
      orders: 0,
      parties: 0,
      total: '0.00',
      average: '0.00',
    });
  });
});
