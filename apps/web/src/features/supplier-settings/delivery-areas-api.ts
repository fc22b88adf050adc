import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { areaBody } from './delivery-area-form';

export type AreaKind = 'city' | 'postal_prefix';

export type DeliveryArea = {
  id: number;
  kind: AreaKind;
  value: string;
  deliveryDays: string;
  orderCutoff: number | null;
};

export const areaKeys = { list: ['supplier-settings', 'delivery-areas'] as const };

export function useDeliveryAreas() {
  return useQuery({
    queryKey: areaKeys.list,
    queryFn: ({ signal }) => api<{ areas: DeliveryArea[] }>('/delivery_area_get', {}, { signal }).then((r) => r.areas),
  });
}

export function useSaveArea() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof areaBody>) => api<{ status: string; id: number }>('/delivery_area_put', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: areaKeys.list }),
  });
}

export function useDeleteArea() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ status: string }>('/delivery_area_delete', { id }),
    onSuccess: () => qc.invalidateQueries({ queryKey: areaKeys.list }),
  });
}
