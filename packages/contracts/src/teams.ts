import { z } from 'zod';
import { idSchema, optionalIdSchema } from './input.js';

export const TEAM_MSG = {
  email: 'Please enter a valid email',
  noUserFound: 'No User found',
  alreadyAssigned: 'User already assigned',
  lastMember: 'A team needs at least one member',
  invitationSent: 'Invitation sent',
  invitationInvalid: 'This invitation is no longer valid. Ask the team to send a new one.',
  invitationNotFound: 'Invitation not found',
  inAnotherTeam: 'Your account already belongs to a team. Ask its administrator to remove you, then accept again.',
  adminCannotJoin: 'An administrator account cannot join a team.',
  accountDetailsNeeded: 'Enter your name and choose a password to create your account.',
} as const;

/** Days an invitation to a team can be accepted. */
export const INVITATION_TTL_DAYS = 14;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A name as the database keeps it: no NUL characters, no broken surrogate pairs. */
const personName = z
  .string()
  .trim()
  .max(100)
  .refine((v) => !v.includes('\u0000') && !LONE_SURROGATE.test(v), 'Names can only contain text');

export const teamMemberGetBody = z
  .object({
    businessId: optionalIdSchema,
    supplierId: optionalIdSchema,
  })
  .strict();

export const userAddBody = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: TEAM_MSG.email })),
    businessId: optionalIdSchema,
    supplierId: optionalIdSchema,
    delete: z.boolean().optional(),
    firstName: personName.optional(),
    lastName: personName.optional(),
  })
  .strict();

export type TeamMember = { id: number; firstName: string; lastName: string; email: string; role: string };

/** An invitation waiting for its account to accept it, as the team sees it. */
export type TeamInvitation = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  invitedAt: string;
  expiresAt: string;
};
export type TeamMembersResponse = { users: TeamMember[]; invitations: TeamInvitation[] };

/**
 * /user_add answers the same for an email with an account and one without: the account joins only when the
 * invitation is accepted (signed in as it, or with the link mailed to it).
 */
export type UserAddResponse = { status: 'SUCCESS'; message: string };

export const invitationCancelBody = z
  .object({
    invitationId: idSchema,
    businessId: optionalIdSchema,
    supplierId: optionalIdSchema,
  })
  .strict();

/** The single-use key of the link mailed with an invitation. */
const invitationToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, TEAM_MSG.invitationInvalid);

export const invitationGetBody = z.object({ token: invitationToken }).strict();
export type InvitationDetails = { teamName: string; email: string; accountExists: boolean };

/**
 * Accepts an invitation: with the mailed link's token, or, signed in, by the id of an invitation to the caller's
 * own email. An email without an account creates it here (names and a password), the link proving the address.
 */
export const invitationAcceptBody = z
  .object({
    token: invitationToken.optional(),
    invitationId: idSchema.optional(),
    firstName: personName.optional(),
    lastName: personName.optional(),
    password: z.string().max(256).optional(),
  })
  .strict()
  .refine((b) => (b.token === undefined) !== (b.invitationId === undefined), {
    message: 'Give the invitation link or the invitation',
  });
export type InvitationAccepted = { status: 'SUCCESS'; businessName: string; email: string; accountCreated: boolean };

export const invitationListBody = z.object({}).strict();
/** Invitations waiting for the signed-in account. */
export type MyInvitation = { id: number; teamName: string; invitedAt: string; expiresAt: string };
