import type { AddressInfo } from 'node:net';
import { LIMITS } from '@app/contracts';
import PostalMime from 'postal-mime';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { businessForAddress } from './inbound-address.js';
import { createInvoice, storeFile } from './upload.js';

/** A message with an attachment of the upload limit, in base64 like an upload, and room for the rest of it. */
const MAX_MESSAGE_BYTES = LIMITS.uploadRequestMaxBytes;

/**
 * What every refused recipient hears, whatever the reason (no such address, an old or wrong token, a sender who is
 * not a member of that restaurant), so that nobody learns from the answer which addresses or people exist.
 */
export const REFUSED = { code: 550, message: 'Message refused' } as const;
const refused = () => Object.assign(new Error(REFUSED.message), { responseCode: REFUSED.code });

/**
 * Email-in: a restaurant user sends a supplier invoice to the restaurant's secret address (Settings, Restaurant)
 * from the email of their account. A recipient is accepted only when it is a restaurant's current address and the
 * envelope sender is a member of that restaurant; each attachment is then checked like an upload and becomes a
 * pending invoice of that restaurant.
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
    onRcptTo(address, session, callback) {
      recipientSender(ctx, address.address, session)
        .then((sender) => callback(sender ? undefined : refused()))
        .catch((err: unknown) => {
          ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'inbound recipient check failed');
          callback(refused());
        });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        deliver(ctx, session, Buffer.concat(chunks))
          .then(() => callback())
          .catch((err: unknown) => {
            ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'inbound mail refused');
            callback(
              Object.assign(new Error(err instanceof AppError ? err.message : REFUSED.message), {
                responseCode: REFUSED.code,
              }),
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

type Sender = { userId: number; businessId: number };

/** The restaurant a recipient address belongs to, with the envelope sender as one of its members; or null. */
async function recipientSender(ctx: AppContext, recipient: string, session: SMTPServerSession): Promise<Sender | null> {
  const businessId = await businessForAddress(ctx.db, recipient);
  const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  if (!businessId || !from) return null;
  const member = await ctx.db
    .selectFrom('users as u')
    .innerJoin('team_memberships as m', 'm.user_id', 'u.id')
    .select('u.id')
    .where('u.email', '=', from.trim().toLowerCase())
    .where('m.business_id', '=', businessId)
    .executeTakeFirst();
  return member ? { userId: member.id, businessId } : null;
}

/** Files the message for every restaurant whose address accepted it (checked again: an address may have rotated). */
async function deliver(ctx: AppContext, session: SMTPServerSession, raw: Buffer): Promise<void> {
  const senders = new Map<number, Sender>();
  for (const rcpt of session.envelope.rcptTo) {
    const sender = await recipientSender(ctx, rcpt.address, session);
    if (sender) senders.set(sender.businessId, sender);
  }
  if (senders.size === 0) throw new Error('no valid recipient');
  for (const sender of senders.values()) await receive(ctx, sender, raw);
}

/** Turns each attachment of a message into a pending invoice of the sender's restaurant; returns how many. */
export async function receive(ctx: AppContext, sender: Sender, raw: Buffer): Promise<number> {
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
