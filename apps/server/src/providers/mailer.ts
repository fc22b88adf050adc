import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type Mail = { to: string[]; cc?: string[]; subject: string; text: string; html?: string; replyTo?: string };
export type OutboxMessage = Mail & { id: string; from: string; sentAt: string };

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** Sends through an SMTP relay (SMTP_URL). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** Without SMTP, messages are written to DATA_DIR/outbox, where the dev mailbox reads them. */
export function outboxMailer(dir: string, from: string): Mailer {
  mkdirSync(dir, { recursive: true });
  return {
    kind: 'outbox',
    async send(mail) {
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const message: OutboxMessage = { id, from, sentAt, ...mail };
      writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(message, null, 2));
    },
  };
}

/** Newest first. */
export function readOutbox(dir: string, limit = 200): OutboxMessage[] {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return files
    .sort()
    .reverse()
    .slice(0, limit)
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMessage);
}
