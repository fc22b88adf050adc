import { describe, expect, it } from 'vitest';
import type { Anchor } from './anchors.js';
import type { ColumnInput } from './roles.js';
import { namesInCodeCells, splitLostDescription, toParsedTable } from './to-table.js';

const column = (label: string, role: ColumnInput['role'], x: number, values: string[]): ColumnInput => ({
  label,
  role,
  strength: 1,
  perUnit: false,
  values,
  x,
});

describe('a description whose heading was lost in reading', () => {
  it('is taken out of the size column its words joined', () => {
    const cols = [
      column('Pack', 'unit', 100, ['18', '1', '4']),
      column('Size', 'unit', 200, ['2CT CELERY HEARTS', 'S0LB POTATO YUKON GOLD', '4 L MAPLE SYRUP AMBER']),
      column('Price', 'unit_price', 400, ['39.54', '33.63', '122.34']),
    ];
    splitLostDescription(cols);
    expect(cols.map((c) => [c.label, c.role, c.values])).toEqual([
      ['Pack', 'unit', ['18', '1', '4']],
      ['Size', 'unit', ['2CT', 'S0LB', '4 L']],
      ['Description', 'name', ['CELERY HEARTS', 'POTATO YUKON GOLD', 'MAPLE SYRUP AMBER']],
      ['Price', 'unit_price', ['39.54', '33.63', '122.34']],
    ]);
  });

  it('leaves a pack column written out in a few words as it is', () => {
    const cols = [
      column('Pack', 'unit', 100, ['12 x 1 LT', '6 x 2 KG', '24 x 330 ML']),
      column('Price', 'unit_price', 400, ['39.54', '33.63', '122.34']),
    ];
    splitLostDescription(cols);
    expect(cols).toHaveLength(2);
  });

  it('leaves the size alone where a column is the description', () => {
    const cols = [
      column('Size', 'unit', 200, ['2CT CELERY HEARTS', 'S0LB POTATO YUKON GOLD']),
      column('Item', 'name', 300, ['Celery', 'Potatoes']),
    ];
    splitLostDescription(cols);
    expect(cols[0].values).toEqual(['2CT CELERY HEARTS', 'S0LB POTATO YUKON GOLD']);
  });
});

describe('a table whose description was taken out of the size column', () => {
  it('keeps the lines read above its rows (section headings) as notes, not as a second description', () => {
    const anchor = (label: string, role: Anchor['role'], x0: number): Anchor => ({
      label,
      role,
      strength: 1,
      perUnit: false,
      x0,
      x1: x0 + 40,
      lower: null,
      numeric: false,
    });
    const anchors = [anchor('Qty', 'quantity', 0), anchor('Size', 'unit', 100), anchor('Amount', 'amount', 300)];
    const row = (cells: string[], note?: string) => ({
      cells,
      lower: ['', '', ''],
      category: null,
      page: 1,
      lines: [],
      ...(note ? { note } : {}),
    });
    const table = toParsedTable(
      {
        page: 1,
        anchors,
        rows: [row(['1', '2CT CELERY HEARTS', '39.54'], 'PRODUCE'), row(['2', '#10 TOMATO PASTE', '85.92'])],
      },
      'dot',
    );
    expect(table.headers).toEqual(['Qty', 'Note', 'Size', 'Description', 'Amount']);
    expect(table.fields[table.headers.indexOf('Description')]).toBe('name');
    expect(table.rows[0].values).toMatchObject({ Note: 'PRODUCE', Description: 'CELERY HEARTS' });
  });
});

describe('a description read into the code cell', () => {
  it('is taken out where the description cell is empty and the other rows print the code alone', () => {
    const cols = [
      column('Item', 'item_code', 100, ['20-1994 “Napkin 20X20 White', '25-1172', '23-9882', '57-8302', '79-2415 T']),
      column('Description', 'name', 200, ['', 'Kitchen Towel White', 'Apron Bib Black', 'Mop Head Wet', '']),
    ];
    namesInCodeCells(cols, ['item_code', 'name']);
    expect(cols.map((c) => c.values)).toEqual([
      ['20-1994', '25-1172', '23-9882', '57-8302', '79-2415 T'],
      ['Napkin 20X20 White', 'Kitchen Towel White', 'Apron Bib Black', 'Mop Head Wet', ''],
    ]);
  });
});
