import { ENDPOINTS } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { refresh, useCall, useChange } from '../../lib/call';

export function useAdminDashboard() {
  return useCall('/admin_dashboard', {}, { refetchInterval: 60_000 });
}

/** Restaurants whose name contains the term (at most 50, by name). */
export function useBusinessSearch(term: string, enabled: boolean) {
  return useCall(
    '/business_search',
    { searchTerm: term },
    { enabled, staleTime: 60_000, placeholderData: (previous) => previous, select: (r) => r.businesses },
  );
}

/** One restaurant's order guide, as the admins' tool shows it. */
export function useRestaurantOrderGuide(businessId: number | null) {
  return useCall(
    '/order_guide_get',
    { businessId: businessId ?? 0 },
    { enabled: businessId !== null, select: (r) => r.items },
  );
}

/** Rebuilds the guide from the last 90 days of orders and invoices (plus pinned items) and stores the new list. */
export function useRefreshOrderGuide() {
  return useChange('/order_guide_refresh', { toBody: (businessId: number) => ({ businessId }) });
}

/** Supplier accounts waiting to manage a supplier record restaurants created, oldest first. */
export function useSupplierClaims() {
  return useCall('/admin_supplier_claims', {}, { refetchInterval: 60_000, select: (r) => r.claims });
}

/** Approves or rejects a request; the queue is fetched again either way (another admin may have decided it). */
export function useDecideSupplierClaim() {
  const qc = useQueryClient();
  return useChange('/admin_supplier_claim_decide', {
    onError: () => refresh(qc, ENDPOINTS['/admin_supplier_claim_decide'].changes ?? []),
  });
}
