import { formatQuantity, numberFromText } from '@app/contracts';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { focusRing } from '../../components/ui/button';
import { type CartItem, useCart } from '../../lib/cart-store';
import { cx } from '../../lib/cx';
import { formatMoney } from '../../lib/format';
import { lineTotal } from './cart-checks';

const iconButton = cx(
  'inline-flex size-9 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:cursor-not-allowed disabled:opacity-40',
  focusRing,
);

/** "$31.20 / CS · 12/1 L", or "$2.10 × 24 EA" when a pack holds several units. */
function priceText(i: CartItem): string {
  const size = formatQuantity(i.quantity);
  const base =
    size === '1' || size === '' ? `${formatMoney(i.price)} / ${i.unit}` : `${formatMoney(i.price)} × ${size} ${i.unit}`;
  return i.pack ? `${base} · ${i.pack}` : base;
}

/** The typed quantity: 0 or less sets 0, text that is not a number is ignored (spec section 5). */
function QuantityInput({ item }: { item: CartItem }) {
  const setQuantity = useCart((s) => s.setQuantity);
  const [draft, setDraft] = useState(String(item.ordered_quantity));
  useEffect(() => {
    setDraft((d) => (numberFromText(d) === item.ordered_quantity ? d : String(item.ordered_quantity)));
  }, [item.ordered_quantity]);
  return (
    <input
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      aria-label={`Quantity of ${item.name}`}
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        if (e.target.value.trim() !== '')
          setQuantity(item.supplier_id, item.item_price_id, numberFromText(e.target.value));
      }}
      onBlur={() => setDraft(String(item.ordered_quantity))}
      className="h-9 w-16 rounded-md border border-gray-300 bg-white px-1 text-center text-base tabular-nums shadow-xs focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600/30 sm:text-sm [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
    />
  );
}

/** The lines of one supplier's cart: quantity (minus, typed, plus), line total and remove. */
export function CartLines({ items }: { items: readonly CartItem[] }) {
  const { decrement, increment, remove } = useCart.getState();
  return (
    <ul aria-label="Items" className="divide-y divide-gray-100">
      {items.map((i) => (
        <li key={i.item_price_id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
          <div className="min-w-0 basis-full sm:flex-1 sm:basis-48">
            <p className="font-medium text-gray-900">{i.name}</p>
            <p className="text-sm text-gray-500">{priceText(i)}</p>
          </div>
          <div className="flex items-center gap-1">
            <button
              type="button"
              className={iconButton}
              aria-label={`Remove one ${i.name}`}
              disabled={i.ordered_quantity <= 0}
              onClick={() => decrement(i.supplier_id, i.item_price_id)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <QuantityInput item={i} />
            <button
              type="button"
              className={iconButton}
              aria-label={`Add one ${i.name}`}
              onClick={() => increment(i.supplier_id, i.item_price_id)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
          <p className="ml-auto min-w-20 text-right font-medium text-gray-900 tabular-nums">
            <span className="sr-only">Line total </span>
            {formatMoney(lineTotal(i))}
          </p>
          <button
            type="button"
            className={cx(iconButton, 'hover:bg-red-50 hover:text-red-700')}
            aria-label={`Remove ${i.name} from the cart`}
            onClick={() => remove(i.supplier_id, i.item_price_id)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
