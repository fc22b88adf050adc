import { formatQuantity, ITEM_MSG } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { addItemFormSchema, changedFields, DECIMALS_MSG, EMPTY_ITEM, editItemFormSchema } from './item-schema';
import { formatPrice } from './price-format';

function messages(values: Record<string, string>): Record<string, string> {
  const r = addItemFormSchema.safeParse(values);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('add item form', () => {
  it("gives the spec's message for every missing field", () => {
    expect(messages({ ...EMPTY_ITEM, supplierName: '' })).toEqual({
      supplierName: ITEM_MSG.supplierName,
      name: ITEM_MSG.name,
      category: ITEM_MSG.category,
      itemCode: ITEM_MSG.itemCode,
      price: ITEM_MSG.price,
      quantity: ITEM_MSG.quantity,
      unit: ITEM_MSG.unit,
    });
  });

  it('treats blank text as missing', () => {
    expect(messages({ ...EMPTY_ITEM, supplierName: 'Fresh', name: '   ' }).name).toBe(ITEM_MSG.name);
  });

  const valid = {
    supplierName: 'Fresh Valley',
    name: 'Roma Tomatoes',
    category: 'Produce',
    itemCode: 'FV-1',
    unit: 'CS',
    pack: '25 LB',
    price: '24.5',
    quantity: '1',
  };

  it('accepts a complete item, prices with up to 5 decimals and a pack size of 0', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, price: '0.00001', quantity: '0' })).toEqual({});
  });

  it("says 'not a number' for text in number fields", () => {
    expect(messages({ ...valid, price: 'abc', quantity: '1,5' })).toEqual({
      price: ITEM_MSG.notANumber,
      quantity: ITEM_MSG.notANumber,
    });
  });

  it('refuses negative numbers and a sixth decimal', () => {
    expect(messages({ ...valid, price: '-1', quantity: '-2' })).toEqual({
      price: ITEM_MSG.price,
      quantity: ITEM_MSG.quantity,
    });
    expect(messages({ ...valid, price: '1.123456' })).toEqual({ price: DECIMALS_MSG });
  });

  it('needs one of the categories', () => {
    expect(messages({ ...valid, category: 'Toys' }).category).toBe(ITEM_MSG.category);
    expect(messages({ ...valid, category: 'None' }).category).toBe(ITEM_MSG.category);
    expect(editItemFormSchema.safeParse({ ...valid, category: 'None' }).success).toBe(true);
  });
});

describe('prices', () => {
  it('shows 2 decimals, or up to 5 when the price has them', () => {
    expect(formatPrice('31.20000')).toBe('$31.20');
    expect(formatPrice('0.12345')).toBe('$0.12345');
    expect(formatPrice('1234.5')).toBe('$1,234.50');
    expect(formatPrice('7')).toBe('$7.00');
    expect(formatPrice('x')).toBe('');
  });

  it('edits stored decimals without trailing zeros', () => {
    expect(formatQuantity('12.50000')).toBe('12.5');
    expect(formatQuantity('3.00000')).toBe('3');
    expect(formatQuantity('40')).toBe('40');
    expect(formatQuantity(null)).toBe('');
  });
});

describe('changedFields', () => {
  const before = {
    name: 'Milk',
    category: 'Dairy',
    itemCode: 'M1',
    unit: 'CS',
    pack: '4x4 L',
    price: '24.8',
    quantity: '1',
  };

  it('sends only what changed, numbers as numbers', () => {
    expect(changedFields(before, { ...before })).toEqual({});
    expect(changedFields(before, { ...before, price: '24.80', name: ' Milk 2% ' })).toEqual({ name: 'Milk 2%' });
    expect(changedFields(before, { ...before, price: '25', quantity: '2' })).toEqual({ price: 25, quantity: 2 });
  });
});
