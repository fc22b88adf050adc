import { z } from 'zod';
import { endpoint, isoTimestamp } from './endpoint.js';
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

export const teamMemberSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** An invitation waiting for its account to accept it, as the team sees it. */
export const teamInvitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  invitedAt: isoTimestamp,
  expiresAt: isoTimestamp,
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;
export const teamMembersResponse = z.object({
  users: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type TeamMembersResponse = z.infer<typeof teamMembersResponse>;

/**
 * /user_add answers the same for an email with an account and one without: the account joins only when the
 * invitation is accepted (signed in as it, or with the link mailed to it). Removing a member answers no message.
 */
export const userAddResponse = z.object({ status: z.literal('SUCCESS'), message: z.string().optional() });
export type UserAddResponse = z.infer<typeof userAddResponse>;

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
export const invitationDetailsSchema = z.object({
  teamName: z.string(),
  email: z.string(),
  accountExists: z.boolean(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

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
export const invitationAcceptedSchema = z.object({
  status: z.literal('SUCCESS'),
  businessName: z.string(),
  email: z.string(),
  accountCreated: z.boolean(),
});
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

export const invitationListBody = z.object({}).strict();
/** Invitations waiting for the signed-in account. */
export const myInvitationSchema = z.object({
  id: z.number(),
  teamName: z.string(),
  invitedAt: isoTimestamp,
  expiresAt: isoTimestamp,
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

const success = z.object({ status: z.literal('SUCCESS') });

/**
 * A team's members and invitations. Joining or leaving a team changes the account's session; an open invitation or
 * a second member ticks the first-run checklist's team step.
 */
export const teamEndpoints = {
  '/team_member_get': endpoint({
    body: teamMemberGetBody,
    response: teamMembersResponse,
    reads: 'team',
    summary: "The team's members and the invitations still open",
  }),
  '/user_add': endpoint({
    body: userAddBody,
    response: userAddResponse,
    changes: ['team', 'session', 'help'],
    summary: 'Invite an email to the team (the same answer for any email), or remove a member',
  }),
  '/invitation_cancel': endpoint({
    body: invitationCancelBody,
    response: success,
    changes: ['team', 'help'],
    summary: 'Withdraw an invitation; its link stops working',
  }),
  '/invitation_get': endpoint({
    body: invitationGetBody,
    response: invitationDetailsSchema,
    reads: 'team',
    summary: 'The invitation of a mailed link',
  }),
  '/invitation_accept': endpoint({
    body: invitationAcceptBody,
    response: invitationAcceptedSchema,
    changes: ['team', 'session', 'help'],
    summary: 'Join a team: with the mailed link, or signed in as the invited email',
  }),
  '/invitation_list': endpoint({
    body: invitationListBody,
    response: z.object({ invitations: z.array(myInvitationSchema) }),
    reads: 'team',
    summary: 'Invitations waiting for the signed-in account',
  }),
};
