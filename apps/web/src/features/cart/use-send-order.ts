import type { Decimal, DeliveryRule } from '@app/contracts';
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api';
import { type SupplierCart, useCart } from '../../lib/cart-store';
import { fetchAccountId, isPriceChange, type PriceChange, submitAccount, useSendCart } from './cart-api';
import { cartProblem } from './cart-checks';

export type SendPhase =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'account' }
  | { kind: 'prices'; changes: PriceChange[] }
  | { kind: 'sending' };

type Options = {
  supplierId: number;
  /** The supplier's minimum order in cents, when known (the server checks it again). */
  minimum: Decimal | null;
  total: Decimal;
  /** The supplier's delivery days, cutoff and areas, when known (the server checks them again). */
  rule?: DeliveryRule | null;
  timeZone: string;
  onSent: (orderId: number) => void;
};

/** Long enough to read 'Sending order...' even when the server answers at once. */
const MIN_SENDING_MS = 700;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The send flow of spec section 4 (Cart send): delivery time, the supplier's schedule and minimum first, then the account number when the
 * supplier has none, then the order. Changed prices are shown for confirmation and the order is sent again.
 */
export function useSendOrder({ supplierId, minimum, total, rule, timeZone, onSent }: Options) {
  const [phase, setPhase] = useState<SendPhase>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const sendCart = useSendCart();
  const current = (): SupplierCart | undefined => useCart.getState().carts[supplierId];

  const deliver = async () => {
    const cart = current();
    if (!cart) return;
    setPhase({ kind: 'sending' });
    const started = Date.now();
    try {
      const result = await sendCart.mutateAsync(cart);
      await wait(MIN_SENDING_MS - (Date.now() - started));
      useCart.getState().markSent(supplierId, result.orderId, result.total);
      setPhase({ kind: 'idle' });
      onSent(result.orderId);
    } catch (err) {
      await wait(MIN_SENDING_MS - (Date.now() - started));
      if (err instanceof ApiError && err.code === 'ACCOUNT_REQUIRED') return setPhase({ kind: 'account' });
      const changes =
        err instanceof ApiError && err.code === 'PRICE_CHANGED' ? (err.details ?? []).filter(isPriceChange) : [];
      if (changes.length > 0) return setPhase({ kind: 'prices', changes });
      setError(errorMessage(err));
      setPhase({ kind: 'idle' });
    }
  };

  /** Runs one step at a time: a second click while one is under way does nothing. */
  const guarded = async (step: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await step();
    } finally {
      busy.current = false;
    }
  };

  const send = () =>
    guarded(async () => {
      const cart = current();
      // Nothing to order: sending silently does nothing (spec section 5).
      if (!cart?.items.some((i) => i.ordered_quantity > 0)) return;
      setError(null);
      const problem = cartProblem(cart, { minimum, total, rule, timeZone });
      if (problem) return setError(problem);
      setPhase({ kind: 'checking' });
      try {
        const accountId = await fetchAccountId(supplierId);
        if (!accountId) return setPhase({ kind: 'account' });
      } catch (err) {
        setError(errorMessage(err));
        return setPhase({ kind: 'idle' });
      }
      await deliver();
    });

  const saveAccount = (accountId: string) =>
    guarded(async () => {
      await submitAccount(supplierId, accountId);
      await deliver();
    });

  const acceptPrices = (changes: PriceChange[]) =>
    guarded(async () => {
      useCart.getState().replacePrices(supplierId, changes);
      await deliver();
    });

  const cancel = () => setPhase({ kind: 'idle' });

  return { phase, error, send, saveAccount, acceptPrices, cancel };
}
