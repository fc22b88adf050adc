import { findUnstorableText, INPUT_MSG } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

/**
 * The one check that every string of every request (body, query string and path, keys included) is text the
 * database can store: a NUL or a lone surrogate is a 400 naming the field, before any schema or use-case runs.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const [part, value] of [
      ['body', req.body],
      ['query', req.query],
      ['params', req.params],
    ] as const) {
      const path = findUnstorableText(value);
      if (path === undefined) continue;
      const field = part === 'body' ? path : `${part}.${path}`;
      throw new AppError('VALIDATION', `${INPUT_MSG.unstorableText} (${field})`, [
        { path: field, message: INPUT_MSG.unstorableText },
      ]);
    }
  });
}
