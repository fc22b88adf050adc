import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext, Principal } from '../context.js';
import { AppError } from '../lib/errors.js';

/** Loads the caller from the database each request, so a role or team change applies at once. */
export async function loadPrincipal(ctx: AppContext, userId: number): Promise<Principal | undefined> {
  const row = await ctx.db
    .selectFrom('users')
    .leftJoin('team_memberships', 'team_memberships.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.usertype',
      'users.first_name',
      'users.last_name',
      'team_memberships.business_id',
      'team_memberships.supplier_id',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.id,
    email: row.email,
    usertype: row.usertype,
    businessId: row.business_id,
    supplierId: row.supplier_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
  };
}

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  if (!m) throw new AppError('TOKEN_INVALID', 'The Authorization header must be "Bearer <id token>"');
  return m[1];
}

/**
 * The one place where callers are identified and route access is checked: every /api route carries its
 * access list (from the role table); the principal goes on the request for repositories to scope by.
 */
export function registerAuthHook(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('preValidation', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access) return;
    const token = bearer(req);
    if (access === 'public') {
      if (token) req.principal = await principalFromToken(ctx, token).catch(() => undefined);
      return;
    }
    if (!token) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    req.principal = await principalFromToken(ctx, token);
    if (!access.includes(req.principal.usertype))
      throw new AppError('FORBIDDEN', 'Your account type cannot use this feature');
  });
}

async function principalFromToken(ctx: AppContext, token: string): Promise<Principal> {
  const userId = await ctx.tokens.verify(token, 'id');
  const principal = await loadPrincipal(ctx, userId);
  if (!principal) throw new AppError('TOKEN_INVALID', 'The account of this token no longer exists');
  return principal;
}
