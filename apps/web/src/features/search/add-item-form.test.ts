import { ITEM_MSG } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { addItemErrors, addItemFormSchema, EMPTY_ADD_ITEM } from './add-item-form';

const messages = (values: unknown) => {
  const r = addItemFormSchema.safeParse(values);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('Add Item form rules', () => {
  it('gives every message of spec section 5 for an empty form', () => {
    expect(messages(EMPTY_ADD_ITEM)).toEqual({
      supplierId: ITEM_MSG.supplierName,
      name: ITEM_MSG.name,
      category: ITEM_MSG.category,
      itemCode: ITEM_MSG.itemCode,
      price: ITEM_MSG.price,
      quantity: ITEM_MSG.quantity,
      unit: ITEM_MSG.unit,
    });
  });

  it('accepts a complete item with a 5-decimal price and a pack size of 0', () => {
    const r = addItemFormSchema.safeParse({
      ...EMPTY_ADD_ITEM,
      supplierId: '1',
      name: 'Heirloom Tomatoes',
      category: 'Produce',
      itemCode: 'HT-1',
      price: '2.12345',
      quantity: '0',
      unit: 'LB',
    });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ price: 2.12345, quantity: 0 });
  });

  it('rejects a negative pack size and a price that is not a number', () => {
    const m = messages({ ...EMPTY_ADD_ITEM, price: 'abc', quantity: '-1' });
    expect(m.price).toBe(ITEM_MSG.notANumber);
    expect(m.quantity).toBe(ITEM_MSG.quantity);
  });
});

describe('addItemErrors', () => {
  it('puts server messages under their fields', () => {
    const err = new ApiError(400, 'VALIDATION', ITEM_MSG.supplierName, [
      { path: 'supplierName', message: ITEM_MSG.supplierName },
      { path: 'unit', message: ITEM_MSG.unit },
    ]);
    expect(addItemErrors(err)).toEqual({ fields: { supplierId: ITEM_MSG.supplierName, unit: ITEM_MSG.unit } });
  });
  it('shows a duplicate code under the item code and anything else for the form', () => {
    expect(addItemErrors(new ApiError(409, 'CONFLICT', 'exists')).fields.itemCode).toBe('exists');
    expect(addItemErrors(new ApiError(404, 'NOT_FOUND', 'Add this supplier first'))).toEqual({
      fields: {},
      form: 'Add this supplier first',
    });
  });
});
