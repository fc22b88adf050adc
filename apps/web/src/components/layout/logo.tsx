import { ShoppingBasket } from 'lucide-react';
import { cx } from '../../lib/cx';

export const PRODUCT_NAME = 'Supply Order';

export function Logo({ className, inverted }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cx('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <span
        className={cx(
          'inline-flex size-8 items-center justify-center rounded-lg',
          inverted ? 'bg-white text-emerald-700' : 'bg-emerald-600 text-white',
        )}
      >
        <ShoppingBasket className="size-5" aria-hidden="true" />
      </span>
      <span className={inverted ? 'text-white' : 'text-gray-900'}>{PRODUCT_NAME}</span>
    </span>
  );
}
