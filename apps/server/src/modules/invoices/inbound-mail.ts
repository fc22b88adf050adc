import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { createInvoice, storeFile } from './upload.js';

const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

/**
 * Email-in: a restaurant user forwards a supplier invoice from their account's address; each attachment is
 * checked like an upload and becomes a pending invoice of that user's restaurant. Mail from unknown senders
 * is refused at the SMTP level.
 */
export async function startInboundMail(
  ctx: AppContext,
  port: number,
  host = '0.0.0.0',
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    async onMailFrom(address, _session, callback) {
      const sender = await senderBusiness(ctx, address.address);
      if (!sender)
        return callback(
          Object.assign(new Error('Unknown sender: send from the email of your account'), { responseCode: 550 }),
        );
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        receive(ctx, from, Buffer.concat(chunks))
          .then(() => callback())
          .catch((err: unknown) => {
            ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'inbound mail refused');
            callback(
              Object.assign(new Error(err instanceof Error ? err.message : 'Message refused'), { responseCode: 550 }),
            );
          });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const actual = (server.server.address() as AddressInfo).port;
  ctx.log.info({ port: actual }, 'inbound mail listening');
  return { port: actual, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function senderBusiness(ctx: AppContext, email: string) {
  return ctx.db
    .selectFrom('users as u')
    .innerJoin('team_memberships as m', 'm.user_id', 'u.id')
    .select(['u.id as userId', 'm.business_id as businessId'])
    .where('u.email', '=', email.trim().toLowerCase())
    .where('m.business_id', 'is not', null)
    .executeTakeFirst();
}

/** Turns each attachment of a message into a pending invoice; returns how many were accepted. */
export async function receive(ctx: AppContext, from: string, raw: Buffer): Promise<number> {
  const sender = await senderBusiness(ctx, from);
  if (!sender?.businessId) throw new AppError('FORBIDDEN', 'Unknown sender');
  const mail = await PostalMime.parse(raw);
  const attachments = (mail.attachments ?? []).filter((a) => a.filename);
  if (attachments.length === 0) throw new AppError('VALIDATION', 'The message has no attachment');
  let accepted = 0;
  const problems: string[] = [];
  for (const a of attachments) {
    const bytes = Buffer.from(
      typeof a.content === 'string' ? Buffer.from(a.content, 'base64') : new Uint8Array(a.content),
    );
    try {
      const stored = await storeFile(ctx, {
        businessId: sender.businessId,
        userId: sender.userId,
        bytes,
        fileName: a.filename ?? 'attachment',
        kind: 'document',
      });
      await createInvoice(
        ctx,
        sender.businessId,
        sender.userId,
        { invoiceUploadId: stored.uploadId, fileName: a.filename ?? 'attachment', fullKey: stored.fullKey },
        { source: 'email' },
      );
      accepted++;
    } catch (err) {
      problems.push(`${a.filename}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  if (accepted === 0) throw new AppError('VALIDATION', problems.join('; '));
  return accepted;
}
