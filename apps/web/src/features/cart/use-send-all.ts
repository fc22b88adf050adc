import { ORDER_MSG } from '@app/contracts';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { useCart } from '../../lib/cart-store';
import { type CartSupplier, useSendCart } from './cart-api';
import { cartProblem, cartTotal, minimumOf } from './cart-checks';

export type SendAllResult =
  | { supplierId: number; supplier: string; sent: true; orderId: number }
  | { supplierId: number; supplier: string; sent: false; reason: string };

type Options = {
  suppliers: CartSupplier[] | undefined;
  /** The user's time zone, for a supplier whose delivery rule is not known. */
  timeZone: string;
  onSent: (supplierId: number, orderId: number) => void;
};

/** Why a cart the server refused was not sent; account numbers and changed prices are dealt with on its card. */
function reasonOf(err: unknown): string {
  if (err instanceof ApiError && err.code === 'ACCOUNT_REQUIRED')
    return `${ORDER_MSG.accountRequired}: send this cart from its card.`;
  if (err instanceof ApiError && err.code === 'PRICE_CHANGED')
    return `${ORDER_MSG.priceChanged}: send this cart from its card to review them.`;
  return errorMessage(err);
}

/**
 * Send all: every cart with items, one after another, each with its own checks (delivery time, the supplier's
 * delivery days, cutoff and areas, minimum order) here and again on the server. A second click while it runs does
 * nothing, and each cart's idempotency key keeps a retried cart from becoming a second order.
 */
export function useSendAll({ suppliers, timeZone, onSent }: Options) {
  const [running, setRunning] = useState(false);
  const [results, setResults] = useState<SendAllResult[] | null>(null);
  const busy = useRef(false);
  const send = useSendCart();

  const sendAll = async () => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    const done: SendAllResult[] = [];
    setResults(done);
    try {
      const ready = Object.values(useCart.getState().carts)
        .filter((c) => c.items.some((i) => i.ordered_quantity > 0))
        .sort((a, b) => a.supplierId - b.supplierId);
      for (const cart of ready) {
        const supplier = suppliers?.find((s) => s.id === cart.supplierId);
        const rule = supplier?.delivery_rule ?? null;
        const base = { supplierId: cart.supplierId, supplier: cart.supplier };
        const problem = cartProblem(cart, {
          minimum: minimumOf(supplier),
          total: cartTotal(cart),
          rule,
          timeZone: rule?.timeZone ?? timeZone,
        });
        if (problem) done.push({ ...base, sent: false, reason: problem });
        else {
          try {
            const r = await send.mutateAsync(cart);
            useCart.getState().markSent(cart.supplierId, r.orderId, r.total);
            onSent(cart.supplierId, r.orderId);
            done.push({ ...base, sent: true, orderId: r.orderId });
          } catch (err) {
            done.push({ ...base, sent: false, reason: reasonOf(err) });
          }
        }
        setResults([...done]);
      }
    } finally {
      busy.current = false;
      setRunning(false);
    }
  };

  return { running, results, sendAll, dismiss: () => setResults(null) };
}
