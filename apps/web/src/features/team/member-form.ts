import { TEAM_MSG } from '@app/contracts';
import { z } from 'zod';

/** The Add Team Member form: an email (spec 5: 'Please enter a valid email'); names are optional. */
export const memberFormSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((v) => z.email().safeParse(v).success, TEAM_MSG.email),
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
});

export type MemberFormValues = z.input<typeof memberFormSchema>;

export const EMPTY_MEMBER: MemberFormValues = { email: '', firstName: '', lastName: '' };

/** The /user_add body: the email in lower case, names only when given. */
export function memberBody(v: MemberFormValues) {
  const firstName = v.firstName.trim();
  const lastName = v.lastName.trim();
  return {
    email: v.email.trim().toLowerCase(),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
  };
}

export const MEMBER_FIELD_OF: Readonly<Record<string, keyof MemberFormValues>> = {
  email: 'email',
  firstName: 'firstName',
  lastName: 'lastName',
};
