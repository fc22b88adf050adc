import { type Access, API_ACCESS, type ApiPath } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Principal } from '../context.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

export type RouteSpec<B extends z.ZodType> = {
  body: B;
  summary?: string;
  bodyLimit?: number;
  /** The 413 message when the body is over bodyLimit (an upload names its file limit). */
  tooLarge?: string;
  response?: z.ZodType;
};

/**
 * Registers `POST /api<path>` for a path of the role table. Who may call it comes from API_ACCESS, never from
 * the handler, so the auth hook checks every route the same way.
 */
export function apiRoute<P extends ApiPath, B extends z.ZodType>(
  app: FastifyInstance,
  path: P,
  spec: RouteSpec<B>,
  handler: (
    body: z.infer<B>,
    req: FastifyRequest & { principal: (typeof API_ACCESS)[P] extends 'public' ? Principal | undefined : Principal },
    reply: FastifyReply,
  ) => Promise<unknown>,
): void {
  const access = API_ACCESS[path] as Access;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: `/api${path}`,
    config: { access, ...(spec.tooLarge ? { tooLarge: spec.tooLarge } : {}) },
    bodyLimit: spec.bodyLimit,
    schema: {
      body: spec.body,
      summary: spec.summary,
      tags: [path.split('/')[1] === 'auth' ? 'identity' : 'api'],
      security: access === 'public' ? [] : [{ bearer: [] }],
      ...(spec.response ? { response: { 200: spec.response } } : {}),
    },
    handler: (req, reply) => handler(req.body as z.infer<B>, req as never, reply),
  });
}
