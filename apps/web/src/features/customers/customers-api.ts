import { useCall, useChange } from '../../lib/call';

export type { Customer } from '@app/contracts';

/** The supplier's customers (My customers, the supplier dashboard). */
export function useCustomers() {
  return useCall('/customer_get', {}, { select: (r) => r.customers });
}

export function useUpdateCustomer() {
  return useChange('/customer_supplier_update');
}
