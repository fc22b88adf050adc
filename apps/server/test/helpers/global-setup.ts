import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { createFreshDatabase } from './fresh-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dump of an embedded database with every migration applied ('' on a PostgreSQL server). */
    migratedPgliteDump: string;
    /** Name of a migrated database on the server of TEST_DATABASE_URL to create test databases from ('' without). */
    migratedTemplateDatabase: string;
  }
}

/**
 * Runs the migrations once per test run, into a database that each test app then starts as a copy of (see
 * test-app.ts): a dump of an embedded database, or a template database on the PostgreSQL server of
 * TEST_DATABASE_URL. Creating an embedded database and migrating it takes seconds, copying one a fraction of that.
 * The migrations themselves are still tested from an empty database (migrations.test.ts and others).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createFreshDatabase(serverUrl, 'test_template');
    const database = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    try {
      await migrate(database);
    } finally {
      // CREATE DATABASE ... TEMPLATE needs the template to have no connections.
      await database.close();
    }
    project.provide('migratedPgliteDump', '');
    project.provide('migratedTemplateDatabase', template.name);
    return () => template.drop();
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'migrated-db-'));
  const file = path.join(dir, 'db.tar');
  const database = await openDatabase({ memory: true });
  try {
    await migrate(database);
    writeFileSync(file, await database.dump!('none'));
  } finally {
    await database.close();
  }
  project.provide('migratedPgliteDump', file);
  project.provide('migratedTemplateDatabase', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
