import type { OrderListEntry } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv';
import { orderCsvColumns } from './csv';

const row = (
  over: { id?: number; total?: string; status_id?: number; supplier?: string; business?: string } = {},
): OrderListEntry => ({
  order: {
    id: over.id ?? 1,
    created: '2026-11-22T14:05:00.000Z',
    supplier_id: 1,
    business_id: 1,
    address: '1 King St',
    phone: '4165550100',
    pickup: false,
    delivery_time: null,
    contact_name: 'Rita',
    total: over.total ?? '598.50',
    status_id: over.status_id ?? 1,
    status: '',
  },
  orderStatus: [],
  supplier: { id: 1, name: over.supplier ?? 'Fresh Valley Produce' },
  business: { id: 1, name: over.business ?? 'Maple Bistro' },
  userEmail: 'owner@maple.demo.test',
  supplierName: over.supplier ?? 'Fresh Valley Produce',
});

describe('orderCsvColumns', () => {
  it('lists the visible orders with the party column of the page', () => {
    const csv = toCsv(
      [row(), row({ id: 2, total: '1761.60', status_id: 36, supplier: 'Northern Meats & Poultry' })],
      orderCsvColumns({ header: 'Supplier', value: (r) => r.supplier.name }, (iso) => iso.slice(0, 10)),
    );
    expect(csv).toBe(
      'Order,Date,Supplier,Amount (CAD),Status\r\n' +
        '1,2026-11-22,Fresh Valley Produce,598.50,Pending\r\n' +
        '2,2026-11-22,Northern Meats & Poultry,1761.60,Delivered\r\n',
    );
    expect(toCsv([], orderCsvColumns({ header: 'Business', value: (r) => r.business.name }, String))).toBe(
      'Order,Date,Business,Amount (CAD),Status\r\n',
    );
  });

  it('defuses a business name a spreadsheet would run as a formula', () => {
    const csv = toCsv(
      [row({ business: '=cmd|"/c calc"!A1' })],
      orderCsvColumns({ header: 'Business', value: (r) => r.business.name }, (iso) => iso.slice(0, 10)),
    );
    expect(csv.split('\r\n')[1]).toBe(`1,2026-11-22,"'=cmd|""/c calc""!A1",598.50,Pending`);
  });
});
