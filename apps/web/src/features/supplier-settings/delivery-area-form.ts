import { SUPPLIER_MSG } from '@app/contracts';
import { z } from 'zod';
import { decodeDeliveryDays, encodeDeliveryDays } from '../suppliers/delivery-days';
import { cutoffField, deliveryDaysField } from '../suppliers/supplier-form';
import type { AreaKind, DeliveryArea } from './delivery-areas-api';

export const AREA_KINDS: readonly { value: AreaKind; label: string; valueLabel: string; hint: string }[] = [
  { value: 'city', label: 'City', valueLabel: 'City', hint: 'e.g. Toronto' },
  {
    value: 'postal_prefix',
    label: 'Postal code prefix',
    valueLabel: 'Postal code prefix',
    hint: 'The start of the postal codes you deliver to, e.g. M5 or V6B',
  },
];

export const AREA_VALUE_MSG = 'Enter a city or a postal-code prefix';

export const areaFormSchema = z.object({
  kind: z.enum(['city', 'postal_prefix']),
  value: z.string().trim().min(1, AREA_VALUE_MSG).max(100),
  deliveryDays: deliveryDaysField(SUPPLIER_MSG.deliveryDays),
  orderCutoff: cutoffField(null),
});

export type AreaFormValues = z.input<typeof areaFormSchema>;

export const EMPTY_AREA: AreaFormValues = { kind: 'city', value: '', deliveryDays: [], orderCutoff: '' };

export function areaFormFrom(a: DeliveryArea): AreaFormValues {
  return {
    kind: a.kind,
    value: a.value,
    deliveryDays: decodeDeliveryDays(a.deliveryDays),
    orderCutoff: a.orderCutoff === null ? '' : String(a.orderCutoff),
  };
}

/** The /delivery_area_put body (with the id when an area is changed); postal prefixes in capitals, no spaces. */
export function areaBody(v: AreaFormValues, id: number | null) {
  const value = v.kind === 'postal_prefix' ? v.value.toUpperCase().replace(/\s+/g, '') : v.value.trim();
  return {
    ...(id ? { id } : {}),
    kind: v.kind,
    value,
    deliveryDays: encodeDeliveryDays(v.deliveryDays),
    orderCutoff: v.orderCutoff === '' ? null : Number(v.orderCutoff),
  };
}

export const AREA_FIELD_OF: Readonly<Record<string, keyof AreaFormValues>> = {
  kind: 'kind',
  value: 'value',
  deliveryDays: 'deliveryDays',
  orderCutoff: 'orderCutoff',
};

export function kindLabel(kind: AreaKind): string {
  return AREA_KINDS.find((k) => k.value === kind)?.label ?? kind;
}
