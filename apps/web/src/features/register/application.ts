import { COUNTRIES, emailSchema, MSG, passwordProblems, type RegisterBody } from '@app/contracts';
import { z } from 'zod';
import { isPhoneNumber, normalizePhone } from '../../lib/phone';

/** What the wizard's answers open: a supplier, a restaurant with its employee, or the employee alone. */
export type ApplicationMode = 'supplier' | 'restaurant' | 'employee';
export type Role = 'Owner' | 'Chef';

const profileFields = {
  name: z.string(),
  website: z.string(),
  region: z.string(),
  address: z.string(),
  city: z.string(),
  stateProv: z.string(),
  postalCode: z.string(),
  orderEmail: z.string(),
  about: z.string(),
};

const fields = {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  restaurant: z.object(profileFields),
  supplier: z.object(profileFields),
};

export type ApplicationValues = z.infer<z.ZodObject<typeof fields>>;
export type ProfileValues = ApplicationValues['restaurant'];

const emptyProfile: ProfileValues = {
  name: '',
  website: '',
  region: '',
  address: '',
  city: '',
  stateProv: '',
  postalCode: '',
  orderEmail: '',
  about: '',
};

export const emptyApplication: ApplicationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  restaurant: emptyProfile,
  supplier: emptyProfile,
};

export type Issue = { path: string; message: string };

const blank = (v: string) => v.trim().length === 0;
const isEmail = (v: string) => emailSchema.safeParse(v).success;

function profileIssues(p: ProfileValues, section: 'restaurant' | 'supplier'): Issue[] {
  const issues: Issue[] = [];
  const need = (ok: boolean, key: keyof ProfileValues, message: string) => {
    if (!ok) issues.push({ path: `${section}.${key}`, message });
  };
  need(!blank(p.name), 'name', section === 'restaurant' ? MSG.restaurantName : MSG.supplierName);
  if (section === 'supplier') need(isEmail(p.orderEmail), 'orderEmail', MSG.orderEmail);
  need((COUNTRIES as readonly string[]).includes(p.region), 'region', MSG.country);
  need(!blank(p.address), 'address', MSG.address);
  need(!blank(p.city), 'city', MSG.city);
  need(!blank(p.stateProv), 'stateProv', MSG.stateProv);
  need(!blank(p.postalCode), 'postalCode', MSG.postalCode);
  return issues;
}

/** Every rule of spec section 5 for the application form, with the spec's messages. */
export function validateApplication(v: ApplicationValues, mode: ApplicationMode): Issue[] {
  const issues: Issue[] = [];
  if (blank(v.firstName)) issues.push({ path: 'firstName', message: MSG.firstName });
  if (blank(v.lastName)) issues.push({ path: 'lastName', message: MSG.lastName });
  if (!isEmail(v.email)) issues.push({ path: 'email', message: MSG.email });
  if (blank(v.phone) || !isPhoneNumber(v.phone)) issues.push({ path: 'phone', message: MSG.phone });
  if (passwordProblems(v.password).length > 0) issues.push({ path: 'password', message: MSG.passwordRules });
  if (v.confirmPassword !== v.password) issues.push({ path: 'confirmPassword', message: MSG.passwordsDoNotMatch });
  if (mode === 'restaurant') issues.push(...profileIssues(v.restaurant, 'restaurant'));
  if (mode === 'supplier') issues.push(...profileIssues(v.supplier, 'supplier'));
  return issues;
}

export function applicationSchema(mode: ApplicationMode) {
  return z.object(fields).superRefine((v, ctx) => {
    for (const issue of validateApplication(v, mode)) {
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    }
  });
}

function profile(p: ProfileValues) {
  return {
    name: p.name.trim(),
    website: p.website.trim(),
    region: p.region as (typeof COUNTRIES)[number],
    address: p.address.trim(),
    city: p.city.trim(),
    stateProv: p.stateProv.trim(),
    postalCode: p.postalCode.trim(),
  };
}

export function signUpPayload(v: ApplicationValues) {
  return {
    email: v.email.trim().toLowerCase(),
    password: v.password,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    phone: normalizePhone(v.phone),
  };
}

/** The /register payload (spec section 3); the employee-only application has none. */
export function registerPayload(v: ApplicationValues, mode: ApplicationMode, roles: Role[]): RegisterBody | null {
  const base = {
    email: v.email.trim().toLowerCase(),
    phone: normalizePhone(v.phone),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
  };
  if (mode === 'restaurant') return { ...base, userType: 'restaurant', role: roles, restaurant: profile(v.restaurant) };
  if (mode === 'supplier') {
    return {
      ...base,
      userType: 'supplier',
      supplier: {
        ...profile(v.supplier),
        orderEmail: v.supplier.orderEmail.trim().toLowerCase(),
        about: v.supplier.about.trim(),
      },
    };
  }
  return null;
}
