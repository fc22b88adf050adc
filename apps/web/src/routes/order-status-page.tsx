import { useState } from 'react';
import { OrderList } from '../features/orders/order-list';
import { SupplierOrderDialog } from '../features/orders/supplier-order-dialog';
import { CreditsLink } from '../features/receiving/credits-link';

/** /OrderStatus: the supplier's incoming orders, moved through Received, Processing, Shipping and Delivered. */
export function OrderStatusPage() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <>
      <OrderList
        variant="supplier"
        title="Orders"
        onOpen={(row) => setOpenId(row.order.id)}
        actions={<CreditsLink />}
      />
      <SupplierOrderDialog orderId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
