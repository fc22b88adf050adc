import { beforeEach, describe, expect, it } from 'vitest';
import { cartCount, useCart } from './cart-store';

const tomatoes = {
  item_id: 1,
  item_price_id: 11,
  supplier_id: 7,
  supplier: 'Fresh Valley',
  name: 'Roma Tomatoes 25 LB',
  price: '32.50000',
  unit: 'CS',
  quantity: '1',
};
const garlic = { ...tomatoes, item_id: 2, item_price_id: 12, name: 'Garlic', price: '4.85', unit: 'LB', quantity: '5' };

beforeEach(() => {
  useCart.getState().clear();
  localStorage.clear();
});

describe('cart store', () => {
  it('keeps one cart per supplier, persisted under cart-storage', () => {
    const cart = useCart.getState();
    cart.add(tomatoes, 2);
    cart.add({ ...garlic, supplier_id: 8, supplier: 'Metro' });
    cart.add(tomatoes);
    const { carts } = useCart.getState();
    expect(Object.keys(carts).sort()).toEqual(['7', '8']);
    expect(carts[7]?.items[0]?.ordered_quantity).toBe(3);
    expect(cartCount(carts)).toBe(2);
    expect(JSON.parse(localStorage.getItem('cart-storage') ?? '{}').state.carts['7'].items).toHaveLength(1);
  });

  it('follows the quantity rules: 0 or less sets 0, NaN is ignored, minus removes one', () => {
    const cart = useCart.getState();
    cart.add(tomatoes, 3);
    cart.setQuantity(7, 11, Number.NaN);
    expect(useCart.getState().carts[7]?.items[0]?.ordered_quantity).toBe(3);
    cart.decrement(7, 11);
    expect(useCart.getState().carts[7]?.items[0]?.ordered_quantity).toBe(2);
    cart.setQuantity(7, 11, 2.125);
    expect(useCart.getState().carts[7]?.items[0]?.ordered_quantity).toBe(2.125);
    cart.setQuantity(7, 11, 2.1255);
    expect(useCart.getState().carts[7]?.items[0]?.ordered_quantity).toBe(2.125);
    cart.setQuantity(7, 11, 2);
    cart.setQuantity(7, 11, -4);
    expect(useCart.getState().carts[7]?.items[0]?.ordered_quantity).toBe(0);
    cart.decrement(7, 11);
    expect(useCart.getState().carts[7]?.items[0]?.ordered_quantity).toBe(0);
  });

  it('adds notes only when they have text and the ids are not negative', () => {
    const cart = useCart.getState();
    cart.add(tomatoes);
    cart.addNote(7, 3, '  ');
    cart.addNote(7, -1, 'from nobody');
    cart.addNote(-7, 3, 'to nobody');
    cart.addNote(7, 3, 'Back door');
    expect(useCart.getState().carts[7]?.Notes.map((n) => n.note)).toEqual(['Back door']);
  });

  it('steps a quantity by one without float error: 2.2 + 1 is 3.2, and 3.2 − 1 is 2.2', () => {
    const cart = useCart.getState();
    cart.add(garlic, 2.2);
    cart.increment(7, garlic.item_price_id);
    expect(useCart.getState().carts[7]?.items[0]?.ordered_quantity).toBe(3.2);
    cart.decrement(7, garlic.item_price_id);
    expect(useCart.getState().carts[7]?.items[0]?.ordered_quantity).toBe(2.2);
    cart.add(garlic, 0.1);
    expect(useCart.getState().carts[7]?.items[0]?.ordered_quantity).toBe(2.3);
  });

  it('turns a sent cart into a summary that expires after a day', () => {
    const cart = useCart.getState();
    cart.add(tomatoes);
    const sentAt = new Date('2026-11-20T10:00:00Z');
    cart.markSent(7, 99, '32.50', sentAt);
    expect(useCart.getState().carts[7]).toBeUndefined();
    expect(useCart.getState().sent[0]).toMatchObject({ Id: 99, supplier: 'Fresh Valley' });
    cart.pruneSent(new Date('2026-11-21T09:00:00Z'));
    expect(useCart.getState().sent).toHaveLength(1);
    cart.pruneSent(new Date('2026-11-21T10:00:01Z'));
    expect(useCart.getState().sent).toHaveLength(0);
  });

  it('swaps in the current prices the server reports', () => {
    const cart = useCart.getState();
    cart.add(tomatoes);
    cart.replacePrices(7, [
      { previous_item_price_id: 11, item_price_id: 15, price: '35.00000', unit: 'CS', quantity: '1' },
    ]);
    expect(useCart.getState().carts[7]?.items[0]).toMatchObject({ item_price_id: 15, price: '35.00000' });
  });
});
