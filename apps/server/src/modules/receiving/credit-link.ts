import { CREDIT_MSG, type creditRequestLinkBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { verifySignedToken } from '../../lib/signed-url.js';
import { CREDIT_LINK_PURPOSE } from './credit-mail.js';
import { actOnCreditRequest, creditRequestView } from './credits.js';

/**
 * The supplier's emailed link to a credit request: no account, the signed token names the request. It shows the
 * request and lets the rep accept it, dispute it with a note, or mark it credited with a credit number. A token the
 * server did not make is 404; an expired one 410.
 */
export async function creditRequestByLink(ctx: AppContext, input: z.infer<typeof creditRequestLinkBody>, ip: string) {
  await consumeRateLimit(ctx.db, `credit_link:ip:${ip}`, 120, 600);
  const checked = verifySignedToken(ctx.config.jwtSecret, CREDIT_LINK_PURPOSE, input.token);
  if (checked === 'invalid') throw notFound(CREDIT_MSG.linkInvalid);
  if (checked === 'expired') throw new AppError('LINK_EXPIRED', CREDIT_MSG.linkExpired);
  if (input.action) {
    const author = input.author?.trim() || 'Supplier (email link)';
    const { action, note, creditNumber } = input;
    return { creditRequest: await actOnCreditRequest(ctx, checked.id, { action, note, creditNumber }, author) };
  }
  return { creditRequest: await creditRequestView(ctx.db, checked.id) };
}
