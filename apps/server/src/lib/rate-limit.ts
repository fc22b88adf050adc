import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from './errors.js';

/**
 * Counts a hit against a key in a fixed window stored in the database (so every API process shares it) and
 * throws LimitExceededException past the limit.
 */
export async function consumeRateLimit(db: Db, key: string, limit: number, windowSec: number): Promise<void> {
  const windowStart = new Date(Math.floor(Date.now() / (windowSec * 1000)) * windowSec * 1000);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits > limit)
    throw new AppError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
}

export async function pruneRateLimits(db: Db): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(Date.now() - 24 * 3600 * 1000))
    .execute();
}
