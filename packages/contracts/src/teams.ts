import { z } from 'zod';
import { optionalIdSchema } from './input.js';

export const TEAM_MSG = {
  email: 'Please enter a valid email',
  noUserFound: 'No User found',
  alreadyAssigned: 'User already assigned',
  lastMember: 'A team needs at least one member',
} as const;

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
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
  })
  .strict();

export type TeamMember = { id: number; firstName: string; lastName: string; email: string; role: string };
