import { SUPPLIER_MSG } from '@app/contracts';
import { z } from 'zod';
import { isPhoneNumber, normalizePhone } from '../../lib/phone';
import { PHONE_MSG } from './supplier-form';

/** The Add contact form (spec 5): name, phone and email required, role optional. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, SUPPLIER_MSG.contactName).max(200),
  phone: z
    .string()
    .trim()
    .min(1, SUPPLIER_MSG.contactPhone)
    .max(40)
    .refine((v) => v === '' || isPhoneNumber(v), PHONE_MSG),
  email: z
    .string()
    .trim()
    .min(1, SUPPLIER_MSG.contactEmail)
    .refine((v) => v === '' || z.email().safeParse(v).success, SUPPLIER_MSG.contactEmail),
  role: z.string().trim().max(100),
  defaultOrderEmail: z.boolean(),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormField = keyof ContactFormValues;

export const EMPTY_CONTACT: ContactFormValues = { name: '', phone: '', email: '', role: '', defaultOrderEmail: false };

export const CONTACT_FIELD_OF: Readonly<Record<string, ContactFormField>> = {
  name: 'name',
  phone: 'phone',
  email: 'email',
  role: 'role',
  default_order_email: 'defaultOrderEmail',
};

/** The /supplier_person_put body. */
export function contactBody(v: ContactFormValues, supplierId: number) {
  return {
    name: v.name.trim(),
    phone: normalizePhone(v.phone),
    email: v.email.trim().toLowerCase(),
    role: v.role.trim(),
    default_order_email: v.defaultOrderEmail,
    supplier_id: supplierId,
  };
}
