import type { OrderView } from '@app/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '../../lib/cart-store';
import { reorderToCart } from './use-reorder';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/call', () => ({ call }));

const line = (item_id: number, name: string, ordered: string, price: string) => ({
  item_id,
  item_price_id: item_id * 10,
  name,
  unit: 'CS',
  quantity: '1.00000',
  ordered_quantity: ordered,
  price,
  line_total: '0',
  note: '',
  supplier: 'Fresh Valley Produce',
  supplier_id: 1,
});

const view = {
  order: { supplier_id: 1 },
  supplierName: 'Fresh Valley Produce',
  items: [line(1, 'Eggs', '3.000', '58.50'), line(2, 'Milk', '6.000', '24.80'), line(3, 'Rice', '2.000', '29.90')],
} as unknown as OrderView;

describe('reorderToCart', () => {
  beforeEach(() => useCart.getState().clear());

  it("adds the order's lines at the current prices and names the items no longer sold", async () => {
    call.mockResolvedValue({
      items: [
        {
          item_id: 1,
          item_price_id: 11,
          name: 'Eggs',
          price: '61.00000',
          unit: 'CS',
          quantity: '1.00000',
          pack: '15 DZ',
          supplier_id: 1,
        },
        {
          item_id: 3,
          item_price_id: 30,
          name: 'Rice',
          price: '29.90000',
          unit: 'BAG',
          quantity: '1.00000',
          pack: '10 KG',
          supplier_id: 1,
        },
      ],
    });
    const result = await reorderToCart(view);
    expect(call).toHaveBeenCalledWith('/item_search', { type: 'restaurant_item', searchTerm: '', supplierId: 1 });
    expect(result).toEqual({ added: 2, skipped: ['Milk'] });
    const cart = useCart.getState().carts[1];
    expect(cart.items.map((i) => [i.name, i.item_price_id, i.price, i.ordered_quantity])).toEqual([
      ['Eggs', 11, '61.00000', 3],
      ['Rice', 30, '29.90000', 2],
    ]);
  });
});
