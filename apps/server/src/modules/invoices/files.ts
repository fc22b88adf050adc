/**
 * Stored uploads and what is made of them (parsed tables, page images), served through short-lived signed links:
 * a caller who may see an invoice gets a link to its file; the link itself is the browser's permission.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Principal } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { extensionOf } from '../../lib/file-type.js';
import { verifyFileSignature } from '../../lib/signed-url.js';
import { invoiceFileLink } from './access.js';

const TABLES = '.tables.json';
const LINES_GONE = 'The lines read from this file are no longer available. Upload the file again to import it.';

const CONTENT_TYPES: Record<string, string> = {
  json: 'application/json',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
const INLINE = ['pdf', 'png', 'jpg', 'jpeg', 'json'];

/** A link to an uploaded file or its parsed tables, when the caller may see its invoice; 404 otherwise. */
export const fileLink = (ctx: AppContext, p: Principal, requestedKey: string) => invoiceFileLink(ctx, p, requestedKey);

/**
 * GET /api/files/<key>?exp&sig: the stored file of a valid link. Parsed tables not written yet are answered 202
 * while the document is being read, or with the reason it could not be.
 */
export async function serveFile(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  const key = (req.params as { '*': string })['*'];
  const { exp, sig } = req.query as { exp?: string; sig?: string };
  if (!verifyFileSignature(ctx.config.jwtSecret, key, exp, sig)) {
    throw new AppError('FORBIDDEN', 'This link has expired');
  }
  const bytes = await ctx.storage.get(key).catch(() => null);
  if (!bytes) {
    if (key.endsWith(TABLES)) {
      const inv = await ctx.db
        .selectFrom('invoices')
        .select(['parse_status', 'parse_error'])
        .where('full_key', '=', key.slice(0, -TABLES.length))
        .executeTakeFirst();
      if (inv?.parse_status === 'failed') {
        throw new AppError('VALIDATION', inv.parse_error || 'This document could not be read');
      }
      // Read once, but its lines were not kept: waiting for them would never end.
      if (inv?.parse_status === 'parsed') throw new AppError('VALIDATION', LINES_GONE);
      // Still being read: an answer, not a failure (a 404 here would show in the browser's console on every poll).
      if (inv) return reply.code(202).header('cache-control', 'no-store').send({ status: inv.parse_status });
    }
    throw notFound('Not ready yet');
  }
  const ext = key.endsWith(TABLES) ? 'json' : extensionOf(key);
  const name = key.split('/').pop() ?? 'file';
  return reply
    .header('content-type', CONTENT_TYPES[ext] ?? 'application/octet-stream')
    .header(
      'content-disposition',
      `${INLINE.includes(ext) ? 'inline' : 'attachment'}; filename="${name.replace(/"/g, '')}"`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header('cache-control', 'private, max-age=300')
    .send(bytes);
}
