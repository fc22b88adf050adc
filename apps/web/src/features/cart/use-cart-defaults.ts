import type { Session } from '@app/contracts';
import { useEffect } from 'react';
import { useCart } from '../../lib/cart-store';

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

/** Fills in a cart's order-by, phone and address from the session while all three are still empty. */
export function useCartDefaults(session: Session | undefined): void {
  const carts = useCart((s) => s.carts);
  useEffect(() => {
    if (!session) return;
    const defaults = cartDefaults(session);
    const { setDetails } = useCart.getState();
    for (const c of Object.values(carts)) if (!c.Orderby && !c.Phone && !c.Address) setDetails(c.supplierId, defaults);
  }, [carts, session]);
}
