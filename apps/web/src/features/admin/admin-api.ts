import type { AdminClaimRow } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type FailedJob = {
  id: number;
  name: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
};

export type AdminDashboardData = {
  pendingInvoices: number;
  ordersToday: number;
  restaurants: number;
  failedJobs: FailedJob[];
};

export type BusinessHit = { id: number; name: string; city: string | null; state: string | null };

/** One item of a restaurant's order guide, at the latest price the restaurant sees. */
export type OrderGuideItem = {
  item_id: number;
  name: string;
  supplier: string;
  price: string | null;
  unit: string | null;
  created: string;
  pinned: boolean;
  source: string;
};

export type NamedItem = { id: number; name: string };
export type OrderGuideRefresh = { added: NamedItem[]; removed: NamedItem[]; items: OrderGuideItem[] };

export const adminKeys = {
  dashboard: ['admin', 'dashboard'] as const,
  businesses: (term: string) => ['admin', 'businesses', term] as const,
  orderGuide: (businessId: number) => ['admin', 'order-guide', businessId] as const,
  supplierClaims: ['admin', 'supplier-claims'] as const,
};

export function useAdminDashboard() {
  return useQuery({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => api<AdminDashboardData>('/admin_dashboard', {}, { signal }),
    refetchInterval: 60_000,
  });
}

/** Restaurants whose name contains the term (at most 50, by name). */
export function useBusinessSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.businesses(term),
    queryFn: ({ signal }) =>
      api<{ businesses: BusinessHit[] }>('/business_search', { searchTerm: term }, { signal }).then(
        (r) => r.businesses,
      ),
    enabled,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

export function useOrderGuide(businessId: number | null) {
  return useQuery({
    queryKey: adminKeys.orderGuide(businessId ?? 0),
    queryFn: ({ signal }) =>
      api<{ items: OrderGuideItem[] }>('/order_guide_get', { businessId }, { signal }).then((r) => r.items),
    enabled: businessId !== null,
  });
}

/** Rebuilds the guide from the last 90 days of orders and invoices (plus pinned items) and stores the new list. */
export function useRefreshOrderGuide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (businessId: number) => api<OrderGuideRefresh>('/order_guide_refresh', { businessId }),
    onSuccess: (result, businessId) => qc.setQueryData(adminKeys.orderGuide(businessId), result.items),
  });
}

/** Supplier accounts waiting to manage a supplier record restaurants created, oldest first. */
export function useSupplierClaims() {
  return useQuery({
    queryKey: adminKeys.supplierClaims,
    queryFn: ({ signal }) =>
      api<{ claims: AdminClaimRow[] }>('/admin_supplier_claims', {}, { signal }).then((r) => r.claims),
    refetchInterval: 60_000,
  });
}

export function useDecideSupplierClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { claimId: number; decision: 'approve' | 'reject' }) =>
      api<{ status: 'SUCCESS' }>('/admin_supplier_claim_decide', v),
    onSettled: () => qc.invalidateQueries({ queryKey: adminKeys.supplierClaims }),
  });
}
