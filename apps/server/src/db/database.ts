import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config.js';
import type { DB } from './types.js';

export type Db = Kysely<DB>;
export type Tx = Transaction<DB>;

export type Database = {
  db: Db;
  /** Runs SQL text that may hold several statements (migrations, seeds). */
  exec(sqlText: string): Promise<void>;
  kind: 'pglite' | 'postgres';
  /**
   * A consistent copy of the embedded database as a gzipped tarball, or an uncompressed one with `'none'` (PGlite
   * only; use pg_dump for a server).
   */
  dump?(compression?: 'gzip' | 'none'): Promise<Uint8Array>;
  close(): Promise<void>;
};

/**
 * Settings of every connection: typo-tolerant word matching for search (the default 0.6 misses 'chiken'), and no
 * parallel workers. The app's queries (a search, an order, a page of a list) each touch at most a few thousand rows:
 * starting workers for them costs more than it saves, and the planner's rough guess of how many items a scoped word
 * query matches was enough to make it try.
 */
const SESSION_SQL = 'SET pg_trgm.word_similarity_threshold = 0.45; SET max_parallel_workers_per_gather = 0';

// int8 (count(*), sums of integers) as numbers; NUMERIC stays a string so money is never a float.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * Opens the database: a PostgreSQL server when a URL is given, otherwise embedded PGlite in dataDir/db
 * (or in memory for 'memory://'). Both go through node-postgres, so queries behave the same; PGlite has one
 * connection, which serialises transactions: inside one, always use the transaction handle.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  /** Connections to a PostgreSQL server this process may hold at once. */
  poolSize?: number;
  dataDir?: string;
  memory?: boolean;
  /**
   * Tests only: the embedded database starts as a copy of this dump (made by `dump()`, e.g. of a migrated
   * database) instead of an empty one, which saves creating a database cluster per test.
   */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? DEFAULT_POOL_SIZE });
    pool.on('connect', (client) => {
      client.query(SESSION_SQL).catch(() => undefined);
    });
    // An idle connection the server closes (restart, failover, a dropped database) is removed from the pool and
    // replaced on the next query; without a listener node-postgres would throw it as an uncaught error.
    pool.on('error', (err) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`);
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      exec: async (text) => {
        await pool.query(text);
      },
      close: () => db.destroy(),
    };
  }
  const dataDir = opts.memory || !opts.dataDir ? undefined : path.join(opts.dataDir, 'db');
  const pglite = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir, extensions: { pg_trgm } });
  await pglite.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await pglite.exec(SESSION_SQL);
  const pool = new pg.Pool({ ...createPgConfig(pglite), max: 1 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    exec: async (text) => {
      await pool.query(text);
    },
    dump: async (compression = 'gzip') => {
      const file = await pglite.dumpDataDir(compression);
      return new Uint8Array(await file.arrayBuffer());
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
