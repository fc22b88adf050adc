import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { RangeQuery } from '../orders/time-range';

export type SpendBySupplier = { supplier_id: number; supplier: string; orders: number; spend: string };
export type SpendByCategory = { category: string; spend: string };
export type TopItem = {
  item_id: number;
  name: string;
  supplier: string;
  quantity: string;
  orders: number;
  spend: string;
};
export type PriceChange = {
  item_id: number;
  name: string;
  supplier: string;
  unit: string;
  latest: string;
  previous: string;
  changed_at: string;
  change_pct: string;
};
export type Saving = {
  item_id: number;
  name: string;
  supplier: string;
  unit_price: number;
  per: string;
  better_item_id: number;
  better_name: string;
  better_supplier: string;
  better_unit_price: number;
  saving_pct: number;
  /** CAD a month, with cents ('12.34'). */
  monthly_saving: string;
};

export type CreditsBySupplier = {
  supplier_id: number;
  supplier: string;
  requests: number;
  requested: string;
  accepted: string;
  credited: string;
};
export type OverchargesByMonth = {
  supplier_id: number;
  supplier: string;
  month: string;
  lines: number;
  overcharged: string;
};
export type OnTimeBySupplier = {
  supplier_id: number;
  supplier: string;
  deliveries: number;
  on_time: number;
  on_time_pct: string;
};

export type RestaurantReport = {
  spendBySupplier: SpendBySupplier[];
  spendByCategory: SpendByCategory[];
  topItems: TopItem[];
  priceChanges: PriceChange[];
  savings: Saving[];
  creditsBySupplier: CreditsBySupplier[];
  overchargesByMonth: OverchargesByMonth[];
  onTimeBySupplier: OnTimeBySupplier[];
};

export type SalesByCustomer = { business_id: number; customer: string; orders: number; sales: string };
export type SalesByItem = { item_id: number; name: string; quantity: string; sales: string };
export type SupplierReport = { salesByCustomer: SalesByCustomer[]; salesByItem: SalesByItem[] };

export const reportKeys = {
  all: ['reports'] as const,
  report: (kind: 'restaurant' | 'supplier', range: RangeQuery) => ['reports', kind, range] as const,
};

/** /reports over a range, as a restaurant. */
export function useRestaurantReport(range: RangeQuery) {
  return useQuery({
    queryKey: reportKeys.report('restaurant', range),
    queryFn: ({ signal }) => api<RestaurantReport>('/reports', range, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** /reports over a range, as a supplier. */
export function useSupplierReport(range: RangeQuery) {
  return useQuery({
    queryKey: reportKeys.report('supplier', range),
    queryFn: ({ signal }) => api<SupplierReport>('/reports', range, { signal }),
    placeholderData: (previous) => previous,
  });
}
