import { createContext } from './bootstrap.js';
import { loadConfig } from './config.js';
import { demoCredentialsProblem, seedDemoIfEmpty } from './db/seed/demo.js';
import { attachDemoInvoiceFiles } from './db/seed/demo-files.js';
import { buildApp } from './http/app.js';
import { startInboundMail } from './modules/invoices/inbound-mail.js';
import { scheduleWeeklyDigest } from './modules/notifications/savings-alerts.js';
import { scheduleCreditReminders } from './modules/receiving/credit-mail.js';
import { scheduleLateDeliveries } from './modules/receiving/late-deliveries.js';

/** Composition root of the HTTP server; by default it also runs the job worker in the same process. */
async function main(): Promise<void> {
  const config = loadConfig();
  const ctx = await createContext(config);
  const logins = await seedDemoIfEmpty(ctx);
  const demoProblem = await demoCredentialsProblem(ctx);
  if (demoProblem) {
    await ctx.database.close();
    throw new StartRefused(demoProblem);
  }
  if (logins.length > 0) await attachDemoInvoiceFiles(ctx);
  const app = await buildApp(ctx);
  if (config.runWorker) {
    await scheduleWeeklyDigest(ctx);
    await scheduleCreditReminders(ctx);
    await scheduleLateDeliveries(ctx);
    ctx.queue.start();
  }
  await app.listen({ port: config.port, host: config.host });
  const inbound =
    config.inboundSmtpPort !== undefined ? await startInboundMail(ctx, config.inboundSmtpPort, config.host) : null;

  // Listening on every address: this machine's name for it is localhost.
  const everywhere = ['0.0.0.0', '::', ''].includes(config.host);
  const url = `http://${everywhere ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const lines = [`\n  App running at ${url}  (database: ${ctx.database.kind})`];
  if (!config.production && ctx.mailer.kind === 'outbox') lines.push(`  Dev mailbox:  ${url}/dev/mail`);
  if (inbound) lines.push(`  Invoices by email: SMTP port ${inbound.port}`);
  if (logins.length > 0) {
    lines.push('  Demo logins (password for all: Demo1234!):');
    for (const l of logins) lines.push(`    ${l.role.padEnd(22)} ${l.email}`);
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    ctx.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await inbound?.close();
    await ctx.queue.stop();
    await ctx.database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** A start refused on purpose: its message says what to do, no stack needed. */
class StartRefused extends Error {}

main().catch((err) => {
  process.stderr.write(
    `Failed to start: ${err instanceof StartRefused ? err.message : err instanceof Error ? err.stack : String(err)}\n`,
  );
  process.exit(1);
});
