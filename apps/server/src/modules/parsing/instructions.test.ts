import { describe, expect, it } from 'vitest';
import { applyInstructions, splitPack } from './instructions.js';
import { tableItems } from './items.js';
import type { ParsedTable } from './types.js';

const table = (): ParsedTable => ({
  page: 1,
  headers: ['Code', 'Description', 'Qty', 'Cost', 'Ext'],
  fields: ['item_code', 'name', 'quantity', 'unit_price', 'amount'],
  rows: [
    {
      values: { Code: '100', Description: '12/1 L Olive oil', Qty: '2', Cost: '54.20', Ext: '108.40' },
      selected: true,
      category: null,
    },
    {
      values: { Code: '200', Description: 'Flour 25 KG', Qty: '1', Cost: '21.00', Ext: '21.00' },
      selected: true,
      category: null,
    },
  ],
});

describe('parse instructions', () => {
  it('field_association overrides the mapping of matching headers, case-insensitively', () => {
    const t = table();
    applyInstructions(
      [t],
      [{ action: 'field_association', data: { fieldMap: { cost: 'amount', EXT: 'none', code: 'category' } } }],
    );
    expect(t.fields).toEqual(['category', 'name', 'quantity', 'amount', 'none']);
    const items = tableItems([t], 'dot');
    expect(items[0]).toMatchObject({ amount: 54.2, unitPrice: 27.1 });
  });

  it('field_split cuts a column into pack and name', () => {
    const t = table();
    applyInstructions([t], [{ action: 'field_split', data: { fields: ['Description', 'Pack', 'Name'] } }]);
    expect(t.headers).toEqual(['Code', 'Pack', 'Name', 'Qty', 'Cost', 'Ext']);
    expect(t.fields).toEqual(['item_code', 'unit', 'name', 'quantity', 'unit_price', 'amount']);
    expect(t.rows.map((r) => [r.values.Pack, r.values.Name])).toEqual([
      ['12/1 L', 'Olive oil'],
      ['25 KG', 'Flour'],
    ]);
    expect(tableItems([t], 'dot').map((i) => [i.name, i.unit])).toEqual([
      ['Olive oil', '12/1 L'],
      ['Flour', '25 KG'],
    ]);
  });

  it('field_split with a separator, the last part taking the rest', () => {
    const t = table();
    t.rows[0].values.Description = 'OIL - Olive oil - extra virgin';
    applyInstructions(
      [t],
      [{ action: 'field_split', data: { fields: ['description', 'item_code', 'name'], separator: ' - ' } }],
    );
    expect(t.fields).toEqual(['none', 'item_code', 'name', 'quantity', 'unit_price', 'amount']);
    expect(t.rows[0].values).toMatchObject({ item_code: 'OIL', name: 'Olive oil - extra virgin' });
  });

  it('ignores instructions for headers the table does not have', () => {
    const t = table();
    applyInstructions(
      [t],
      [
        { action: 'field_association', data: { fieldMap: { Brand: 'name' } } },
        { action: 'field_split', data: { fields: ['Brand', 'a', 'b'] } },
      ],
    );
    expect(t).toEqual(table());
  });

  it('finds the pack on either side of the name', () => {
    expect(splitPack('6 #10 Tomatoes crushed')).toEqual({ pack: '6 #10', rest: 'Tomatoes crushed' });
    expect(splitPack('Mozzarella 6 x 2 lb')).toEqual({ pack: '6 x 2 lb', rest: 'Mozzarella' });
    expect(splitPack('Basil')).toEqual({ pack: '', rest: 'Basil' });
  });
});
