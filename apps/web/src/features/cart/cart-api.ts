import type { BodyOf, Supplier } from '@app/contracts';
import { call, useChange } from '../../lib/call';
import type { SupplierCart } from '../../lib/cart-store';

/** The fields of a restaurant's supplier (/supplier_get) the cart uses; delivery_rule is its schedule. */
export type CartSupplier = Pick<Supplier, 'id' | 'name' | 'account_id' | 'minimum_order'> &
  Partial<Pick<Supplier, 'delivery_rule'>>;

/** One entry of a PRICE_CHANGED answer's details: the current price of an item in the cart. */
export type PriceChange = {
  previous_item_price_id?: number;
  item_price_id: number;
  item_id: number;
  price: string;
  unit: string;
  quantity: string;
};

export function isPriceChange(v: unknown): v is PriceChange {
  const o = v as Partial<PriceChange> | null;
  return typeof o?.item_price_id === 'number' && typeof o.price === 'string';
}

export async function fetchAccountId(supplierId: number): Promise<string | null> {
  const r = await call('/supplier_account', { supplierId });
  return r.accountId || null;
}

export function submitAccount(supplierId: number, accountId: string): Promise<unknown> {
  return call('/submit_account', { supplierId, accountId });
}

/** The order of one supplier's cart, from its order-by, phone and address. */
function orderOf(cart: SupplierCart): BodyOf<'/send_order'> {
  return {
    supplierId: cart.supplierId,
    items: cart.items.map((i) => ({ item_price_id: i.item_price_id, ordered_quantity: i.ordered_quantity })),
    address: cart.Address,
    phone: cart.Phone,
    contactName: cart.Orderby,
    deliveryTime: cart.DeliveryTime,
    pickup: cart.Pickup,
    notes: cart.Notes.map((n) => ({ note: n.note, user_id: n.user_id, created: n.created })),
    idempotencyKey: cart.idempotencyKey,
  };
}

/**
 * Sends one supplier's cart (`mutateAsync(cart)`); the screens showing orders are refreshed after it. The cart's
 * idempotency key makes a repeat (double click, retry, Send all) return the same order.
 */
export function useSendCart() {
  return useChange('/send_order', { toBody: orderOf });
}
