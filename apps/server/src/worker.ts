import { createContext } from './bootstrap.js';
import { loadConfig } from './config.js';
import { scheduleWeeklyDigest } from './modules/notifications/savings-alerts.js';
import { scheduleCreditReminders } from './modules/receiving/credit-mail.js';
import { scheduleLateDeliveries } from './modules/receiving/late-deliveries.js';

/** Composition root of a worker process: runs jobs only (scale out with several of these). */
async function main(): Promise<void> {
  const ctx = await createContext(loadConfig());
  await scheduleWeeklyDigest(ctx);
  await scheduleCreditReminders(ctx);
  await scheduleLateDeliveries(ctx);
  ctx.queue.start();
  ctx.log.info('worker started');
  const stop = async () => {
    await ctx.queue.stop();
    await ctx.database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((err) => {
  process.stderr.write(`Worker failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
