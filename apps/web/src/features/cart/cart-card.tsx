import { compare, ORDER_MSG, subtract } from '@app/contracts';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { cartCount, type SupplierCart } from '../../lib/cart-store';
import { cx } from '../../lib/cx';
import { formatCad, formatMoney } from '../../lib/format';
import type { DateFormat } from '../../lib/settings-store';
import type { CartSupplier } from './cart-api';
import { cartTotal, minimumOf } from './cart-checks';
import { CartLines } from './cart-lines';
import { CartNotes } from './cart-notes';
import { DeliveryDetails } from './delivery-details';
import { AccountDialog, PriceChangeDialog } from './send-dialogs';
import { useSendOrder } from './use-send-order';

type CartCardProps = {
  cart: SupplierCart;
  supplier: CartSupplier | undefined;
  userId: number;
  /** The user's time zone, for a supplier whose delivery rule (with the restaurant's zone) is not known yet. */
  timeZone: string;
  dateFormat: DateFormat;
  time: (iso: string) => string;
  onSent: (orderId: number) => void;
};

/** One supplier's cart: items, delivery details, notes, total against the minimum, and Send. */
export function CartCard({ cart, supplier, userId, timeZone, dateFormat, time, onSent }: CartCardProps) {
  const id = useId();
  const total = cartTotal(cart);
  const minimum = minimumOf(supplier);
  const rule = supplier?.delivery_rule ?? null;
  const zone = rule?.timeZone ?? timeZone;
  const flow = useSendOrder({ supplierId: cart.supplierId, minimum, total, rule, timeZone: zone, onSent });
  const sending = flow.phase.kind === 'sending';
  const hasItems = cart.items.some((i) => i.ordered_quantity > 0);
  const short = minimum !== null && compare(total, minimum) < 0 ? subtract(minimum, total) : null;
  const lines = cartCount({ [cart.supplierId]: cart });

  return (
    <article
      aria-labelledby={`${id}-title`}
      aria-busy={sending || undefined}
      className="relative rounded-xl border border-gray-200 bg-white shadow-xs"
    >
      <div
        className={cx('transition-[filter]', sending && 'pointer-events-none blur-[2px] select-none')}
        inert={sending}
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-gray-200 px-4 py-3 sm:px-5">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-gray-900">
            {cart.supplier}
          </h2>
          <p className="text-sm text-gray-500">
            {lines} {lines === 1 ? 'item' : 'items'}
            {minimum !== null
              ? ` · ${compare(minimum, 0) > 0 ? `Minimum order ${formatMoney(minimum)}` : 'No minimum order'}`
              : ''}
          </p>
        </header>
        <div className="grid gap-6 px-4 py-2 sm:px-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
          <CartLines items={cart.items} />
          <div className="space-y-6 pb-2 lg:border-l lg:border-gray-100 lg:py-3 lg:pl-8">
            <DeliveryDetails
              cart={cart}
              rule={rule}
              timeZone={zone}
              dateFormat={dateFormat}
              dateInvalid={flow.error === ORDER_MSG.deliveryTime}
            />
            <CartNotes supplierId={cart.supplierId} userId={userId} notes={cart.Notes} time={time} />
          </div>
        </div>
        <footer className="space-y-3 rounded-b-xl border-t border-gray-200 bg-gray-50/60 px-4 py-3 sm:px-5">
          {flow.error ? <Alert tone="error">{flow.error}</Alert> : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="text-base font-semibold text-gray-900">
                Total <span className="tabular-nums">{formatCad(total)}</span>
              </p>
              {short ? (
                <p className="text-sm text-amber-700">Add {formatMoney(short)} more to reach the minimum order</p>
              ) : null}
            </div>
            <Button
              size="lg"
              onClick={() => void flow.send()}
              loading={flow.phase.kind === 'checking'}
              disabled={!hasItems || sending}
              className="w-full sm:w-auto"
            >
              <Send className="size-4" aria-hidden="true" />
              Send order
            </Button>
          </div>
        </footer>
      </div>
      {sending ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center rounded-xl bg-white/40 px-6 py-6">
          <div className="sticky top-[40vh] bottom-[40vh] w-full max-w-xs rounded-xl bg-white p-4 text-center shadow-lg ring-1 ring-gray-200">
            <style href="cart-progress" precedence="default">
              {'@keyframes cart-progress{from{transform:translateX(-100%)}to{transform:translateX(300%)}}'}
            </style>
            <p className="mb-3 text-sm font-medium text-gray-900">{ORDER_MSG.sending}</p>
            <div
              role="progressbar"
              aria-label={ORDER_MSG.sending}
              className="h-1.5 overflow-hidden rounded-full bg-emerald-100"
            >
              <div className="h-full w-1/3 animate-[cart-progress_1.1s_ease-in-out_infinite] rounded-full bg-emerald-600" />
            </div>
          </div>
        </div>
      ) : null}
      <AccountDialog
        open={flow.phase.kind === 'account'}
        supplier={cart.supplier}
        onCancel={flow.cancel}
        onSubmit={flow.saveAccount}
      />
      <PriceChangeDialog
        changes={flow.phase.kind === 'prices' ? flow.phase.changes : null}
        items={cart.items}
        onCancel={flow.cancel}
        onAccept={(changes) => void flow.acceptPrices(changes)}
      />
    </article>
  );
}
