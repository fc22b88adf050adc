import type { SupplierDeliveryArea } from '@app/contracts';
import { useCall, useChange } from '../../lib/call';

export type DeliveryArea = SupplierDeliveryArea;
export type AreaKind = DeliveryArea['kind'];

export function useDeliveryAreas() {
  return useCall('/delivery_area_get', {}, { select: (r) => r.areas });
}

export function useSaveArea() {
  return useChange('/delivery_area_put');
}

export function useDeleteArea() {
  return useChange('/delivery_area_delete', { toBody: (id: number) => ({ id }) });
}
