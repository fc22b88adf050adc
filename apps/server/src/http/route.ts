import { type Access, API_ACCESS, type ApiPath, contractOf, type EndpointPath, type Endpoints } from '@app/contracts';
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

type RouteSpec<B extends z.ZodType> = {
  body: B;
  summary?: string;
  bodyLimit?: number;
  /** The 413 message when the body is over bodyLimit (an upload names its file limit). */
  tooLarge?: string;
  response: z.ZodType;
};

/**
 * Registers `POST /api<path>` for a path of the role table. Who may call it comes from API_ACCESS, never from
 * the handler, so the auth hook checks every route the same way.
 */
function apiRoute<P extends ApiPath, B extends z.ZodType>(
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
      response: { 200: spec.response },
    },
    handler: (req, reply) => handler(req.body as z.infer<B>, req as never, reply),
  });
}

/** What a handler may return for a response schema: the JSON it describes, with Date wherever a string is sent. */
export type Answer<T> = T extends string
  ? string | Date
  : T extends readonly (infer U)[]
    ? readonly Answer<U>[]
    : T extends object
      ? { [K in keyof T]: Answer<T[K]> }
      : T;

type Caller<P extends ApiPath> = (typeof API_ACCESS)[P] extends 'public' ? Principal | undefined : Principal;

/** Transport settings a contract does not hold. */
export type RouteOptions = { bodyLimit?: number; tooLarge?: string };

/**
 * Registers `POST /api<path>` from its contract in @app/contracts: the body is validated by the contract's body
 * schema, the answer serialised (and, outside production, checked) by its response schema, and who may call it comes
 * from the role table.
 */
export function route<P extends EndpointPath>(
  app: FastifyInstance,
  path: P,
  handler: (
    body: z.output<Endpoints[P]['body']>,
    req: FastifyRequest & { principal: Caller<P> },
    reply: FastifyReply,
  ) => Promise<Answer<z.output<Endpoints[P]['response']>>>,
  options: RouteOptions = {},
): void {
  const c = contractOf(path);
  apiRoute(app, path, { body: c.body, response: c.response, summary: c.summary, ...options }, handler as never);
}
