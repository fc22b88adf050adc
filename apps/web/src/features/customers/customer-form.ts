import { toNumber } from '@app/contracts';
import { z } from 'zod';
import { decodeDeliveryDays, encodeDeliveryDays } from '../suppliers/delivery-days';
import { amountText, cutoffField, deliveryDaysField, minimumOrderField, parseAmount } from '../suppliers/supplier-form';
import type { Customer } from './customers-api';

/** What a supplier keeps about a customer (Supplier edit, type customer). */
export const customerFormSchema = z.object({
  accountId: z.string().trim().max(100),
  creditTerms: z.string().trim().max(200),
  minimumOrder: minimumOrderField,
  orderCutoff: cutoffField(null),
  deliveryDays: deliveryDaysField(null),
  customerNotes: z.string().trim().max(2000, 'Notes can be at most 2000 characters'),
});

export type CustomerFormValues = z.input<typeof customerFormSchema>;
export type CustomerFormField = keyof CustomerFormValues;

export function customerFormFrom(c: Customer): CustomerFormValues {
  return {
    accountId: c.account_id ?? '',
    creditTerms: c.credit_terms ?? '',
    minimumOrder: amountText(c.minimum_order),
    orderCutoff: c.order_cutoff === null ? '' : String(c.order_cutoff),
    deliveryDays: decodeDeliveryDays(c.delivery_days),
    customerNotes: c.customer_notes ?? '',
  };
}

/** The /customer_supplier_update body (type customer); an empty cutoff clears it. */
export function customerUpdateBody(v: CustomerFormValues, businessId: number, supplierId: number) {
  return {
    type: 'customer' as const,
    businessId,
    supplierId,
    accountId: v.accountId.trim(),
    creditTerms: v.creditTerms.trim(),
    minimumOrder: toNumber(parseAmount(v.minimumOrder) ?? 0),
    orderCutoff: v.orderCutoff === '' ? null : Number(v.orderCutoff),
    deliveryDays: encodeDeliveryDays(v.deliveryDays),
    customerNotes: v.customerNotes.trim(),
  };
}

export const CUSTOMER_FIELD_OF: Readonly<Record<string, CustomerFormField>> = {
  accountId: 'accountId',
  creditTerms: 'creditTerms',
  minimumOrder: 'minimumOrder',
  orderCutoff: 'orderCutoff',
  deliveryDays: 'deliveryDays',
  customerNotes: 'customerNotes',
};
