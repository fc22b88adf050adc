import { EventEmitter } from 'node:events';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../db/database.js';
import type { DB } from '../db/types.js';

type Handler<T> = (payload: T, job: { id: number; attempts: number }) => Promise<void>;
/** Runs once when a job is given up for good, so the work it was for can show why (a failed parse). */
type GiveUp<T> = (payload: T, error: string) => Promise<void>;
type Definition = {
  schema: z.ZodType;
  handler: Handler<unknown>;
  maxAttempts: number;
  timeoutMs: number;
  onGiveUp?: GiveUp<unknown>;
};

/** Claimed jobs are locked this long; a job's timeout must be shorter, or a second worker could claim it. */
const LOCK_SECONDS = 300;
export const ABANDONED_MESSAGE = 'The worker stopped while running this job';
/** How often a worker looks for jobs whose worker died with no attempts left (their locks expire after minutes). */
const ABANDONED_CHECK_MS = 5000;

export type EnqueueOptions = { singletonKey?: string; runAt?: Date; maxAttempts?: number };

/**
 * A job queue in PostgreSQL: jobs are rows, claimed with FOR UPDATE SKIP LOCKED so any number of workers can
 * share it; a crashed worker's job is claimed again when its lock expires. Failures retry with exponential
 * backoff up to max_attempts, then stay as 'failed' with the last error for an admin to see. A run that never
 * finished (the worker died: killed, out of memory) counts as an attempt too, so a job that kills its worker is
 * given up after max_attempts instead of taking workers down forever.
 */
export class JobQueue {
  private readonly defs = new Map<string, Definition>();
  private readonly wake = new EventEmitter();
  private running = false;
  private loop?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private abandonedCheckedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  define<S extends z.ZodType>(
    name: string,
    schema: S,
    handler: Handler<z.infer<S>>,
    opts: { maxAttempts?: number; timeoutMs?: number; onGiveUp?: GiveUp<z.infer<S>> } = {},
  ): void {
    const timeoutMs = opts.timeoutMs ?? 120_000;
    if (timeoutMs >= LOCK_SECONDS * 1000) throw new Error(`Job ${name}: timeout must be under ${LOCK_SECONDS} s`);
    this.defs.set(name, {
      schema,
      handler: handler as Handler<unknown>,
      maxAttempts: opts.maxAttempts ?? 5,
      timeoutMs,
      onGiveUp: opts.onGiveUp as GiveUp<unknown> | undefined,
    });
  }

  /** Records a job; pass the transaction handle so the job exists exactly when the work it follows commits. */
  async enqueue(exec: Kysely<DB>, name: string, payload: unknown, opts: EnqueueOptions = {}): Promise<void> {
    await this.enqueueMany(exec, [{ name, payload, opts }]);
  }

  /** Records several jobs in one statement, so they exist together or not at all (see enqueue). */
  async enqueueMany(
    exec: Kysely<DB>,
    jobs: { name: string; payload: unknown; opts?: EnqueueOptions }[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    const rows = jobs.map(({ name, payload, opts = {} }) => {
      const def = this.defs.get(name);
      if (!def) throw new Error(`Unknown job ${name}`);
      return {
        name,
        payload: JSON.stringify(def.schema.parse(payload)),
        max_attempts: opts.maxAttempts ?? def.maxAttempts,
        run_at: opts.runAt ?? new Date(),
        singleton_key: opts.singletonKey ?? null,
      };
    });
    await exec
      .insertInto('jobs')
      .values(rows)
      .onConflict((oc) => oc.column('singleton_key').where('singleton_key', 'is not', null).doNothing())
      .execute();
    this.wake.emit('job');
  }

  /** Claims and runs one ready job; false when none is ready. */
  async runOne(): Promise<boolean> {
    // Abandoned jobs are looked for now and then, not before every job: a busy queue runs many jobs a second.
    // Until then the claim below skips them (no attempts left), so a job that kills its worker never runs again.
    if (Date.now() - this.abandonedCheckedAt >= ABANDONED_CHECK_MS) {
      this.abandonedCheckedAt = Date.now();
      await this.giveUpAbandoned();
    }
    const claimed = await sql<{ id: number; name: string; payload: unknown; attempts: number; max_attempts: number }>`
      UPDATE jobs SET status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
      WHERE id = (
        SELECT id FROM jobs
        WHERE (status = 'queued' AND run_at <= now())
          OR (status = 'running' AND locked_until < now() AND attempts < max_attempts)
        ORDER BY run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, name, payload, attempts, max_attempts`.execute(this.db);
    const job = claimed.rows[0];
    if (!job) return false;
    const def = this.defs.get(job.name);
    try {
      if (!def) throw new Error(`No handler for job ${job.name}`);
      const payload = def.schema.parse(job.payload);
      await withTimeout(def.handler(payload, { id: job.id, attempts: job.attempts }), def.timeoutMs);
      await this.db
        .updateTable('jobs')
        .set({ status: 'done', finished_at: new Date(), locked_until: null })
        .where('id', '=', job.id)
        .execute();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= job.max_attempts || !def;
      const backoffSec = Math.min(3600, 5 * 2 ** (job.attempts - 1));
      this.log.warn({ jobId: job.id, job: job.name, attempts: job.attempts, err: message }, 'job failed');
      await this.db
        .updateTable('jobs')
        .set({
          status: final ? 'failed' : 'queued',
          last_error: message.slice(0, 2000),
          locked_until: null,
          run_at: sql<Date>`now() + make_interval(secs => ${backoffSec})`,
          finished_at: final ? new Date() : null,
        })
        .where('id', '=', job.id)
        .execute();
      if (final && def) await this.giveUp(def, job.payload, message);
    }
    return true;
  }

  /** Jobs whose worker died while running them, with no attempts left: failed, without running them again. */
  private async giveUpAbandoned(): Promise<void> {
    const abandoned = await sql<{ id: number; name: string; payload: unknown; attempts: number }>`
      UPDATE jobs SET status = 'failed', locked_until = NULL, finished_at = now(), last_error = ${ABANDONED_MESSAGE}
      WHERE status = 'running' AND locked_until < now() AND attempts >= max_attempts
      RETURNING id, name, payload, attempts`.execute(this.db);
    for (const job of abandoned.rows) {
      this.log.error({ jobId: job.id, job: job.name, attempts: job.attempts }, 'job given up: its worker died');
      const def = this.defs.get(job.name);
      if (def) await this.giveUp(def, job.payload, ABANDONED_MESSAGE);
    }
  }

  private async giveUp(def: Definition, payload: unknown, error: string): Promise<void> {
    if (!def.onGiveUp) return;
    try {
      await def.onGiveUp(def.schema.parse(payload), error);
    } catch (err) {
      this.log.error({ err }, 'job give-up handler failed');
    }
  }

  /** Runs ready jobs until none is left (tests, CLI). */
  async runUntilIdle(maxJobs = 1000): Promise<number> {
    this.abandonedCheckedAt = Date.now();
    await this.giveUpAbandoned();
    let n = 0;
    while (n < maxJobs && (await this.runOne())) n++;
    return n;
  }

  start(pollMs = 1000): void {
    if (this.running) return;
    this.running = true;
    const tick = async () => {
      while (this.running) {
        try {
          if (await this.runOne()) continue;
        } catch (err) {
          this.log.error({ err }, 'job loop error');
        }
        await new Promise<void>((resolve) => {
          const wakeUp = () => {
            clearTimeout(this.timer);
            resolve();
          };
          this.timer = setTimeout(() => {
            this.wake.off('job', wakeUp);
            resolve();
          }, pollMs);
          this.wake.once('job', wakeUp);
        });
      }
    };
    this.loop = tick();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake.emit('job');
    await this.loop;
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let t: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(t)),
    new Promise<T>((_, reject) => {
      t = setTimeout(() => reject(new Error(`Job timed out after ${ms} ms`)), ms);
    }),
  ]);
}
