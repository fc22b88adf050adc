import type { LineProposal, OrderView } from '@app/contracts';
import { CircleCheck, Clock, PencilLine, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { OrderDelivery } from './order-delivery';
import { OrderItems } from './order-items';
import { OrderNotes } from './order-notes';
import { OrderProposals } from './order-proposals';
import { StatusBadge } from './order-status';
import { ProposeChangesDialog } from './propose-changes-dialog';
import { StatusTimeline } from './status-timeline';

const PENDING = 1;
const RECEIVED = 2;

export function GuestOrderNotFound() {
  return (
    <div className="mx-auto w-full max-w-lg">
      <PageHeader title="Order not found" />
      <EmptyState
        icon={SearchX}
        title="We could not find this order"
        description="The link may be incomplete or no longer valid. Open the link from your order email again, or contact the restaurant that sent the order."
      />
    </div>
  );
}

/** The emailed link is past its expiry (90 days after delivery): the server's message says so. */
export function GuestOrderExpired({ message }: { message: string }) {
  return (
    <div className="mx-auto w-full max-w-lg">
      <PageHeader title="Order link expired" />
      <EmptyState icon={Clock} title="This order link has expired" description={message} />
    </div>
  );
}

type GuestOrderProps = {
  view: OrderView;
  onAddNote: (note: string, author: string) => Promise<unknown>;
  onMarkReceived: () => Promise<unknown>;
  onPropose: (proposals: LineProposal[]) => Promise<unknown>;
};

/**
 * The order as the supplier's order desk sees it from the emailed link, with notes, Mark as received and proposed
 * changes per line.
 */
export function GuestOrder({ view, onAddNote, onMarkReceived, onPropose }: GuestOrderProps) {
  const [marking, setMarking] = useState(false);
  const [proposing, setProposing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dateTime = (v: string) => formatDateTime(v);
  const status = view.order.status_id;

  const mark = async () => {
    setMarking(true);
    setError(null);
    try {
      await onMarkReceived();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setMarking(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageHeader
        title={`Order #${view.order.id}`}
        description={`From ${view.business.name} to ${view.supplierName}`}
        actions={
          <>
            <StatusBadge statusId={status} />
            <Button variant="secondary" onClick={() => setProposing(true)}>
              <PencilLine className="size-4" aria-hidden="true" />
              Propose changes
            </Button>
            {status === PENDING ? (
              <Button onClick={mark} loading={marking}>
                <CircleCheck className="size-4" aria-hidden="true" />
                Mark as received
              </Button>
            ) : status === RECEIVED ? (
              <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700">
                <CircleCheck className="size-4" aria-hidden="true" />
                Received
              </span>
            ) : null}
          </>
        }
      />
      {error ? (
        <div className="mb-4">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-4">
          <OrderProposals proposals={view.proposals} dateTime={dateTime} />
          <OrderItems items={view.items} total={view.order.total} />
          <OrderNotes notes={view.notes} dateTime={dateTime} onAdd={onAddNote} withAuthor />
        </div>
        <div className="min-w-0 space-y-4">
          <OrderDelivery view={view} dateTime={dateTime} showBusiness />
          <StatusTimeline history={view.orderStatus} dateTime={dateTime} />
        </div>
      </div>
      <ProposeChangesDialog
        open={proposing}
        items={view.items}
        onClose={() => setProposing(false)}
        onSubmit={onPropose}
      />
    </div>
  );
}
