import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { readOutbox } from '../../providers/mailer.js';

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The dev mailbox: the outbox as a page and as JSON. Never registered in production. */
export function devMailRoutes(app: FastifyInstance, ctx: AppContext): void {
  const dir = path.join(ctx.config.dataDir, 'outbox');
  app.get('/dev/mail.json', async (req) => {
    const to = (req.query as { to?: string }).to?.toLowerCase();
    const messages = readOutbox(dir);
    return { messages: to ? messages.filter((m) => m.to.some((t) => t.toLowerCase() === to)) : messages };
  });
  app.get('/dev/mail', async (_req, reply) => {
    const rows = readOutbox(dir)
      .map(
        (m) => `<article><header><strong>${esc(m.subject)}</strong> — to ${esc(m.to.join(', '))}
        <time>${esc(m.sentAt)}</time></header><pre>${esc(m.text)}</pre></article>`,
      )
      .join('');
    reply.type('text/html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:800px;margin:2rem auto;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin:12px 0}time{color:#6b7280;font-size:12px;float:right}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev mailbox</h1><p>Messages the app would have sent. Set SMTP_URL to send real mail.</p>${rows || '<p>No messages yet.</p>'}</body></html>`);
  });
}
