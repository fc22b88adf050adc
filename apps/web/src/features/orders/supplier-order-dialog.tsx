import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { OrderDetail } from './order-detail';
import { StatusSelect } from './order-status';
import { useOrder, useOrderStatusUpdate, useProposeChanges } from './orders-api';
import { ProposeChangesDialog } from './propose-changes-dialog';
import { useDates } from './use-dates';

/** A supplier opens an incoming order in place (its route set has no order page). */
export function SupplierOrderDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const order = useOrder(orderId ?? 0);
  const statusUpdate = useOrderStatusUpdate();
  const dates = useDates();
  const propose = useProposeChanges(orderId ?? 0);
  const [proposing, setProposing] = useState(false);
  const view = order.data;
  // The proposal takes the order's place while it is open (one dialog at a time), then the order comes back.
  return (
    <>
      <Dialog
        open={orderId !== null && !proposing}
        onClose={onClose}
        size="lg"
        title={view ? `Order #${view.order.id} from ${view.business.name}` : `Order #${orderId ?? ''}`}
        description={view ? `Ordered ${dates.dateTime(view.order.created)}` : undefined}
      >
        <div className="max-h-[65dvh] space-y-4 overflow-y-auto pb-1">
          {order.isError ? (
            <Alert tone="error" title="This order could not be loaded">
              {errorMessage(order.error)}
            </Alert>
          ) : view ? (
            <>
              <div className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-700">
                Status
                <StatusSelect
                  orderId={view.order.id}
                  statusId={view.order.status_id}
                  onChange={(orderStatusId) => statusUpdate.mutate({ orderId: view.order.id, orderStatusId })}
                />
                <Button variant="secondary" size="sm" className="ml-auto" onClick={() => setProposing(true)}>
                  <PencilLine className="size-4" aria-hidden="true" />
                  Propose changes
                </Button>
              </div>
              <OrderDetail view={view} showBusiness stacked />
            </>
          ) : (
            <PageSpinner label="Loading the order" />
          )}
        </div>
      </Dialog>
      <ProposeChangesDialog
        open={orderId !== null && proposing}
        items={view?.items ?? []}
        onClose={() => setProposing(false)}
        onSubmit={(proposals) => propose.mutateAsync(proposals)}
      />
    </>
  );
}
