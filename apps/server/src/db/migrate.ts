import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Database } from './database.js';

const LOCK_ID = 727_001;

/**
 * Applies the forward-only SQL migrations in order, each in its own transaction, under an advisory lock so
 * that several processes starting at once apply each migration exactly once.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  await database.db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${LOCK_ID})`.execute(conn);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
        conn,
      );
      const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(conn);
      const have = new Set(done.rows.map((r) => r.name));
      for (const file of files) {
        if (have.has(file)) continue;
        const text = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
        try {
          await sql
            .raw(`BEGIN;\n${text}\n;INSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`)
            .execute(conn);
        } catch (err) {
          await sql`ROLLBACK`.execute(conn).catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(err as Error).message}`);
        }
        applied.push(file);
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${LOCK_ID})`.execute(conn);
    }
  });
  return applied;
}
