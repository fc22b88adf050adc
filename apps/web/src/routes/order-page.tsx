import { ArrowLeft, ClipboardList, RotateCcw } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { Button, buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { OrderDetail } from '../features/orders/order-detail';
import { StatusBadge, StatusSelect } from '../features/orders/order-status';
import { useOrder, useOrderStatusUpdate } from '../features/orders/orders-api';
import { useDates } from '../features/orders/use-dates';
import { useReorder } from '../features/orders/use-reorder';
import { OrderReceiving, ReceiveButton } from '../features/receiving/order-receiving';
import { ApiError, errorMessage } from '../lib/api';
import { useSession } from '../lib/session';

const backLink = (to: string) => (
  <Link to={to} className={buttonClasses('secondary')}>
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to orders
  </Link>
);

/** /Orders/{id}: items, delivery details, notes and status history; restaurants change the status and reorder. */
export function OrderPage() {
  const { id } = useParams();
  const orderId = Number(id);
  const session = useSession();
  const isRestaurant = session.data?.User.usertype === 'restaurant';
  const back = isRestaurant ? '/Orders' : '/AllOrders';
  const order = useOrder(orderId);
  const statusUpdate = useOrderStatusUpdate();
  const dates = useDates();
  const { reorder, pending } = useReorder(order.data);

  if (!Number.isInteger(orderId) || orderId <= 0 || (order.error instanceof ApiError && order.error.status === 404)) {
    return (
      <>
        <PageHeader title="Order not found" />
        <EmptyState icon={ClipboardList} title="This order could not be found" action={backLink(back)} />
      </>
    );
  }
  if (order.isError)
    return (
      <>
        <PageHeader title={`Order #${orderId}`} />
        <Alert tone="error" title="This order could not be loaded">
          {errorMessage(order.error)}
        </Alert>
      </>
    );
  const view = order.data;
  if (!view) return <PageSpinner label="Loading the order" />;

  return (
    <>
      <PageHeader
        title={`Order #${view.order.id}`}
        description={`${view.supplierName} · ${isRestaurant ? '' : `${view.business.name} · `}${dates.dateTime(view.order.created)}`}
        actions={
          <>
            {isRestaurant ? (
              <StatusSelect
                orderId={view.order.id}
                statusId={view.order.status_id}
                className="h-10"
                onChange={(orderStatusId) => statusUpdate.mutate({ orderId: view.order.id, orderStatusId })}
              />
            ) : (
              <StatusBadge statusId={view.order.status_id} />
            )}
            {isRestaurant ? <ReceiveButton view={view} /> : null}
            {isRestaurant ? (
              <Button onClick={reorder} loading={pending}>
                <RotateCcw className="size-4" aria-hidden="true" />
                Reorder
              </Button>
            ) : null}
            {backLink(back)}
          </>
        }
      />
      <div className="mb-4 space-y-4 empty:hidden">
        <OrderReceiving orderId={view.order.id} />
      </div>
      <OrderDetail view={view} showBusiness={!isRestaurant} canAnswer={isRestaurant} />
    </>
  );
}
