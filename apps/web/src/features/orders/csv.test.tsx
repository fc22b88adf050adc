import type { OrderListEntry } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, ordersCsv, toCsv } from './csv';

const row = (id: number, total: string, statusId: number, supplier: string): OrderListEntry => ({
  order: {
    id,
    created: '2026-11-22T14:05:00.000Z',
    supplier_id: id,
    business_id: 1,
    address: '1 King St',
    phone: '4165550100',
    pickup: false,
    delivery_time: null,
    contact_name: 'Rita',
    total,
    status_id: statusId,
    status: '',
  },
  orderStatus: [],
  supplier: { id, name: supplier },
  business: { id: 1, name: 'Maple Bistro' },
  userEmail: 'owner@maple.demo.test',
  supplierName: supplier,
});

describe('toCsv', () => {
  it('writes a header and CRLF lines, quoting commas, quotes and line breaks', () => {
    const csv = toCsv(
      [
        { a: 'plain', b: 3 },
        { a: 'Meats, "Northern"', b: 4.5 },
        { a: 'two\nlines', b: null },
      ],
      [
        { header: 'Name', value: (r: { a: string; b: number | null }) => r.a },
        { header: 'Qty', value: (r: { a: string; b: number | null }) => r.b },
      ],
    );
    expect(csv).toBe('Name,Qty\r\nplain,3\r\n"Meats, ""Northern""",4.5\r\n"two\nlines",\r\n');
  });

  it('keeps spreadsheets from running text as a formula', () => {
    const csv = toCsv([{ a: '=HYPERLINK("x")' }, { a: '-5' }, { a: '@me' }], [{ header: 'A', value: (r) => r.a }]);
    expect(csv.split('\r\n').slice(1, 4)).toEqual(['"\'=HYPERLINK(""x"")"', "'-5", "'@me"]);
    expect(toCsv([{ n: -5 }], [{ header: 'N', value: (r) => r.n }])).toBe('N\r\n-5\r\n');
  });
});

describe('ordersCsv', () => {
  it('lists the visible orders with the party column of the page', () => {
    const csv = ordersCsv(
      [row(1, '598.50', 1, 'Fresh Valley Produce'), row(2, '1761.60', 36, 'Northern Meats & Poultry')],
      { header: 'Supplier', value: (r) => r.supplier.name },
      (iso) => iso.slice(0, 10),
    );
    expect(csv).toBe(
      'Order,Date,Supplier,Amount (CAD),Status\r\n' +
        '1,2026-11-22,Fresh Valley Produce,598.50,Pending\r\n' +
        '2,2026-11-22,Northern Meats & Poultry,1761.60,Delivered\r\n',
    );
    expect(ordersCsv([], { header: 'Business', value: (r) => r.business.name }, String)).toBe(
      'Order,Date,Business,Amount (CAD),Status\r\n',
    );
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('saves the text as a UTF-8 .csv file through a temporary link', async () => {
    let saved: Blob | undefined;
    const create = vi.fn((b: Blob) => {
      saved = b;
      return 'blob:orders';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('orders.csv');
      expect(this.getAttribute('href')).toBe('blob:orders');
    });
    downloadCsv('orders.csv', 'A\r\n1\r\n');
    expect(click).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
    expect(saved?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (saved as Blob).arrayBuffer());
    // A UTF-8 byte-order mark, then the text.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('A\r\n1\r\n');
  });
});
