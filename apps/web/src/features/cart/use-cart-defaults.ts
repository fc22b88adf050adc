import { nextDeliveryDay, type Session } from '@app/contracts';
import { useEffect } from 'react';
import { useCart } from '../../lib/cart-store';
import type { CartSupplier } from './cart-api';
import { DEFAULT_TIME, deliveryIso } from './delivery-time';

/** The signed-in user's name and phone and the restaurant's address, as the cart's delivery details. */
export function cartDefaults(session: Session): { Orderby: string; Phone: string; Address: string } {
  const u = session.User;
  const loc = session.BusinessLocation ?? session.Business;
  const address = loc
    ? [loc.address1, loc.city, [loc.state, loc.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
    : '';
  return {
    Orderby: `${u.firstName} ${u.lastName}`.trim(),
    Phone: u.phone || session.Business?.phone || '',
    Address: address,
  };
}

/**
 * Fills in a cart's order-by, phone and address from the session while all three are still empty, and its delivery
 * date, while it has none, with the supplier's next delivery day whose order cutoff has not passed (at noon).
 */
export function useCartDefaults(session: Session | undefined, suppliers: CartSupplier[] | undefined): void {
  const carts = useCart((s) => s.carts);
  useEffect(() => {
    const { setDetails } = useCart.getState();
    const defaults = session ? cartDefaults(session) : null;
    for (const c of Object.values(carts)) {
      if (defaults && !c.Orderby && !c.Phone && !c.Address) setDetails(c.supplierId, defaults);
      const rule = suppliers?.find((s) => s.id === c.supplierId)?.delivery_rule;
      const day = !c.DeliveryTime && rule ? nextDeliveryDay(rule) : null;
      if (rule && day) setDetails(c.supplierId, { DeliveryTime: deliveryIso(day, DEFAULT_TIME, rule.timeZone) });
    }
  }, [carts, session, suppliers]);
}
