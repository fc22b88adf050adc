import { z } from 'zod';
import type { Mailer } from '../providers/mailer.js';
import type { JobQueue } from './queue.js';

export const MAIL_JOB = 'mail.send';
export const mailPayload = z.object({
  to: z.array(z.string()).min(1),
  cc: z.array(z.string()).optional(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
});
export type MailPayload = z.infer<typeof mailPayload>;

export function defineMailJob(queue: JobQueue, mailer: Mailer): void {
  queue.define(MAIL_JOB, mailPayload, (mail) => mailer.send(mail), { maxAttempts: 8, timeoutMs: 60_000 });
}
