import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { register, registrationCaller } from './register.js';
import { getSession, sessionFor } from './session.js';
import { updateSettings } from './settings.js';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/register', async (b, req) =>
    register(ctx, await registrationCaller(ctx, req.principal?.userId, b.registrationToken), b, req.ip),
  );
  route(app, '/user', (b, req) => sessionFor(ctx.db, req.principal, b.email));
  route(app, '/user_settings', async (b, req) => {
    await updateSettings(ctx.db, req.principal, b);
    return getSession(ctx.db, req.principal.userId);
  });
}
