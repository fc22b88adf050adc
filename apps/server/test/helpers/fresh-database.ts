import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type FreshDatabase = { name: string; url: string; drop(): Promise<void> };

async function run(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (tests, benchmarks), named `<prefix>_<random>`,
 * or a copy of the database named `template` (which must have no open connections); `drop` removes it, closing
 * any connection still open to it.
 */
export async function createFreshDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<FreshDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
