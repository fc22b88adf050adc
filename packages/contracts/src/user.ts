import { z } from 'zod';
import { emailSchema } from './auth.js';
import { COUNTRIES, DATE_FORMATS, TIME_RANGES, USER_TYPES } from './constants.js';
import { endpoint } from './endpoint.js';
import { MSG } from './messages.js';

const required = (msg: string, max = 200) => z.string({ message: msg }).trim().min(1, msg).max(max);

const profileFields = {
  website: z.string().trim().max(200).default(''),
  address: required(MSG.address),
  city: required(MSG.city, 100),
  postalCode: required(MSG.postalCode, 20),
  region: z.enum(COUNTRIES, { message: MSG.country }),
  stateProv: required(MSG.stateProv, 100),
};

export const restaurantProfile = z.object({ ...profileFields, name: required(MSG.restaurantName) }).strict();
export const supplierProfile = z
  .object({
    ...profileFields,
    name: required(MSG.supplierName),
    orderEmail: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: MSG.orderEmail })),
    about: z.string().trim().max(2000).default(''),
  })
  .strict();

export const registerBody = z
  .object({
    /** Optional and never used to find the account: the caller is the holder of the token below or of an id token. */
    email: emailSchema.optional(),
    /** Handed out by /auth/sign_up for the account it created; a signed-in caller sends its id token instead. */
    registrationToken: z.string().min(1).max(2000).optional(),
    phone: required(MSG.phone, 40),
    firstName: required(MSG.firstName, 100),
    lastName: required(MSG.lastName, 100),
    userType: z.enum(['restaurant', 'supplier']),
    role: z
      .array(z.enum(['Owner', 'Chef']))
      .max(2)
      .optional(),
    restaurant: restaurantProfile.optional(),
    supplier: supplierProfile.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.userType === 'supplier' && !v.supplier)
      ctx.addIssue({ code: 'custom', path: ['supplier'], message: MSG.supplierName });
    if (v.userType === 'restaurant' && !v.restaurant)
      ctx.addIssue({ code: 'custom', path: ['restaurant'], message: MSG.restaurantName });
  });
export type RegisterBody = z.infer<typeof registerBody>;
export const registerResponse = z.object({
  /** PENDING_CLAIM: the supplier name belongs to a record restaurants created; the account must claim it first. */
  status: z.enum(['SUCCESS', 'PENDING_CLAIM']),
  userId: z.number(),
  businessId: z.number().nullable(),
  supplierId: z.number().nullable(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const userRequest = z.object({ email: emailSchema.optional() }).strict();

export const sessionUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  usertype: z.enum(USER_TYPES),
  phone: z.string(),
  jobTitle: z.string(),
  language: z.string(),
  dateFormat: z.string(),
  timezone: z.string(),
  autoTimezone: z.boolean(),
  orderDisplayTimeRange: z.enum(TIME_RANGES),
  notifyNewOrders: z.boolean(),
  notifySavings: z.boolean(),
  role: z.string().nullable(),
});
export const sessionBusiness = z.object({
  id: z.number(),
  name: z.string(),
  contact_name: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  /** Invoices whose every line reconciles and whose lines add up to the printed figure import without review. */
  autoImportInvoices: z.boolean(),
  /** Minutes after an order's delivery time before the restaurant is told it has not been received. */
  lateGraceMinutes: z.number(),
});
export const sessionLocation = z.object({
  id: z.number(),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});
export const sessionSupplier = z.object({
  id: z.number(),
  supplier_id: z.number(),
  name: z.string(),
  alternate_names: z.array(z.string()),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  order_email: z.string(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  person_id: z.number().nullable(),
});
export const sessionResponse = z.object({
  User: sessionUser,
  Business: sessionBusiness.nullable(),
  BusinessLocation: sessionLocation.nullable(),
  Supplier: sessionSupplier.nullable(),
  SupplierLocation: sessionLocation.nullable(),
});
export type Session = z.infer<typeof sessionResponse>;

/** Team roles that may change the restaurant's own settings. */
export const RESTAURANT_SETTINGS_ROLES = ['Owner', 'Admin'] as const;

export const RESTAURANT_SETTINGS_MSG = {
  autoImport: 'Import invoices automatically when every line reconciles and the lines add up to the printed total',
  autoImportHelp:
    "Each line's quantity × unit price must equal its amount, the lines must add up to the printed subtotal or total, and the supplier must be one of yours. Any other invoice waits for your review.",
  notAllowed: "Only the restaurant's owner or an admin can change this setting.",
  lateGrace: 'Late delivery after (hours)',
  lateGraceHelp:
    'An order not received this long after its delivery time is late: you get a notice, and an email when New Orders notifications are on.',
  lateGraceRange: 'Enter from 0 to 48 hours, in quarter hours',
} as const;

/** The restaurant's settings, sent under `restaurant` in /user_settings by its owner or an admin of its team. */
export const restaurantSettingsBody = z
  .object({
    autoImportInvoices: z.boolean().optional(),
    lateGraceMinutes: z
      .number(RESTAURANT_SETTINGS_MSG.lateGraceRange)
      .int(RESTAURANT_SETTINGS_MSG.lateGraceRange)
      .min(0, RESTAURANT_SETTINGS_MSG.lateGraceRange)
      .max(2880, RESTAURANT_SETTINGS_MSG.lateGraceRange)
      .multipleOf(15, RESTAURANT_SETTINGS_MSG.lateGraceRange)
      .optional(),
  })
  .strict();
export type RestaurantSettings = z.infer<typeof restaurantSettingsBody>;

export const userSettingsBody = z
  .object({
    firstName: z.string().trim().min(1, MSG.firstName).max(100).optional(),
    lastName: z.string().trim().min(1, MSG.lastName).max(100).optional(),
    phone: z.string().trim().max(40).optional(),
    jobTitle: z.string().trim().max(100).optional(),
    language: z.enum(['en']).optional(),
    dateFormat: z.enum(DATE_FORMATS).optional(),
    timezone: z
      .string()
      .max(64)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'Unknown time zone')
      .optional(),
    autoTimezone: z.boolean().optional(),
    orderDisplayTimeRange: z.enum(TIME_RANGES).optional(),
    notifyNewOrders: z.boolean().optional(),
    notifySavings: z.boolean().optional(),
    restaurant: restaurantSettingsBody.optional(),
  })
  .strict();
export type UserSettings = z.infer<typeof userSettingsBody>;

/** The account's own session and settings, and the registration of its restaurant or supplier. */
export const userEndpoints = {
  '/register': endpoint({
    body: registerBody,
    response: registerResponse,
    changes: ['session', 'team', 'claims'],
    summary: "Register a restaurant or supplier for the caller's account (sign-up's registration token or an id token)",
  }),
  '/user': endpoint({
    body: userRequest,
    response: sessionResponse,
    reads: 'session',
    summary: "The caller's session (an admin may load another user's by email)",
  }),
  '/user_settings': endpoint({
    body: userSettingsBody,
    response: sessionResponse,
    // Names show in the team, on orders' notes and history and on item notes; the late-delivery grace in reports.
    changes: ['session', 'team', 'orders', 'items', 'reports'],
    summary: "Save the caller's settings (and its restaurant's, for an owner or admin); answers the session",
  }),
};
