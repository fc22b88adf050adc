import { INVOICE_MSG, type ParsedTable, toPlain } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { gridReducer, initGrid } from './grid-state';
import { amountOf, batches, buildRecords, checkRecords } from './records';
import { rowOf, sendRecords } from './use-invoice-import';

const table: ParsedTable = {
  page: 1,
  headers: ['Code', 'Description', 'Qty', 'Unit', 'Unit price', 'Amount'],
  fields: ['item_code', 'name', 'quantity', 'unit', 'unit_price', 'amount'],
  rows: [
    {
      values: {
        Code: ' 17589684 ',
        Description: 'Beeswax XL  ',
        Qty: '1',
        Unit: 'kg',
        'Unit price': '$42.00',
        Amount: '42',
      },
      selected: true,
      category: 'non food',
    },
    {
      values: {
        Code: 'LUX_TRF',
        Description: 'Luxury Truffles',
        Qty: '15',
        Unit: 'g',
        'Unit price': '10',
        Amount: '150',
      },
      selected: true,
      category: 'dairy',
    },
    {
      values: { Code: 'X', Description: 'Not this one', Qty: '1', Unit: 'ea', 'Unit price': '1', Amount: '1' },
      selected: false,
      category: null,
    },
  ],
};

const supplier = { id: 7, name: 'Azure Interior', alternateNames: ['Azure'] };

describe('buildRecords', () => {
  it('reads the ticked rows through the column mapping, trimmed, with their category', () => {
    const records = buildRecords(initGrid([table]).tables, supplier);
    expect(records).toEqual([
      {
        item: { name: 'Beeswax XL', category: null },
        supplier: { id: 7, name: 'Azure Interior', alternateNames: ['Azure'] },
        details: { price: '$42.00', unit: 'kg', quantity: '1', itemCode: '17589684' },
      },
      {
        item: { name: 'Luxury Truffles', category: 'Dairy' },
        supplier: { id: 7, name: 'Azure Interior', alternateNames: ['Azure'] },
        details: { price: '10', unit: 'g', quantity: '15', itemCode: 'LUX_TRF' },
      },
    ]);
  });

  it('follows a changed mapping and edited, duplicated rows', () => {
    let grid = initGrid([table]);
    grid = gridReducer(grid, { type: 'field', column: 4, field: 'none' });
    grid = gridReducer(grid, { type: 'edit', rowId: 'r1', header: 'Description', value: '  Black truffles ' });
    grid = gridReducer(grid, { type: 'duplicate', rowId: 'r1' });
    const records = buildRecords(grid.tables, { id: null, name: ' Azure Interior ', alternateNames: [] });
    // Without a unit price column the amount is the price.
    expect(records.map((r) => [r.item.name, r.details.price])).toEqual([
      ['Beeswax XL', '42'],
      ['Black truffles', '150'],
      ['Black truffles', '150'],
    ]);
    expect(records[0].supplier).toEqual({ id: null, name: 'Azure Interior', alternateNames: [] });
  });

  it('leaves unmapped fields empty and covers every table', () => {
    const other: ParsedTable = {
      page: 2,
      headers: ['Item'],
      fields: ['name'],
      rows: [{ values: { Item: 'Olive Oil' }, selected: true, category: null }],
    };
    const records = buildRecords(initGrid([table, other]).tables, supplier);
    expect(records).toHaveLength(3);
    expect(records[2].details).toEqual({ price: '', unit: '', quantity: '', itemCode: '' });
  });
});

describe('checkRecords', () => {
  const ok = buildRecords(initGrid([table]).tables, supplier);

  it('accepts complete records', () => {
    expect(checkRecords(ok)).toBeNull();
  });

  it('says which rule a record breaks, with the spec messages', () => {
    expect(checkRecords([])).toEqual({ message: INVOICE_MSG.selectOne, row: null });
    const noName = [ok[0], { ...ok[1], item: { name: '', category: null } }];
    expect(checkRecords(noName)).toEqual({ message: INVOICE_MSG.needName, row: 2 });
    const noSupplier = buildRecords(initGrid([table]).tables, null);
    expect(checkRecords(noSupplier)?.message).toBe(INVOICE_MSG.needSupplier);
    for (const details of [
      { ...ok[0].details, price: 'n/a' },
      { ...ok[0].details, quantity: '' },
      { ...ok[0].details, unit: '' },
      { ...ok[0].details, price: '-1' },
    ]) {
      expect(checkRecords([{ ...ok[0], details }])?.message).toBe(INVOICE_MSG.needDetails);
    }
  });

  it('reads amounts as the import does', () => {
    expect(toPlain(amountOf('$1,234.50')!)).toBe('1234.5');
    expect(toPlain(amountOf(' 0.9 ')!)).toBe('0.9');
    expect(toPlain(amountOf('12,50')!)).toBe('12.5');
    expect(amountOf('1.2.3')).toBeNull();
    expect(amountOf('12 kg')).toBeNull();
    expect(amountOf('')).toBeNull();
  });
});

describe('batches', () => {
  it('sends at most 100 records per call', () => {
    const items = Array.from({ length: 250 }, (_, i) => i);
    const out = batches(items);
    expect(out.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(out.flat()).toEqual(items);
    expect(batches(items.slice(0, 100))).toHaveLength(1);
    expect(batches([])).toEqual([]);
  });
});

describe('sendRecords', () => {
  const record = buildRecords(initGrid([table]).tables, supplier)[0];
  const target = { invoiceId: 9, fullKey: 'invoices/1/a.pdf', businessId: 4 };

  it('sends 250 records as 100 + 100 + 50 and adds up the items added', async () => {
    const call = vi.fn(async (body: unknown) => ({
      itemsAdded: (body as { records: unknown[] }).records.length,
      supplier_id: 7,
    }));
    const sent: number[] = [];
    const answer = await sendRecords(target, Array(250).fill(record), (n) => sent.push(n), call);
    expect(call.mock.calls.map(([b]) => (b as { records: unknown[] }).records.length)).toEqual([100, 100, 50]);
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ invoiceId: 9, businessId: 4 }));
    expect(sent).toEqual([100, 200, 250]);
    expect(answer).toEqual({ itemsAdded: 250, supplier_id: 7 });
  });

  it('stops at a refused batch, naming the row across the whole import', async () => {
    const call = vi
      .fn()
      .mockResolvedValueOnce({ itemsAdded: 100, supplier_id: 7 })
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION', INVOICE_MSG.needDetails, [{ row: 3 }]));
    const err = await sendRecords(target, Array(250).fill(record), () => undefined, call).catch((e: unknown) => e);
    expect(call).toHaveBeenCalledTimes(2);
    expect((err as ApiError).message).toBe(INVOICE_MSG.needDetails);
    expect(rowOf(err)).toBe(103);
  });
});
