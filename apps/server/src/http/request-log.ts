import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';

/** Query parameters that are secrets: the emailed order link's keys (whoever holds them can open the order). */
const SECRET_PARAMS = /([?&](?:irk|ivrk)=)[^&#]*/gi;

/** The URL as the access log writes it: secret query parameters replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request fields for the access log, with the URL redacted. */
function requestFields(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The logger the HTTP app writes its access log with: the context's, with secrets kept out of request lines. */
export function requestLogger(log: Logger): FastifyBaseLogger {
  return log.child({}, { serializers: { req: requestFields } }) as FastifyBaseLogger;
}

/**
 * One access-log line per request, written when it is answered, with the request, its status and its time: not one
 * line when it comes in and another when it goes out.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
