import { OrderDelivery } from './order-delivery';
import { OrderItems } from './order-items';
import { OrderNotes } from './order-notes';
import { type OrderView, useAddOrderNote } from './orders-api';
import { StatusTimeline } from './status-timeline';
import { useDates } from './use-dates';

type OrderDetailProps = { view: OrderView; showBusiness?: boolean; stacked?: boolean };

/** An order for signed-in viewers: items and notes beside the delivery details and the status history. */
export function OrderDetail({ view, showBusiness, stacked }: OrderDetailProps) {
  const dates = useDates();
  const addNote = useAddOrderNote(view.order.id);
  return (
    <div className={stacked ? 'space-y-4' : 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start'}>
      <div className="min-w-0 space-y-4">
        <OrderItems items={view.items} total={view.order.total} />
        <OrderNotes notes={view.notes} dateTime={dates.dateTime} onAdd={(note) => addNote.mutateAsync(note)} />
      </div>
      <div className="min-w-0 space-y-4">
        <OrderDelivery view={view} dateTime={dates.dateTime} showBusiness={showBusiness} />
        <StatusTimeline history={view.orderStatus} dateTime={dates.dateTime} />
      </div>
    </div>
  );
}
