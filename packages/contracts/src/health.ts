import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The server answers and its database does: which kind, and how long a trivial query took. */
export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  dbLatencyMs: z.number(),
});
export type Health = z.infer<typeof healthResponse>;

export const healthEndpoints = {
  '/health': endpoint({
    body: z.object({}).strict().optional(),
    response: healthResponse,
    reads: 'health',
    summary: 'Whether the server and its database answer',
  }),
};
