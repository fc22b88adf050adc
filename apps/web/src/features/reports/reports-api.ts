import type { ResponseOf, RestaurantReport, SupplierReport } from '@app/contracts';
import { useCall } from '../../lib/call';
import type { RangeQuery } from '../orders/time-range';

export type { RestaurantReport, SupplierReport };
export type SpendBySupplier = RestaurantReport['spendBySupplier'][number];
export type SpendByCategory = RestaurantReport['spendByCategory'][number];
export type TopItem = RestaurantReport['topItems'][number];
export type PriceChange = RestaurantReport['priceChanges'][number];
export type Saving = RestaurantReport['savings'][number];
export type CreditsBySupplier = RestaurantReport['creditsBySupplier'][number];
export type OverchargesByMonth = RestaurantReport['overchargesByMonth'][number];
export type OnTimeBySupplier = RestaurantReport['onTimeBySupplier'][number];
export type SalesByCustomer = SupplierReport['salesByCustomer'][number];
export type SalesByItem = SupplierReport['salesByItem'][number];

type Report = ResponseOf<'/reports'>;
const isRestaurantReport = (r: Report): r is RestaurantReport => 'spendBySupplier' in r;

/** The report as a restaurant gets it (a supplier's caller never asks for it). */
function asRestaurant(r: Report): RestaurantReport {
  if (!isRestaurantReport(r)) throw new Error('This report is for restaurants');
  return r;
}
function asSupplier(r: Report): SupplierReport {
  if (isRestaurantReport(r)) throw new Error('This report is for suppliers');
  return r;
}

/** /reports over a range, as a restaurant. */
export function useRestaurantReport(range: RangeQuery) {
  return useCall('/reports', range, { placeholderData: (previous) => previous, select: asRestaurant });
}

/** /reports over a range, as a supplier. */
export function useSupplierReport(range: RangeQuery) {
  return useCall('/reports', range, { placeholderData: (previous) => previous, select: asSupplier });
}
