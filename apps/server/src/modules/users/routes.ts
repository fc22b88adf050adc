import { registerBody, registerResponse, sessionResponse, userRequest, userSettingsBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { register, registrationCaller } from './register.js';
import { getSession } from './session.js';
import { updateSettings } from './settings.js';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(
    app,
    '/register',
    {
      body: registerBody,
      response: registerResponse,
      summary:
        "Register a restaurant or supplier for the caller's account (sign-up's registration token or an id token)",
    },
    async (b, req) =>
      register(ctx, await registrationCaller(ctx, req.principal?.userId, b.registrationToken), b, req.ip),
  );
  apiRoute(app, '/user', { body: userRequest, response: sessionResponse }, async (b, req) => {
    // Anyone may load their own session; only an admin may load another user's by email.
    if (b.email && b.email !== req.principal.email) {
      if (req.principal.usertype !== 'admin') throw forbidden();
      const other = await ctx.db.selectFrom('users').select('id').where('email', '=', b.email).executeTakeFirst();
      if (!other) throw notFound('No User found');
      return getSession(ctx.db, other.id);
    }
    return getSession(ctx.db, req.principal.userId);
  });
  apiRoute(app, '/user_settings', { body: userSettingsBody, response: sessionResponse }, async (b, req) => {
    await updateSettings(ctx.db, req.principal, b);
    return getSession(ctx.db, req.principal.userId);
  });
}
