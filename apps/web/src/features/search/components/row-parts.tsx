import { formatQuantity, ITEM_CATEGORIES, numberFromText } from '@app/contracts';
import { ChevronDown, ShoppingCart, Star, Tag, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button, focusRing } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useCart } from '../../../lib/cart-store';
import { cx } from '../../../lib/cx';
import { formatMoney } from '../../../lib/format';
import { formatUnitPrice, offerBadge, packPrice } from '../labels';
import type { SearchItem } from '../types';

export function GuideStar({ item, pending, onToggle }: { item: SearchItem; pending: boolean; onToggle: () => void }) {
  const on = item.in_order_guide;
  const label = on ? `Remove ${item.name} from order guide` : `Add ${item.name} to order guide`;
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={on}
      title={on ? 'In your order guide (click to remove)' : 'Add to your order guide'}
      disabled={pending}
      onClick={onToggle}
      className={cx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg transition-colors disabled:opacity-50',
        on ? 'text-amber-500 hover:bg-amber-50' : 'text-gray-400 hover:bg-gray-100 hover:text-gray-700',
        focusRing,
      )}
    >
      <Star className="size-5" fill={on ? 'currentColor' : 'none'} aria-hidden="true" />
    </button>
  );
}

export function CategoryPicker({
  item,
  editable,
  onChange,
}: {
  item: SearchItem;
  editable: boolean;
  onChange: (category: string) => void;
}) {
  if (!editable) return item.category ? <Badge>{item.category}</Badge> : null;
  // A chip the size of its text; the native select over it keeps keyboard and screen reader behaviour.
  return (
    <span
      className={cx(
        'relative inline-flex h-6 items-center gap-1 rounded-full bg-gray-100 pr-1.5 pl-2 text-xs font-medium text-gray-700 ring-1 ring-gray-200 ring-inset',
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-600 hover:bg-gray-200',
        !item.category && 'text-gray-500',
      )}
    >
      <Tag className="size-3" aria-hidden="true" />
      {item.category ?? 'No category'}
      <ChevronDown className="size-3 text-gray-500" aria-hidden="true" />
      <select
        aria-label={`Category of ${item.name}`}
        value={item.category ?? 'None'}
        onChange={(e) => onChange(e.target.value)}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        <option value="None">None</option>
        {ITEM_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </span>
  );
}

/** Normalised unit price with the comparison badge ('Save 7.8%' on the cheapest, '+8.5%' on dearer offers). */
export function ComparePrice({ item }: { item: SearchItem }) {
  const unit = formatUnitPrice(item.unit_price, item.unit_price_per);
  const badge = offerBadge(item);
  if (!unit && !badge) return <span className="text-xs text-gray-500">No unit price</span>;
  return (
    <div className="flex flex-wrap items-center gap-1.5 @min-[36rem]:justify-end">
      {unit ? (
        <span
          className="text-sm font-medium whitespace-nowrap text-gray-800 tabular-nums"
          title="Price per kg, L or each"
        >
          {unit}
        </span>
      ) : null}
      {badge ? (
        <Badge tone={badge.tone === 'save' ? 'green' : 'amber'} title={badge.title}>
          {badge.tone === 'save' ? (
            <TrendingDown className="size-3" aria-hidden="true" />
          ) : (
            <TrendingUp className="size-3" aria-hidden="true" />
          )}
          {badge.text}
        </Badge>
      ) : null}
    </div>
  );
}

/** Pack price in CAD (price × pack size) and the price per unit. */
export function PackPrice({ item }: { item: SearchItem }) {
  const size = formatQuantity(item.quantity);
  return (
    <div className="text-right">
      <p className="text-base font-semibold whitespace-nowrap text-gray-900 tabular-nums">
        {packPrice(item)} <span className="text-xs font-normal text-gray-500">CAD</span>
      </p>
      <p className="text-xs whitespace-nowrap text-gray-500 tabular-nums">
        {formatMoney(item.price)} / {item.unit || 'unit'}
        {size !== '1' ? ` · ${size} ${item.unit}` : ''}
      </p>
    </div>
  );
}

/** Quantity and Add to cart. */
export function AddToCart({ item }: { item: SearchItem }) {
  const [qty, setQty] = useState('1');
  const id = useId();
  const add = () => {
    const n = Math.floor(numberFromText(qty));
    const quantity = Number.isFinite(n) && n > 0 ? n : 1;
    useCart.getState().add(
      {
        item_id: item.item_id,
        item_price_id: item.item_price_id,
        supplier_id: item.supplier_id,
        supplier: item.supplier,
        name: item.name,
        price: item.price,
        unit: item.unit,
        quantity: item.quantity,
        pack: item.pack,
      },
      quantity,
    );
    toast.success('Added to cart', { description: `${quantity} × ${item.name} (${item.supplier})` });
    setQty('1');
  };
  return (
    <div className="flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        Quantity of {item.name}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={qty}
        onChange={(e) => setQty(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') add();
        }}
        className="h-9 w-12 rounded-lg border border-gray-300 bg-white px-2 text-center text-base tabular-nums focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600/30 sm:text-sm"
      />
      <Button size="sm" className="h-9" onClick={add} aria-label={`Add ${item.name} to cart`}>
        <ShoppingCart className="size-4" aria-hidden="true" />
        Add
      </Button>
    </div>
  );
}
