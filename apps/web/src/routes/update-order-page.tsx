import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Alert } from '../components/ui/alert';
import { PageHeader } from '../components/ui/page-header';
import { PageSpinner } from '../components/ui/spinner';
import { GuestOrder, GuestOrderExpired, GuestOrderNotFound } from '../features/orders/guest-order';
import { guestOrder, type OrderView } from '../features/orders/orders-api';
import { ApiError, errorMessage } from '../lib/api';

/** /update_order?irk=&ivrk=: the order opened from an emailed link, without signing in. */
export function UpdateOrderPage() {
  const [params] = useSearchParams();
  const irk = params.get('irk') ?? '';
  const ivrk = params.get('ivrk') ?? '';
  const complete = Boolean(irk && ivrk);
  const qc = useQueryClient();
  const key = ['guest-order', irk, ivrk] as const;
  const order = useQuery({ queryKey: key, queryFn: () => guestOrder({ irk, ivrk }), enabled: complete });
  const update = async (body: Omit<Parameters<typeof guestOrder>[0], 'irk' | 'ivrk'>) => {
    const view = await guestOrder({ irk, ivrk, ...body });
    qc.setQueryData<OrderView>(key, view);
  };

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
