import { ITEM_MSG } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { detectHeader } from './import-headers.js';
import {
  canonicalDecimal,
  checkPrice,
  checkQuantity,
  joinPack,
  matchCategory,
  normaliseName,
  rowsFromGrid,
} from './import-rows.js';

const rows = (grid: string[][]) => {
  const map = detectHeader(grid);
  if (!map) throw new Error('no header');
  return rowsFromGrid(grid, map);
};

describe('prices and quantities', () => {
  it('reads prices as suppliers write them, as exact decimal text', () => {
    expect(checkPrice('32.50')).toEqual({ value: '32.5' });
    expect(checkPrice('$1,234.50')).toEqual({ value: '1234.5' });
    expect(checkPrice('12,50')).toEqual({ value: '12.5' });
    expect(checkPrice('1.234,5')).toEqual({ value: '1234.5' });
    expect(checkPrice('CAD 3.10')).toEqual({ value: '3.1' });
    expect(checkPrice('0.00001')).toEqual({ value: '0.00001' });
    expect(checkPrice(' 7 ')).toEqual({ value: '7' });
  });

  it('refuses a missing, non-numeric, zero, negative, too precise or too large price with a message', () => {
    expect(checkPrice('')).toEqual({ error: ITEM_MSG.price });
    expect(checkPrice('abc')).toEqual({ error: 'The price "abc" is not a number' });
    expect(checkPrice('0')).toEqual({ error: 'The price must be more than 0' });
    expect(checkPrice('-4.20')).toEqual({ error: 'The price must be more than 0' });
    expect(checkPrice('1.123456')).toEqual({ error: 'The price has more than 5 decimals' });
    expect(checkPrice('2000000')).toEqual({ error: 'The price must be at most 1,000,000' });
    expect(checkPrice('1.2.3')).toEqual({ error: 'The price "1.2.3" is not a number' });
  });

  it('takes an empty quantity as 1 and refuses one that is not more than 0', () => {
    expect(checkQuantity('')).toEqual({ value: '1' });
    expect(checkQuantity('40')).toEqual({ value: '40' });
    expect(checkQuantity('0')).toHaveProperty('error');
    expect(checkQuantity('many')).toHaveProperty('error');
  });

  it('writes the database form of a decimal the same way', () => {
    expect(canonicalDecimal('32.50000')).toBe('32.5');
    expect(canonicalDecimal('1.00000')).toBe('1');
    expect(canonicalDecimal(null)).toBeNull();
  });
});

describe('cells', () => {
  it('matches categories without case and with common synonyms', () => {
    expect(matchCategory('produce')).toBe('Produce');
    expect(matchCategory('PAPER & DIS')).toBe('Paper & Dis');
    expect(matchCategory('Beverages')).toBe('Beverage');
    expect(matchCategory('Dry goods')).toBe('Canned and dry goods');
    expect(matchCategory('Toys')).toBeUndefined();
  });

  it('joins a pack count and a size', () => {
    expect(joinPack('4', '2.5 KG')).toBe('4x2.5 KG');
    expect(joinPack('CS', '12 x 1 L')).toBe('CS 12 x 1 L');
    expect(joinPack('', '25 LB')).toBe('25 LB');
  });

  it('compares names without case or spacing', () => {
    expect(normaliseName('  Roma   TOMATOES ')).toBe('roma tomatoes');
  });
});

describe('rows of a file', () => {
  it('reads each row with its number in the file and reports every problem of a row', () => {
    const { rows: read, warnings } = rows([
      ['Item #', 'Description', 'UOM', 'Pack', 'Unit Price', 'Category'],
      ['FV-1', 'Roma Tomatoes', 'CS', '25 LB', '$32.50', 'produce'],
      [],
      ['FV-2', '', 'CS', '', 'free', 'Toys'],
      ['FV-3', 'Basil', '', '', '2.5', ''],
    ]);
    expect(warnings).toEqual([]);
    expect(read).toHaveLength(3);
    expect(read[0]).toEqual({
      row: 2,
      itemCode: 'FV-1',
      name: 'Roma Tomatoes',
      category: 'Produce',
      unit: 'CS',
      pack: '25 LB',
      quantity: '1',
      price: '32.5',
      errors: [],
    });
    expect(read[1]?.row).toBe(4);
    expect(read[1]?.errors).toEqual([
      ITEM_MSG.name,
      expect.stringMatching(/^Unknown category "Toys". Use one of: Produce, /),
      'The price "free" is not a number',
    ]);
    expect(read[2]?.errors).toEqual([ITEM_MSG.unit]);
  });

  it('reports a repeated item code, or without codes a repeated name, on the later row', () => {
    const { rows: read } = rows([
      ['Code', 'Name', 'Unit', 'Price'],
      ['A1', 'Lemons', 'CS', '20'],
      ['a1', 'Lemons again', 'CS', '21'],
      ['', 'Limes', 'CS', '18'],
      ['', 'LIMES', 'CS', '19'],
    ]);
    expect(read.map((r) => r.errors)).toEqual([
      [],
      ['Item code a1 is also on row 2; only the first is imported'],
      [],
      ['"LIMES" is also on row 4; only the first is imported'],
    ]);
  });

  it('takes section headings as the category of the rows under them', () => {
    const { rows: read } = rows([
      ['SKU', 'Product', 'Pack', 'Price'],
      ['Produce'],
      ['P100', 'Romaine', '24 ct', '31.5'],
      ['Dairy'],
      ['D300', 'Mozzarella', '6 x 2 lb', '42'],
      ['', 'Butter', '', ''],
    ]);
    expect(read.map((r) => [r.itemCode, r.category, r.unit])).toEqual([
      ['P100', 'Produce', 'CS'],
      ['D300', 'Dairy', 'CS'],
      ['', 'Dairy', 'EA'],
    ]);
    // A lone name is an item without a price, not a heading.
    expect(read[2]?.errors).toEqual([ITEM_MSG.price]);
  });

  it('warns when there is no unit column', () => {
    const { warnings } = rows([
      ['Name', 'Price'],
      ['Lemons', '20'],
    ]);
    expect(warnings).toHaveLength(1);
  });
});
