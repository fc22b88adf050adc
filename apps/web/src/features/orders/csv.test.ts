import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv';
import { orderCsvColumns } from './csv';
import type { OrderRow } from './orders-api';

const row = (over: Partial<OrderRow>): OrderRow => ({
  id: 1,
  created: '2026-11-22T14:05:00.000Z',
  supplier_id: 1,
  business_id: 1,
  total: '598.50',
  status_id: 1,
  delivery_time: null,
  pickup: false,
  supplierName: 'Fresh Valley Produce',
  businessName: 'Maple Bistro',
  userEmail: 'owner@maple.demo.test',
  ...over,
});

describe('orderCsvColumns', () => {
  it('lists the visible orders with the party column of the page', () => {
    const csv = toCsv(
      [row({}), row({ id: 2, total: '1761.60', status_id: 36, supplierName: 'Northern Meats & Poultry' })],
      orderCsvColumns({ header: 'Supplier', value: (r) => r.supplierName }, (iso) => iso.slice(0, 10)),
    );
    expect(csv).toBe(
      'Order,Date,Supplier,Amount (CAD),Status\r\n' +
        '1,2026-11-22,Fresh Valley Produce,598.50,Pending\r\n' +
        '2,2026-11-22,Northern Meats & Poultry,1761.60,Delivered\r\n',
    );
    expect(toCsv([], orderCsvColumns({ header: 'Business', value: (r) => r.businessName }, String))).toBe(
      'Order,Date,Business,Amount (CAD),Status\r\n',
    );
  });

  it('defuses a business name a spreadsheet would run as a formula', () => {
    const csv = toCsv(
      [row({ businessName: '=cmd|"/c calc"!A1' })],
      orderCsvColumns({ header: 'Business', value: (r) => r.businessName }, (iso) => iso.slice(0, 10)),
    );
    expect(csv.split('\r\n')[1]).toBe(`1,2026-11-22,"'=cmd|""/c calc""!A1",598.50,Pending`);
  });
});
