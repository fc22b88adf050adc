import { OrderList } from '../features/orders/order-list';
import { CreditsLink } from '../features/receiving/credits-link';

/** /Orders: the restaurant's orders. */
export function OrdersPage() {
  return <OrderList variant="restaurant" title="Orders" actions={<CreditsLink />} />;
}
