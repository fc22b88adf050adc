import { decimal, toFixed } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { CartItem, SupplierCart } from '../../lib/cart-store';
import { cartProblem, cartTotal, lineTotal, minimumOf } from './cart-checks';

const line = (price: string, ordered: number, quantity = '1'): CartItem => ({
  item_id: ordered,
  item_price_id: ordered,
  supplier_id: 1,
  supplier: 'Fresh Valley',
  name: 'Item',
  price,
  unit: 'CS',
  quantity,
  ordered_quantity: ordered,
});

const cart = (items: CartItem[]): SupplierCart => ({
  supplierId: 1,
  supplier: 'Fresh Valley',
  items,
  Address: '',
  Phone: '',
  Orderby: '',
  DeliveryTime: '2999-01-04T12:00:00+00:00',
  Pickup: false,
  Notes: [],
  idempotencyKey: 'key',
});

const check = (c: SupplierCart, minimum: string) =>
  cartProblem(c, { minimum: decimal(minimum), total: cartTotal(c), rule: null, timeZone: 'UTC' });

describe('cart money', () => {
  it('totals a line as price × pack size × ordered quantity, rounded half-up to the cent', () => {
    expect(toFixed(lineTotal(line('58.50000', 3, '1.00000')), 2)).toBe('175.50');
    expect(toFixed(lineTotal(line('4.85', 2, '5')), 2)).toBe('48.50');
    expect(toFixed(lineTotal(line('1.005', 1)), 2)).toBe('1.01');
    expect(toFixed(lineTotal(line('2.49', 0, '12')), 2)).toBe('0.00');
  });

  it('adds 0.10 + 0.20 to 0.30 and 3 × 19.99 to 59.97', () => {
    expect(toFixed(cartTotal(cart([line('0.1', 1), line('0.2', 1)])), 2)).toBe('0.30');
    expect(toFixed(cartTotal(cart([line('19.99', 3)])), 2)).toBe('59.97');
  });

  it('holds 33.33 × 3 = 99.99 short of a 100.00 minimum, and lets 100.00 exactly through', () => {
    expect(check(cart([line('33.33', 3)]), '100.00')).toBe(
      'Sorry you do not meet the minimum order of $100.00 for this supplier',
    );
    expect(check(cart([line('33.33', 3), line('0.01', 1)]), '100.00')).toBeNull();
    expect(check(cart([line('0.1', 1), line('0.2', 1)]), '0.30')).toBeNull();
  });

  it('reads the minimum as 0 when the supplier has none, and as unknown without the supplier', () => {
    const supplier = { id: 1, name: 'Fresh Valley', account_id: 'A', delivery_rule: null };
    expect(toFixed(minimumOf({ ...supplier, minimum_order: null })!, 2)).toBe('0.00');
    expect(toFixed(minimumOf({ ...supplier, minimum_order: '150.00' })!, 2)).toBe('150.00');
    expect(minimumOf(undefined)).toBeNull();
  });
});
