import type { ParsedTable } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  addDecimalText,
  categoryOf,
  fieldMapOf,
  gridReducer,
  initGrid,
  markOf,
  mergedFieldMap,
  needsLook,
  planSplit,
  usesSavedMap,
} from './grid-state';

const table: ParsedTable = {
  page: 1,
  headers: ['Description', 'Pack', 'Price'],
  fields: ['name', 'none', 'unit_price'],
  rows: [
    {
      values: { Description: 'Olive oil', Pack: '12/1 L', Price: '40' },
      selected: true,
      category: 'Canned and dry goods',
    },
    { values: { Description: 'Salt', Pack: '1 kg', Price: '2' }, selected: false, category: null },
  ],
};

describe('grid', () => {
  it('starts from the parsed tables with their mapping, ticks and categories', () => {
    const g = initGrid([table]);
    expect(g.tables[0].fields).toEqual(['name', 'none', 'unit_price']);
    expect(g.tables[0].rows.map((r) => [r.selected, r.category])).toEqual([
      [true, 'Canned and dry goods'],
      [false, 'None'],
    ]);
    expect(categoryOf('PRODUCE')).toBe('Produce');
    expect(categoryOf('Food Products')).toBe('None');
  });

  it('gives a field to one column only; None and the mapping as a fieldMap', () => {
    let g = initGrid([table]);
    g = gridReducer(g, { type: 'field', column: 1, field: 'name' });
    expect(g.tables[0].fields).toEqual(['none', 'name', 'unit_price']);
    expect(fieldMapOf(g.tables[0])).toEqual({ Description: 'none', Pack: 'name', Price: 'unit_price' });
  });

  it('ticks all rows or none, and one row', () => {
    let g = gridReducer(initGrid([table]), { type: 'selectAll', selected: true });
    expect(g.tables[0].rows.every((r) => r.selected)).toBe(true);
    g = gridReducer(g, { type: 'select', rowId: 'r0', selected: false });
    expect(g.tables[0].rows.map((r) => r.selected)).toEqual([false, true]);
  });

  it('splits a column at a separator into new columns, the first keeping its field', () => {
    const g = initGrid([table]);
    const plan = planSplit(g.tables[0], 'Pack', '/');
    expect(plan).toEqual({ column: 'Pack', separator: '/', targets: ['Pack 1', 'Pack 2'] });
    expect(planSplit(g.tables[0], 'Description', '/')).toBeNull();
    if (!plan) return;
    const split = gridReducer(g, { type: 'split', plan });
    expect(split.tables[0].headers).toEqual(['Description', 'Pack 1', 'Pack 2', 'Price']);
    expect(split.tables[0].fields).toEqual(['name', 'none', 'none', 'unit_price']);
    expect(split.tables[0].rows.map((r) => r.values)).toEqual([
      { Description: 'Olive oil', 'Pack 1': '12', 'Pack 2': '1 L', Price: '40' },
      { Description: 'Salt', 'Pack 1': '1 kg', 'Pack 2': '', Price: '2' },
    ]);
  });

  it('pages between tables within bounds', () => {
    const g = initGrid([table, { ...table, page: 2 }]);
    expect(gridReducer(g, { type: 'table', index: 1 }).index).toBe(1);
    expect(gridReducer(g, { type: 'table', index: 2 }).index).toBe(0);
    // Changes apply to the table shown.
    const second = gridReducer(gridReducer(g, { type: 'table', index: 1 }), { type: 'selectAll', selected: false });
    expect(second.tables[0].rows[0].selected).toBe(true);
    expect(second.tables[1].rows[0].selected).toBe(false);
  });

  it('saves the mapping of every table as one, and knows a table that arrived with it', () => {
    const other: ParsedTable = { ...table, headers: ['Code', 'Pack'], fields: ['item_code', 'unit'] };
    const g = gridReducer(initGrid([table, other]), { type: 'field', column: 1, field: 'unit' });
    expect(mergedFieldMap(g.tables)).toEqual({
      Description: 'name',
      Pack: 'unit',
      Price: 'unit_price',
      Code: 'item_code',
    });
    expect(usesSavedMap({ ...table, fields: ['name', 'unit', 'unit_price'] }, { pack: 'unit' })).toBe(true);
    // Not mapped as saved, or no header of it saved: the saved mapping was not used.
    expect(usesSavedMap(table, { Pack: 'unit' })).toBe(false);
    expect(usesSavedMap(table, { Measure: 'unit' })).toBe(false);
  });
});

describe("the parser's judgement of rows", () => {
  const judged: ParsedTable = {
    page: 1,
    headers: ['Description', 'Qty', 'Price', 'Amount'],
    fields: ['name', 'quantity', 'unit_price', 'amount'],
    rows: [
      {
        values: { Description: 'Tomatoes', Qty: '3', Price: '4.00', Amount: '12.00' },
        selected: true,
        category: null,
        check: { status: 'repaired', reason: null, repairs: ['400 read as 4.00 (decimal point restored)'] },
      },
      {
        values: { Description: 'Basil', Qty: '2', Price: '6.25', Amount: '12.50' },
        selected: true,
        category: null,
        check: { status: 'reconciled', reason: null, repairs: [] },
      },
      {
        values: { Description: 'Subtotal', Qty: '', Price: '', Amount: '24.50' },
        selected: false,
        category: null,
        check: { status: 'not_item', reason: 'Looks like a total line, not an item', repairs: [] },
      },
    ],
  };
  const second: ParsedTable = {
    ...judged,
    page: 2,
    rows: [
      {
        values: { Description: 'Oil', Qty: '2', Price: '18.00', Amount: '40.00' },
        selected: false,
        category: null,
        check: { status: 'unchecked', reason: '2 × 18.00 = 36.00, but the line says 40.00', repairs: [] },
      },
    ],
  };

  it('marks each row as judged; a row the user edits or adds is Edited', () => {
    let g = initGrid([judged]);
    expect(g.tables[0].rows.map(markOf)).toEqual(['repaired', 'reconciled', 'not_item']);
    // Committing the same text is no change.
    g = gridReducer(g, { type: 'edit', rowId: 'r1', header: 'Price', value: ' 6.25 ' });
    expect(markOf(g.tables[0].rows[1])).toBe('reconciled');
    g = gridReducer(g, { type: 'edit', rowId: 'r1', header: 'Price', value: '6.50' });
    expect(markOf(g.tables[0].rows[1])).toBe('edited');
    g = gridReducer(g, { type: 'duplicate', rowId: 'r0' });
    expect(g.tables[0].rows.map(markOf)).toEqual(['repaired', 'edited', 'edited', 'not_item']);
    expect(markOf(initGrid([table]).tables[0].rows[0])).toBeNull();
  });

  it('selects only the rows of every table that need a look, until a repair is confirmed', () => {
    let g = initGrid([judged, second]);
    g = gridReducer(g, { type: 'selectToCheck' });
    expect(g.tables.map((t) => t.rows.map((r) => r.selected))).toEqual([[true, false, false], [true]]);
    g = gridReducer(g, { type: 'confirmRepair', rowId: 'r0', confirmed: true });
    expect(needsLook(g.tables[0].rows[0])).toBe(false);
    g = gridReducer(g, { type: 'selectToCheck' });
    expect(g.tables.map((t) => t.rows.map((r) => r.selected))).toEqual([[false, false, false], [true]]);
  });

  it('merges a row with the next one, and takes the merge back', () => {
    const lines: ParsedTable = {
      page: 1,
      headers: ['Code', 'Description', 'Qty', 'Unit', 'Price', 'Amount'],
      fields: ['item_code', 'name', 'quantity', 'unit', 'unit_price', 'amount'],
      rows: [
        {
          values: {
            Code: 'CHK-1',
            Description: 'Chicken breast',
            Qty: '2',
            Unit: 'CS',
            Price: '40.10',
            Amount: '80.20',
          },
          selected: true,
          category: null,
          box: { page: 1, x0: 10, y0: 100, x1: 500, y1: 110 },
        },
        {
          values: { Code: '', Description: 'boneless skinless 4x10 lb', Qty: '', Unit: '', Price: '', Amount: '' },
          selected: false,
          category: 'Meat',
          box: { page: 1, x0: 20, y0: 112, x1: 300, y1: 122 },
        },
        {
          values: {
            Code: 'CHK-1',
            Description: 'chicken breast',
            Qty: '1.5',
            Unit: 'CS',
            Price: '40.10',
            Amount: '60.15',
          },
          selected: true,
          category: null,
        },
      ],
    };
    const g = initGrid([lines]);
    const [first, second, third] = g.tables[0].rows;
    const merged = gridReducer(g, { type: 'merge', rowId: first.id });
    const rows = merged.tables[0].rows;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: first.id,
      values: {
        Code: 'CHK-1',
        Description: 'Chicken breast boneless skinless 4x10 lb',
        Qty: '2',
        Unit: 'CS',
        Price: '40.10',
        Amount: '80.20',
      },
      selected: true,
      category: 'Meat',
      edited: true,
      box: { page: 1, x0: 10, y0: 100, x1: 500, y1: 122 },
    });
    expect(markOf(rows[0])).toBe('edited');
    // The same item on two lines: quantities and amounts add up, the unit price stays.
    const twice = gridReducer(merged, { type: 'merge', rowId: first.id });
    expect(twice.tables[0].rows).toHaveLength(1);
    expect(twice.tables[0].rows[0].values).toMatchObject({ Qty: '3.5', Price: '40.10', Amount: '140.35' });
    const sameName = gridReducer(initGrid([{ ...lines, rows: [lines.rows[0], lines.rows[2]] }]), {
      type: 'merge',
      rowId: 'r0',
    });
    expect(sameName.tables[0].rows[0].values.Description).toBe('Chicken breast');
    // The last row has nothing below it.
    expect(gridReducer(twice, { type: 'merge', rowId: first.id })).toEqual(twice);
    // Undone one merge at a time, back to the rows as read.
    const once = gridReducer(twice, { type: 'unmerge', rowId: first.id });
    expect(once.tables[0].rows.map((r) => r.id)).toEqual([first.id, third.id]);
    const back = gridReducer(once, { type: 'unmerge', rowId: first.id });
    expect(back.tables[0].rows).toEqual([first, second, third]);
  });

  it('adds decimal texts exactly', () => {
    expect(addDecimalText('0.1', '0.2')).toBe('0.3');
    expect(addDecimalText('$1,200.50', '99.5')).toBe('1300.00');
    expect(addDecimalText('-2', '0.75')).toBe('-1.25');
    expect(addDecimalText('2 kg', '1')).toBeNull();
    expect(addDecimalText('12,50', '1')).toBe('13.5');
    expect(addDecimalText('19.99', '19.99')).toBe('39.98');
  });
});
