import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';

type Body = { error: { code: string; message: string; details?: unknown[] } };

const FASTIFY_CODES: Record<number, string> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Every error leaves in one shape; only unexpected ones are 500, and those never carry internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    let status: number;
    let body: Body;
    if (err instanceof AppError) {
      status = err.status;
      body = { error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) } };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      status = 400;
      const details = err.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = details[0];
      body = {
        error: {
          code: 'VALIDATION',
          message: first ? describe(first.path, first.message) : 'Invalid request',
          details,
        },
      };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      const message =
        status === 415
          ? 'Send the request body as JSON (Content-Type: application/json)'
          : status === 413
            ? 'The request is too large'
            : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is empty'
              : status === 400 && /JSON/i.test(err.message)
                ? 'The request body is not valid JSON'
                : err.message;
      body = { error: { code: FASTIFY_CODES[status] ?? 'VALIDATION', message } };
    } else {
      status = 500;
      req.log.error({ err }, 'unhandled error');
      body = { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } };
    }
    if (status === 401) reply.header('WWW-Authenticate', 'Bearer');
    return reply.status(status).send(body);
  });
}

function describe(path: string, message: string): string {
  // zod's own messages name no field, so say which; our messages are complete sentences already.
  const generic = /^(Invalid|Too (small|big)|Required|Expected|Not a valid id|Use at most|Use a whole)/.test(message);
  return generic && path ? `${path}: ${message}` : message;
}
