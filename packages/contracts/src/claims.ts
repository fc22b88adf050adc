import { z } from 'zod';
import { codeSchema } from './auth.js';
import { isoTimestamp } from './endpoint.js';
import { idSchema } from './input.js';

const id = idSchema;

/** Messages of supplier registration and of claiming a supplier record that restaurants created. */
export const CLAIM_MSG = {
  nameTaken: (name: string) =>
    `A supplier named "${name}" already has an account. If it is your business, ask a member of its team to add you (Settings, Team Members); otherwise register under your business's own name.`,
  renameTaken: (name: string) => `Another supplier is already called "${name}". Choose your business's own name.`,
  alternateTaken: (name: string) => `"${name}" is another supplier's name and cannot be one of your other names.`,
  pendingTitle: 'Your supplier account is waiting for confirmation',
  pending: (name: string) =>
    `Restaurants already order from "${name}". To protect them, you can manage it once you prove it is yours: enter the code we email to its order address, or wait until our team approves your request.`,
  noOrderAddress:
    'This supplier has no order email address on file, so our team will review your request. We will email you when it is approved.',
  rejected: (name: string) =>
    `Your request to manage "${name}" was not approved. Contact us if you think this is a mistake.`,
  codeSent: (to: string) => `We emailed a 6-digit code to ${to}.`,
  noPendingClaim: 'You have no request waiting to manage a supplier',
  addressChanged: 'The supplier’s order address changed since the code was sent. Request a new code.',
  alreadyManaged: 'This supplier is already managed by another account',
  notConfirmed: 'The account has not confirmed its email address yet',
  alreadyInTeam: 'This account already belongs to a restaurant or supplier',
  signInToRegister: 'Create your account first, or sign in to finish your application.',
} as const;

export const claimStatus = z.enum(['pending', 'approved', 'rejected']);

/** A supplier user's own request, as its pending screen shows it. */
export const supplierClaimView = z.object({
  id: z.number(),
  supplierName: z.string(),
  status: claimStatus,
  /** The record's order address, masked; null when it has none (only an admin can approve then). */
  orderEmail: z.string().nullable(),
  /** Masked address of the last code sent, when one is still valid. */
  codeSentTo: z.string().nullable(),
  createdAt: isoTimestamp,
});
export type SupplierClaimView = z.infer<typeof supplierClaimView>;
export const supplierClaimResponse = z.object({ claim: supplierClaimView.nullable() });

export const supplierClaimConfirmBody = z.object({ code: codeSchema }).strict();
export const supplierClaimDecideBody = z.object({ claimId: id, decision: z.enum(['approve', 'reject']) }).strict();

/** One pending request in the admin queue. */
export const adminClaimRow = z.object({
  id: z.number(),
  createdAt: z.string(),
  supplierId: z.number(),
  supplierName: z.string(),
  /** The name as the applicant typed it. */
  appliedName: z.string(),
  orderEmail: z.string(),
  restaurants: z.number(),
  user: z.object({
    id: z.number(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    confirmed: z.boolean(),
  }),
  details: z.object({
    orderEmail: z.string(),
    address: z.string(),
    city: z.string(),
    stateProv: z.string(),
    postalCode: z.string(),
    website: z.string(),
  }),
});
export type AdminClaimRow = z.infer<typeof adminClaimRow>;
export const adminClaimsResponse = z.object({ claims: z.array(adminClaimRow) });
