import {
  checkDelivery,
  compare,
  type Decimal,
  type DeliveryRule,
  decimal,
  multiply,
  ORDER_MSG,
  roundCents,
  sum,
  toFixed,
} from '@app/contracts';
import type { CartItem, SupplierCart } from '../../lib/cart-store';
import type { CartSupplier } from './cart-api';
import { splitDelivery, todayKey } from './delivery-time';

/** A line's total: price × pack size × ordered quantity, rounded half-up to the cent as on the order. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity' | 'ordered_quantity'>): Decimal {
  return roundCents(multiply(item.price, item.quantity, item.ordered_quantity));
}

/** A cart's total: the sum of its lines, each rounded to the cent as on the order. */
export function cartTotal(cart: SupplierCart): Decimal {
  return sum(cart.items.map(lineTotal));
}

/** The supplier's minimum order (0 when it has none), when the supplier is known. */
export function minimumOf(supplier: CartSupplier | undefined): Decimal | null {
  return supplier ? decimal(supplier.minimum_order || 0) : null;
}

export type CartCheck = {
  minimum: Decimal | null;
  total: Decimal;
  /** The supplier's delivery rule, when known (the server checks it again). */
  rule: DeliveryRule | null | undefined;
  timeZone: string;
  now?: Date;
};

/**
 * Why a cart cannot be sent as it is (spec section 4, Send order): no delivery time, a day the supplier does not
 * deliver on or whose cutoff passed, an address outside its delivery areas, a total below its minimum; null if none.
 */
export function cartProblem(cart: SupplierCart, { minimum, total, rule, timeZone, now }: CartCheck) {
  if (!cart.DeliveryTime) return ORDER_MSG.deliveryTime;
  const day = splitDelivery(cart.DeliveryTime, timeZone)?.date;
  if (day && day < todayKey(timeZone, now)) return ORDER_MSG.deliveryPast;
  const refused = rule ? checkDelivery(rule, new Date(cart.DeliveryTime), now) : null;
  if (refused) return refused.message;
  if (minimum !== null && compare(total, minimum) < 0) return ORDER_MSG.minimumOrder(toFixed(minimum, 2));
  return null;
}
