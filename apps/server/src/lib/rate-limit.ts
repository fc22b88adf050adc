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

/**
 * A progressive delay after failures: the first `free` failures cost nothing; from then on each further attempt
 * must wait `baseSec` after the last failure, doubling with every failure, up to `maxSec`. Failures are forgotten
 * `memorySec` after the last one. Only failures count, so a right answer is never refused for hits of its own.
 */
export type FailureRule = { free: number; baseSec: number; maxSec: number; memorySec: number };

/** Seconds an attempt must wait after the last of `failures` failures. */
export function failureDelaySec(rule: FailureRule, failures: number): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxSec, rule.baseSec * 2 ** Math.min(failures - rule.free, 30));
}

/** Seconds left before the next attempt may be made (0: it may be made now). */
export function secondsToWait(rule: FailureRule, failures: number, lastFailureAt: Date, now: Date): number {
  const since = (now.getTime() - lastFailureAt.getTime()) / 1000;
  if (since >= rule.memorySec) return 0;
  return Math.max(0, Math.ceil(failureDelaySec(rule, failures) - since));
}

/**
 * Takes one attempt under a failure rule: refused (with the seconds left) while the delay runs, otherwise counted
 * as a failure at once, in one statement, so parallel attempts cannot all pass before any is counted. An attempt
 * that turns out right gives its count back with `forgiveFailure` or `clearFailures`.
 */
export async function claimAttempt(
  db: Db,
  key: string,
  rule: FailureRule,
): Promise<{ ok: true } | { ok: false; waitSec: number }> {
  const now = new Date();
  const forgotten = new Date(now.getTime() - rule.memorySec * 1000);
  const maxExp = Math.ceil(Math.log2(rule.maxSec / rule.baseSec)) + 1;
  const claimed = await db
    .insertInto('sign_in_failures')
    .values({ key, failures: 1, last_failure_at: now })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          failures: sql`CASE WHEN sign_in_failures.last_failure_at < ${forgotten} THEN 1 ELSE sign_in_failures.failures + 1 END`,
          last_failure_at: now,
        })
        .where((eb) =>
          eb.or([
            eb('sign_in_failures.last_failure_at', '<', forgotten),
            eb('sign_in_failures.failures', '<', rule.free),
            eb(
              sql`sign_in_failures.last_failure_at + least(${rule.maxSec}::integer, ${rule.baseSec}::integer * power(2, least(sign_in_failures.failures - ${rule.free}::integer, ${maxExp}::integer))::integer) * interval '1 second'`,
              '<=',
              now,
            ),
          ]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  if (claimed) return { ok: true };
  const row = await db
    .selectFrom('sign_in_failures')
    .select(['failures', 'last_failure_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return { ok: false, waitSec: row ? Math.max(1, secondsToWait(rule, row.failures, row.last_failure_at, now)) : 1 };
}

/** Gives back an attempt claimed with `claimAttempt` that was not a failure. */
export async function forgiveFailure(db: Db, key: string): Promise<void> {
  await db
    .updateTable('sign_in_failures')
    .set({ failures: sql`greatest(failures - 1, 0)` })
    .where('key', '=', key)
    .execute();
}

/** Forgets every failure under a key (the right password was given). */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
}

/** Forgets counters and stand-in codes that no longer matter. */
export async function pruneRateLimits(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
  await db.deleteFrom('rate_limits').where('window_start', '<', dayAgo).execute();
  await db.deleteFrom('sign_in_failures').where('last_failure_at', '<', dayAgo).execute();
  await db.deleteFrom('auth_code_decoys').where('expires_at', '<', new Date()).execute();
}
