import {
  changePasswordBody,
  completeNewPasswordBody,
  confirmForgotPasswordBody,
  confirmSignUpBody,
  forgotPasswordBody,
  refreshBody,
  resendCodeBody,
  signInBody,
  signOutBody,
  signUpBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { changePassword, confirmForgotPassword, forgotPassword } from './password.js';
import { completeNewPassword, refresh, signIn } from './sign-in.js';
import { confirmSignUp, resendCode, signUp } from './sign-up.js';
import { revokeRefreshFamily } from './tokens.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, '/auth/sign_up', { body: signUpBody, summary: 'Create an account; emails a 6-digit code' }, (b, req) =>
    signUp(ctx, b, req.ip),
  );
  apiRoute(app, '/auth/confirm_sign_up', { body: confirmSignUpBody }, (b, req) => confirmSignUp(ctx, b, req.ip));
  apiRoute(app, '/auth/resend_code', { body: resendCodeBody }, (b, req) => resendCode(ctx, b, req.ip));
  apiRoute(app, '/auth/sign_in', { body: signInBody }, (b, req) => signIn(ctx, b, req.ip));
  apiRoute(app, '/auth/complete_new_password', { body: completeNewPasswordBody }, (b) => completeNewPassword(ctx, b));
  apiRoute(app, '/auth/forgot_password', { body: forgotPasswordBody }, (b, req) => forgotPassword(ctx, b, req.ip));
  apiRoute(app, '/auth/confirm_forgot_password', { body: confirmForgotPasswordBody }, (b, req) =>
    confirmForgotPassword(ctx, b, req.ip),
  );
  apiRoute(app, '/auth/refresh', { body: refreshBody }, (b) => refresh(ctx, b));
  apiRoute(app, '/auth/sign_out', { body: signOutBody }, async (b) => {
    await revokeRefreshFamily(ctx.db, b.refreshToken);
    return { ok: true };
  });
  apiRoute(app, '/auth/change_password', { body: changePasswordBody }, (b, req) =>
    changePassword(ctx, req.principal, b),
  );
}
