import { type Readable, Transform } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a person is told when the body is over the route's limit (e.g. the file limit of an upload). */
    tooLarge?: string;
  }
}

/** The most of an over-limit body read (and thrown away) so the client hears the 413; past it, the connection closes. */
const DRAIN_MAX_BYTES = 256 * 1024 * 1024;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function tooLarge(message: string | undefined, limit: number): AppError & { statusCode: number } {
  const err = new AppError(
    'PAYLOAD_TOO_LARGE',
    message ?? `The request is too large: the limit is ${megabytes(limit)}`,
  );
  return Object.assign(err, { statusCode: 413 });
}

/** Reads a stream to its end, discarding it; false when it went past `max` bytes (then it is destroyed). */
function drain(stream: Readable, max: number): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    stream.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > max) {
        stream.destroy();
        resolve(false);
      }
    });
    stream.on('end', () => resolve(true));
    stream.on('error', () => resolve(false));
    stream.on('close', () => resolve(seen <= max));
    stream.resume();
  });
}

/**
 * A body over the route's limit is answered 413 in the error shape, but only once the client has sent it: a reply
 * while the client is still sending, followed by closing the connection, reaches a browser as a network error
 * instead of "too large". Declared sizes are checked before reading; chunked bodies are counted as they come.
 */
export function registerBodyLimit(app: FastifyInstance, defaultLimit: number): void {
  app.addHook('preParsing', async (req, _reply, payload) => {
    const limit = req.routeOptions.bodyLimit ?? defaultLimit;
    const message = req.routeOptions.config?.tooLarge;
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      if (declared > DRAIN_MAX_BYTES) throw tooLarge(message, limit);
      await drain(payload, DRAIN_MAX_BYTES);
      throw tooLarge(message, limit);
    }
    if (!Number.isNaN(declared)) return payload;
    // No declared size (chunked): pass the body on up to the limit; past it, read the rest and then fail.
    let seen = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _enc, done) {
        seen += chunk.length;
        if (seen > DRAIN_MAX_BYTES) return done(tooLarge(message, limit));
        done(null, seen > limit ? undefined : chunk);
      },
      flush(done) {
        done(seen > limit ? tooLarge(message, limit) : null);
      },
    });
    payload.on('error', (err) => counted.destroy(err));
    return payload.pipe(counted);
  });
}
