import { Send, ShoppingCart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { CartCard } from '../features/cart/cart-card';
import { formatTime } from '../features/cart/format-time';
import { SendAllResults } from '../features/cart/send-all';
import { SentSummary } from '../features/cart/sent-summary';
import { useCartDefaults } from '../features/cart/use-cart-defaults';
import { useSendAll } from '../features/cart/use-send-all';
import { useDates } from '../features/orders/use-dates';
import { useConnectedSuppliers } from '../features/suppliers/suppliers-api';
import { useCart } from '../lib/cart-store';
import { useSession } from '../lib/session';

/** /Cart: one card per supplier, and the orders sent from here in the last day as summaries. */
export function CartPage() {
  const session = useSession().data;
  const carts = useCart((s) => s.carts);
  const sent = useCart((s) => s.sent);
  const pruneSent = useCart((s) => s.pruneSent);
  const dismissSent = useCart((s) => s.dismissSent);
  const dates = useDates();
  const suppliers = useConnectedSuppliers(null, { enabled: session?.User.usertype === 'restaurant' });
  // Orders sent from this visit, by supplier: their summaries take the place of the cards they came from.
  const [justSent, setJustSent] = useState<Record<number, number>>({});
  useEffect(() => pruneSent(), [pruneSent]);
  useCartDefaults(session, suppliers.data);
  const markJustSent = (supplierId: number, orderId: number) => setJustSent((m) => ({ ...m, [supplierId]: orderId }));
  const all = useSendAll({ suppliers: suppliers.data, timeZone: dates.timeZone, onSent: markJustSent });

  const list = Object.values(carts);
  const ready = list.filter((c) => c.items.some((i) => i.ordered_quantity > 0)).length;
  const freshIds = new Set(Object.values(justSent));
  const earlier = sent.filter((s) => !freshIds.has(s.Id));
  const slots = [...new Set([...Object.keys(justSent).map(Number), ...list.map((c) => c.supplierId)])].sort(
    (a, b) => a - b,
  );
  const time = (iso: string) => formatTime(iso, dates.timeZone);
  const summary = (orderId: number, fresh: boolean) => {
    const s = sent.find((x) => x.Id === orderId);
    return s ? (
      <SentSummary
        key={`sent-${s.Id}`}
        sent={s}
        fresh={fresh}
        time={time}
        dateTime={dates.dateTime}
        onClose={() => dismissSent(s.Id)}
      />
    ) : null;
  };

  return (
    <>
      <PageHeader
        title="Cart"
        actions={
          ready > 1 || all.running ? (
            <Button onClick={() => void all.sendAll()} loading={all.running} className="w-full sm:w-auto">
              <Send className="size-4" aria-hidden="true" />
              Send all ({ready})
            </Button>
          ) : null
        }
      />
      {all.results ? <SendAllResults results={all.results} running={all.running} onClose={all.dismiss} /> : null}
      {earlier.length > 0 ? (
        <section aria-label="Sent orders" className="mb-6 space-y-2">
          {earlier.map((s) => summary(s.Id, false))}
        </section>
      ) : null}
      <div className="space-y-6">
        {slots.map((supplierId) => {
          const cart = carts[supplierId];
          const orderId = justSent[supplierId];
          return (
            <div key={supplierId} className="space-y-2">
              {orderId ? summary(orderId, true) : null}
              {cart ? (
                <CartCard
                  cart={cart}
                  supplier={suppliers.data?.find((s) => s.id === supplierId)}
                  userId={session?.User.id ?? 0}
                  timeZone={dates.timeZone}
                  dateFormat={dates.dateFormat}
                  time={(iso) => dates.dateTime(iso)}
                  onSent={(id) => markJustSent(supplierId, id)}
                />
              ) : null}
            </div>
          );
        })}
        {list.length === 0 ? (
          <EmptyState icon={ShoppingCart} title="Your cart is empty. Find items using the search bar." />
        ) : null}
      </div>
    </>
  );
}
