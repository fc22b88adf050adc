import { MSG } from '@app/contracts';
import { z } from 'zod';
import { isPhoneNumber } from '../../lib/phone';
import { PHONE_MSG } from '../suppliers/supplier-form';
import type { SupplierProfile } from './supplier-profile-api';

/** The Supplier settings tab: the supplier's profile, with the registration form's messages. */
export const profileFormSchema = z.object({
  name: z.string().trim().min(1, MSG.supplierName).max(200),
  orderEmail: z
    .string()
    .trim()
    .refine((v) => z.email().safeParse(v).success, MSG.orderEmail),
  alternateNames: z.array(z.string().trim().min(1).max(200)).max(20),
  address1: z.string().trim().max(200),
  city: z.string().trim().max(100),
  state: z.string().trim().max(100),
  postalCode: z.string().trim().max(20),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || isPhoneNumber(v), PHONE_MSG),
  website: z.string().trim().max(200),
  about: z.string().trim().max(2000, 'About can be at most 2000 characters'),
});

export type ProfileFormValues = z.input<typeof profileFormSchema>;

export const EMPTY_PROFILE: ProfileFormValues = {
  name: '',
  orderEmail: '',
  alternateNames: [],
  address1: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
  website: '',
  about: '',
};

export function profileFormFrom(p: SupplierProfile): ProfileFormValues {
  return {
    name: p.name,
    orderEmail: p.order_email,
    alternateNames: p.alternate_names ?? [],
    address1: p.address1,
    city: p.city,
    state: p.state,
    postalCode: p.postal_code,
    phone: p.phone,
    website: p.website,
    about: p.about,
  };
}

/** The /supplier_profile_update body. */
export function profileBody(v: ProfileFormValues) {
  const t = (s: string) => s.trim();
  return {
    name: t(v.name),
    orderEmail: t(v.orderEmail).toLowerCase(),
    alternateNames: v.alternateNames.map(t).filter(Boolean),
    address1: t(v.address1),
    city: t(v.city),
    state: t(v.state),
    postalCode: t(v.postalCode),
    phone: t(v.phone),
    website: t(v.website),
    about: t(v.about),
  };
}

export const PROFILE_FIELD_OF: Readonly<Record<string, keyof ProfileFormValues>> = {
  name: 'name',
  orderEmail: 'orderEmail',
  alternateNames: 'alternateNames',
  address1: 'address1',
  city: 'city',
  state: 'state',
  postalCode: 'postalCode',
  phone: 'phone',
  website: 'website',
  about: 'about',
};
