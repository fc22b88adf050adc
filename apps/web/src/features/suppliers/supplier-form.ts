import {
  compare,
  DELIVERY_DAYS,
  type Decimal,
  decimalPlaces,
  parseDecimal,
  SUPPLIER_MSG,
  toFixed,
  toNumber,
  toPlain,
} from '@app/contracts';
import { z } from 'zod';
import { isPhoneNumber, normalizePhone } from '../../lib/phone';
import { decodeDeliveryDays, encodeDeliveryDays } from './delivery-days';
import type { ConnectedSupplier } from './suppliers-api';

export const CONTACT_METHODS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone call' },
  { value: 'sms', label: 'Text message (SMS)' },
] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number]['value'];

export const PHONE_MSG = 'Please enter a valid phone number';
export const EMAIL_MSG = 'Please enter a valid email address';
const MAX_AMOUNT = 1_000_000;

/** '150', '150.00', '$1,500', '12,50' → the amount; null when the text is no amount from 0 to 1,000,000. */
export function parseAmount(text: string): Decimal | null {
  const d = parseDecimal(text);
  return d && compare(d, 0) >= 0 && compare(d, MAX_AMOUNT) <= 0 ? d : null;
}

const trimmed = (max: number) => z.string().trim().max(max);
const optionalPhone = z
  .string()
  .trim()
  .max(40)
  .refine((v) => v === '' || isPhoneNumber(v), PHONE_MSG);
const optionalEmail = z
  .string()
  .trim()
  .refine((v) => v === '' || z.email().safeParse(v).success, EMAIL_MSG);

/** A minimum order: required, a non-negative amount ('You must specify a minimum order'). */
export const minimumOrderField = z
  .string()
  .trim()
  .min(1, SUPPLIER_MSG.minimumOrder)
  .refine((v) => parseAmount(v) !== null, SUPPLIER_MSG.minimumOrder);

/** An hour 0–23 chosen in a select ('' when none is chosen). */
export const cutoffField = (message: string | null) =>
  z
    .string()
    .refine((v) => (v === '' ? message === null : /^\d{1,2}$/.test(v) && Number(v) <= 23), message ?? 'Choose an hour');

export const deliveryDaysField = (message: string | null) =>
  z.array(z.enum(DELIVERY_DAYS)).refine((days) => message === null || days.length > 0, message ?? '');

/** The Add / edit supplier form (spec 3 Supplier connection form, spec 5 Supplier form). */
export function supplierFormSchema(mode: 'add' | 'edit') {
  return z.object({
    name: z.string().trim().min(1, SUPPLIER_MSG.name).max(200),
    accountNumber:
      mode === 'add' ? z.string().trim().min(1, SUPPLIER_MSG.accountNumber).max(100) : z.string().trim().max(100),
    contactName: trimmed(200),
    contactPhone: optionalPhone,
    contactEmail: optionalEmail,
    preferredContactMethod: z.enum(['email', 'phone', 'sms']),
    creditTerms: trimmed(200),
    minimumOrder: minimumOrderField,
    orderCutoff: cutoffField(SUPPLIER_MSG.orderCutoff),
    deliveryDays: deliveryDaysField(SUPPLIER_MSG.deliveryDays),
  });
}

export type SupplierFormValues = z.input<ReturnType<typeof supplierFormSchema>>;
export type SupplierFormField = keyof SupplierFormValues;

export const EMPTY_SUPPLIER_FORM: SupplierFormValues = {
  name: '',
  accountNumber: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
  preferredContactMethod: 'email',
  creditTerms: '',
  minimumOrder: '',
  orderCutoff: '',
  deliveryDays: [],
};

/** A stored amount as the form shows it: '150.00' → '150', '12.5' → '12.50'. */
export function amountText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = parseDecimal(String(value));
  if (!d) return String(value);
  return decimalPlaces(d) === 0 ? toPlain(d) : toFixed(d, 2);
}

/** The edit form filled from a connected supplier. */
export function supplierFormFrom(s: ConnectedSupplier): SupplierFormValues {
  const method = CONTACT_METHODS.find((m) => m.value === s.preferred_contact_method)?.value ?? 'email';
  return {
    name: s.name,
    accountNumber: s.account_id ?? '',
    contactName: s.contact_name ?? '',
    contactPhone: s.contact_phone ?? '',
    contactEmail: s.contact_email ?? '',
    preferredContactMethod: method,
    creditTerms: s.credit_terms ?? '',
    minimumOrder: amountText(s.minimum_order),
    orderCutoff: s.order_cutoff === null || s.order_cutoff === undefined ? '' : String(s.order_cutoff),
    deliveryDays: decodeDeliveryDays(s.delivery_days),
  };
}

const phoneOut = (v: string) => (v.trim() ? normalizePhone(v) : '');

/** The /customer_supplier_put body; `insertBusSupId` is the chosen suggestion (absent for a new supplier). */
export function connectionBody(v: SupplierFormValues, insertBusSupId: number | null) {
  return {
    name: v.name.trim(),
    ...(insertBusSupId ? { insertBusSupId } : {}),
    accountNumber: v.accountNumber.trim(),
    contactName: v.contactName.trim(),
    contactPhone: phoneOut(v.contactPhone),
    contactEmail: v.contactEmail.trim().toLowerCase(),
    preferredContactMethod: v.preferredContactMethod,
    minimumOrder: toNumber(parseAmount(v.minimumOrder) ?? 0),
    orderCutoff: Number(v.orderCutoff),
    creditTerms: v.creditTerms.trim(),
    deliveryDays: encodeDeliveryDays(v.deliveryDays),
  };
}

/** The /customer_supplier_update body of a restaurant editing its supplier (type supplier). */
export function supplierUpdateBody(v: SupplierFormValues, supplierId: number) {
  return {
    type: 'supplier' as const,
    supplierId,
    accountId: v.accountNumber.trim(),
    contactName: v.contactName.trim(),
    contactEmail: v.contactEmail.trim().toLowerCase(),
    contactPhone: phoneOut(v.contactPhone),
    creditTerms: v.creditTerms.trim(),
    minimumOrder: toNumber(parseAmount(v.minimumOrder) ?? 0),
    orderCutoff: Number(v.orderCutoff),
    deliveryDays: encodeDeliveryDays(v.deliveryDays),
    preferredContactMethod: v.preferredContactMethod,
  };
}

/** The API's field names mapped to the form's. */
export const SUPPLIER_FIELD_OF: Readonly<Record<string, SupplierFormField>> = {
  name: 'name',
  insertBusSupId: 'name',
  accountNumber: 'accountNumber',
  accountId: 'accountNumber',
  contactName: 'contactName',
  contactPhone: 'contactPhone',
  contactEmail: 'contactEmail',
  preferredContactMethod: 'preferredContactMethod',
  creditTerms: 'creditTerms',
  minimumOrder: 'minimumOrder',
  orderCutoff: 'orderCutoff',
  deliveryDays: 'deliveryDays',
};
