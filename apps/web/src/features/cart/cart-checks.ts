import { checkDelivery, type DeliveryRule, ORDER_MSG } from '@app/contracts';
import type { SupplierCart } from '../../lib/cart-store';
import type { CartSupplier } from './cart-api';
import { splitDelivery, todayKey } from './delivery-time';
import { amountCents, centsToAmount, lineCents } from './money';

/** A cart's total in cents, each line rounded to the cent as on the order. */
export function cartTotalCents(cart: SupplierCart): number {
  return cart.items.reduce((s, i) => s + lineCents(i.price, i.quantity, i.ordered_quantity), 0);
}

/** The supplier's minimum order in cents, when the supplier is known. */
export function minimumCentsOf(supplier: CartSupplier | undefined): number | null {
  return supplier ? amountCents(supplier.minimum_order) : null;
}

export type CartCheck = {
  minimumCents: number | null;
  totalCents: number;
  /** The supplier's delivery rule, when known (the server checks it again). */
  rule: DeliveryRule | null | undefined;
  timeZone: string;
  now?: Date;
};

/**
 * Why a cart cannot be sent as it is (spec section 4, Send order): no delivery time, a day the supplier does not
 * deliver on or whose cutoff passed, an address outside its delivery areas, a total below its minimum; null if none.
 */
export function cartProblem(cart: SupplierCart, { minimumCents, totalCents, rule, timeZone, now }: CartCheck) {
  if (!cart.DeliveryTime) return ORDER_MSG.deliveryTime;
  const day = splitDelivery(cart.DeliveryTime, timeZone)?.date;
  if (day && day < todayKey(timeZone, now)) return ORDER_MSG.deliveryPast;
  const refused = rule ? checkDelivery(rule, new Date(cart.DeliveryTime), now) : null;
  if (refused) return refused.message;
  if (minimumCents !== null && totalCents < minimumCents) return ORDER_MSG.minimumOrder(centsToAmount(minimumCents));
  return null;
}
