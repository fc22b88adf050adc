import { OrderList } from '../features/orders/order-list';

/** /AllOrders: every restaurant's orders, searchable by the ordering user's email (admin). */
export function AllOrdersPage() {
  return <OrderList variant="admin" title="All Orders" />;
}
