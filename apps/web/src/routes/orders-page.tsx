import { OrderList } from '../features/orders/order-list';

/** /Orders: the restaurant's orders. */
export function OrdersPage() {
  return <OrderList variant="restaurant" title="Orders" />;
}
