import type { OrderView } from '@app/contracts';
import { OrderDelivery } from './order-delivery';
import { OrderItems } from './order-items';
import { OrderNotes } from './order-notes';
import { OrderProposals } from './order-proposals';
import { useAddOrderNote, useAnswerProposal } from './orders-api';
import { StatusTimeline } from './status-timeline';
import { useDates } from './use-dates';

type OrderDetailProps = {
  view: OrderView;
  showBusiness?: boolean;
  stacked?: boolean;
  /** The order's restaurant accepts or declines the supplier's proposed changes. */
  canAnswer?: boolean;
};

/**
 * An order for signed-in viewers: the supplier's proposed changes, items and notes beside the delivery details and
 * the status history.
 */
export function OrderDetail({ view, showBusiness, stacked, canAnswer }: OrderDetailProps) {
  const dates = useDates();
  const addNote = useAddOrderNote(view.order.id);
  const answer = useAnswerProposal(view.order.id);
  return (
    <div className={stacked ? 'space-y-4' : 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start'}>
      <div className="min-w-0 space-y-4">
        <OrderProposals
          proposals={view.proposals}
          dateTime={dates.dateTime}
          onAnswer={canAnswer ? (proposalId, accept) => answer.mutateAsync({ proposalId, accept }) : undefined}
        />
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
