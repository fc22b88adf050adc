import { type OrderView, toNumber } from '@app/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { call } from '../../lib/call';
import { useCart } from '../../lib/cart-store';

export type ReorderResult = { added: number; skipped: string[] };

/**
 * Puts an order's lines back in the supplier's cart at the supplier's current prices. Items the restaurant can
 * no longer buy are left out and named.
 */
export async function reorderToCart(view: OrderView): Promise<ReorderResult> {
  const supplierId = view.order.supplier_id;
  const { items } = await call('/item_search', {
    type: 'restaurant_item',
    searchTerm: '',
    supplierId,
  });
  const current = new Map(items.filter((i) => i.supplier_id === supplierId).map((i) => [i.item_id, i]));
  const add = useCart.getState().add;
  const skipped: string[] = [];
  let added = 0;
  for (const line of view.items) {
    const now = current.get(line.item_id);
    const qty = toNumber(line.ordered_quantity);
    if (!now) {
      skipped.push(line.name);
      continue;
    }
    if (!(qty > 0)) continue;
    add(
      {
        item_id: now.item_id,
        item_price_id: now.item_price_id,
        supplier_id: supplierId,
        supplier: view.supplierName,
        name: now.name,
        price: now.price,
        unit: now.unit,
        quantity: now.quantity,
        pack: now.pack,
      },
      qty,
    );
    added += 1;
  }
  return { added, skipped };
}

/** The Reorder button's action: fill the cart, say what was left out, and open /Cart. */
export function useReorder(view: OrderView | undefined) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async () => {
    if (!view || pending) return;
    setPending(true);
    try {
      const { added, skipped } = await reorderToCart(view);
      if (skipped.length > 0)
        toast.warning(
          `${skipped.length === 1 ? 'This item is' : 'These items are'} no longer available and ${skipped.length === 1 ? 'was' : 'were'} not added: ${skipped.join(', ')}`,
          { duration: 8000 },
        );
      if (added > 0) navigate('/Cart');
      else toast.error('None of the items of this order are available any more.');
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return { reorder: run, pending };
}
