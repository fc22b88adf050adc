import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { GuestOrder, GuestOrderExpired, GuestOrderNotFound } from '../features/orders/guest-order';
import { useGuestOrder } from '../features/orders/orders-api';
import { ApiError, errorMessage } from '../lib/api';

/** /update_order?irk=&ivrk=: the order opened from an emailed link, without signing in. */
export function UpdateOrderPage() {
  const [params] = useSearchParams();
  const irk = params.get('irk') ?? '';
  const ivrk = params.get('ivrk') ?? '';
  const complete = Boolean(irk && ivrk);
  const { order, update } = useGuestOrder({ irk, ivrk });

  if (!complete || (order.error instanceof ApiError && order.error.status === 404)) return <GuestOrderNotFound />;
  if (order.error instanceof ApiError && order.error.status === 410)
    return <GuestOrderExpired message={order.error.message} />;
  if (order.isError)
    return (
      <div className="mx-auto w-full max-w-lg">
        <PageHeader title="Order" />
        <Alert tone="error" title="This order could not be loaded">
          {errorMessage(order.error)}
        </Alert>
      </div>
    );
  if (!order.data) return <PageSpinner label="Loading the order" />;
  return (
    <GuestOrder
      view={order.data}
      onAddNote={(note, author) => update({ note, author })}
      onMarkReceived={() => update({ markReceived: true })}
      onPropose={(proposals) => update({ proposals })}
    />
  );
}
