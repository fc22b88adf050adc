import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Access } from '@app/contracts';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { adminRoutes } from '../modules/admin/routes.js';
import { authRoutes } from '../modules/auth/routes.js';
import { catalogRoutes } from '../modules/catalog/routes.js';
import { devMailRoutes } from '../modules/dev/routes.js';
import { healthRoutes } from '../modules/health/routes.js';
import { helpRoutes } from '../modules/help/routes.js';
import { invoiceRoutes } from '../modules/invoices/routes.js';
import { noticeRoutes } from '../modules/notifications/notices.js';
import { orderRoutes } from '../modules/orders/routes.js';
import { receivingRoutes } from '../modules/receiving/routes.js';
import { reportRoutes } from '../modules/reports/routes.js';
import { supplierRoutes } from '../modules/suppliers/routes.js';
import { teamRoutes } from '../modules/teams/routes.js';
import { userRoutes } from '../modules/users/routes.js';
import { WEB_DIST } from '../paths.js';
import { registerAuthHook } from './auth-hook.js';
import { registerBodyLimit } from './body-limit.js';
import { registerErrorHandler } from './error-handler.js';
import { registerInputGuard } from './input-guard.js';
import { placeholderPage } from './placeholder.js';
import { OneLinePerRequest, requestLogger } from './request-log.js';
import { responseSerializer } from './response-check.js';

export type RegisteredRoute = { url: string; access: Access; bodyKeys: string[] };
declare module 'fastify' {
  interface FastifyInstance {
    /** Every POST /api route with its access list, for the route-table tests. */
    apiRoutes: RegisteredRoute[];
  }
}

/** JSON bodies of every route but the uploads (which set their own limit). */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Builds the HTTP app over a context; listening is the caller's business (tests use inject). */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: requestLogger(ctx.log),
    logController: new OneLinePerRequest(),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
  });
  const apiRoutes: RegisteredRoute[] = [];
  app.addHook('onRoute', (r) => {
    if (r.config?.access && r.method === 'POST') {
      const body = r.schema?.body as { shape?: Record<string, unknown> } | undefined;
      apiRoutes.push({ url: r.url, access: r.config.access, bodyKeys: Object.keys(body?.shape ?? {}) });
    }
  });
  app.decorate('apiRoutes', apiRoutes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ strict: !ctx.config.production, warn: (m) => app.log.warn(m) }));
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // The API description maps every route for a stranger: served in development, in production only with API_DOCS=1.
  if (ctx.config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Ordering and procurement API', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }

  registerErrorHandler(app);
  registerBodyLimit(app, DEFAULT_BODY_LIMIT);
  registerAuthHook(app, ctx);
  registerInputGuard(app);
  healthRoutes(app, ctx);
  authRoutes(app, ctx);
  userRoutes(app, ctx);
  supplierRoutes(app, ctx);
  teamRoutes(app, ctx);
  catalogRoutes(app, ctx);
  orderRoutes(app, ctx);
  noticeRoutes(app, ctx);
  receivingRoutes(app, ctx);
  invoiceRoutes(app, ctx);
  adminRoutes(app, ctx);
  reportRoutes(app, ctx);
  helpRoutes(app, ctx);
  if (!ctx.config.production) devMailRoutes(app, ctx);

  await serveWeb(app, ctx);
  return app;
}

/**
 * Fastify's own hop count trusts nothing (it cannot tell a proxy from a client), so N hops is spelled out: the N
 * addresses nearest the app (the connecting peer first) are proxies; the next one is the client.
 */
function trustProxyOption(trust: false | number | string[]): false | string[] | ((addr: string, i: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_addr, i) => i < trust;
}

async function serveWeb(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dist = ctx.config.webDist ?? WEB_DIST;
  const hasWeb = existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((req, reply) => {
    // /dev/* is the dev mailbox's prefix: where it is not registered (production), it does not exist at all.
    if (req.method !== 'GET' || /^\/(api|dev)(\/|\?|$)/.test(req.url)) {
      return reply
        .status(404)
        .send({ error: { code: 'NOT_FOUND', message: `No route ${req.method} ${req.url.split('?')[0]}` } });
    }
    if (hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .type('text/html')
      .send(placeholderPage({ devMail: !ctx.config.production, apiDocs: ctx.config.apiDocs }));
  });
}
