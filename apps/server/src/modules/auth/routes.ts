import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { changePassword, confirmForgotPassword, forgotPassword } from './password.js';
import { completeNewPassword, refresh, signIn } from './sign-in.js';
import { confirmSignUp, resendCode, signUp } from './sign-up.js';
import { revokeRefreshFamily } from './tokens.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/auth/sign_up', (b, req) => signUp(ctx, b, req.ip));
  route(app, '/auth/confirm_sign_up', (b, req) => confirmSignUp(ctx, b, req.ip));
  route(app, '/auth/resend_code', (b, req) => resendCode(ctx, b, req.ip));
  route(app, '/auth/sign_in', (b, req) => signIn(ctx, b, req.ip));
  route(app, '/auth/complete_new_password', (b) => completeNewPassword(ctx, b));
  route(app, '/auth/forgot_password', (b, req) => forgotPassword(ctx, b, req.ip));
  route(app, '/auth/confirm_forgot_password', (b, req) => confirmForgotPassword(ctx, b, req.ip));
  route(app, '/auth/refresh', (b) => refresh(ctx, b));
  route(app, '/auth/sign_out', async (b) => {
    await revokeRefreshFamily(ctx.db, b.refreshToken);
    return { ok: true };
  });
  route(app, '/auth/change_password', (b, req) => changePassword(ctx, req.principal, b));
}
