import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { defineMailJob } from './jobs/mail.js';
import { JobQueue } from './jobs/queue.js';
import { prettyDestination } from './lib/pretty-log.js';
import { TokenService } from './modules/auth/tokens.js';
import { defineParseJob } from './modules/invoices/parse-job.js';
import { defineSavingsJobs } from './modules/notifications/savings-alerts.js';
import { defineOrderEventJob } from './modules/orders/conversation.js';
import { defineOrderMailsJob } from './modules/orders/mail-job.js';
import { defineCreditJobs } from './modules/receiving/credit-mail.js';
import { defineLateDeliveryJob } from './modules/receiving/late-deliveries.js';
import { type Mailer, outboxMailer, smtpMailer } from './providers/mailer.js';
import { s3Storage } from './providers/s3-storage.js';
import { localStorage } from './providers/storage.js';

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.newPassword',
          '*.currentPassword',
          '*.refreshToken',
          '*.idToken',
          '*.code',
          '*.irk',
          '*.ivrk',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}

/** Opens the database (migrated), the mailer and the job queue: everything a server or worker needs. */
export async function createContext(
  config: Config,
  opts: { log?: Logger; memory?: boolean; mailer?: Mailer; loadDataDir?: Blob } = {},
): Promise<AppContext> {
  const log =
    opts.log ??
    createLogger(config.logLevel, config.logFormat === 'pretty' ? prettyDestination(process.stdout) : undefined);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    memory: opts.memory,
    loadDataDir: opts.loadDataDir,
  });
  await migrate(database);
  const mailer =
    opts.mailer ??
    (config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom));
  const queue = new JobQueue(database.db, log);
  defineMailJob(queue, mailer);
  const storage = config.s3 ? s3Storage(config.s3) : localStorage(path.join(config.dataDir, 'files'));
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    queue,
    mailer,
    storage,
    tokens: new TokenService(config.jwtSecret),
    log,
  };
  defineParseJob(ctx);
  defineOrderMailsJob(ctx);
  defineOrderEventJob(ctx);
  defineSavingsJobs(ctx);
  defineCreditJobs(ctx);
  defineLateDeliveryJob(ctx);
  return ctx;
}
