import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database, Db } from './db/database.js';
import type { JobQueue } from './jobs/queue.js';
import type { TokenService } from './modules/auth/tokens.js';
import type { Mailer } from './providers/mailer.js';
import type { Storage } from './providers/storage.js';

/** What use-cases need, built once by the composition root. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  queue: JobQueue;
  mailer: Mailer;
  storage: Storage;
  tokens: TokenService;
  log: Logger;
};

/** The caller, as the auth hook found it. Repositories take this to scope every query to its tenant. */
export type Principal = {
  userId: number;
  email: string;
  usertype: 'person' | 'restaurant' | 'supplier' | 'admin';
  businessId: number | null;
  supplierId: number | null;
  name: string;
};
