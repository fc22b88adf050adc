import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { cartCount, useCart } from '../../../lib/cart-store';

/** Opens /Cart; shows how many lines the carts hold. */
export function CartButton() {
  const count = useCart((s) => cartCount(s.carts));
  return (
    <Link
      to="/Cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className={buttonClasses('secondary', 'md', 'relative shrink-0 px-3')}
    >
      <ShoppingCart className="size-4.5" aria-hidden="true" />
      <span className="hidden sm:inline">Cart</span>
      {/* The space keeps the words apart in the text (the name must contain what is seen: 'Cart 2'). */}{' '}
      <span
        data-testid="cart-count"
        className="inline-flex min-w-5 items-center justify-center rounded-full bg-emerald-600 px-1.5 text-xs font-semibold text-white tabular-nums"
      >
        {count}
      </span>
    </Link>
  );
}
