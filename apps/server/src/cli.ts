import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { USER_TYPES, type UserType } from '@app/contracts';
import { createContext } from './bootstrap.js';
import { loadConfig } from './config.js';
import { disableDemoLogins, seedDemo } from './db/seed/demo.js';
import { attachDemoInvoiceFiles } from './db/seed/demo-files.js';
import { AppError } from './lib/errors.js';
import { createUser } from './modules/users/create-user.js';

const USAGE = `Usage:
  npm run cli -- create-user --type admin|restaurant|supplier|person --email E --password P [--business NAME]
                 [--first-name F] [--last-name L] [--permanent]
      Creates a confirmed account. The password is temporary (the first sign-in asks for a new one)
      unless --permanent is given. restaurant and supplier users need --business (joined or created).
  npm run cli -- seed-demo
      Loads the demo data set into an empty database.
  npm run cli -- disable-demo-logins
      Gives every account that signs in with the published demo password a random password and ends its
      sessions (production refuses to start while one exists, unless DEMO_DATA=1).
  npm run cli -- backup [--out FILE]
      Writes a copy of the embedded database (stop the server first; it holds the database open).
      For a PostgreSQL server (DATABASE_URL) use pg_dump.
Uses DATA_DIR / DATABASE_URL like the server.`;

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return command ? 0 : 2;
  }
  const ctx = await createContext(loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }));
  try {
    if (command === 'create-user') {
      const { values } = parseArgs({
        args: rest,
        options: {
          type: { type: 'string' },
          email: { type: 'string' },
          password: { type: 'string' },
          business: { type: 'string' },
          'first-name': { type: 'string' },
          'last-name': { type: 'string' },
          permanent: { type: 'boolean', default: false },
        },
      });
      if (!values.type || !USER_TYPES.includes(values.type as UserType) || !values.email || !values.password) {
        process.stderr.write(`${USAGE}\n`);
        return 2;
      }
      const r = await createUser(ctx.db, {
        type: values.type as UserType,
        email: values.email,
        password: values.password,
        business: values.business,
        firstName: values['first-name'],
        lastName: values['last-name'],
        permanent: values.permanent,
      });
      process.stdout.write(`Created ${values.type} user ${values.email} (id ${r.userId})\n`);
      return 0;
    }
    if (command === 'backup') {
      const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
      if (!ctx.database.dump) {
        process.stderr.write(
          'The database is a PostgreSQL server: back it up with pg_dump "$DATABASE_URL" > backup.sql\n',
        );
        return 2;
      }
      const out = values.out ?? `backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
      writeFileSync(out, await ctx.database.dump());
      process.stdout.write(`Backup written to ${out}. Restore: stop the server, unpack it into DATA_DIR/db.\n`);
      return 0;
    }
    if (command === 'seed-demo') {
      const logins = await seedDemo(ctx.db);
      await attachDemoInvoiceFiles(ctx);
      process.stdout.write(`Demo data loaded. Logins:\n${logins.map((l) => `  ${l.role}: ${l.email}`).join('\n')}\n`);
      return 0;
    }
    if (command === 'disable-demo-logins') {
      const emails = await disableDemoLogins(ctx.db);
      process.stdout.write(
        emails.length === 0
          ? 'No account signs in with the demo password.\n'
          : `Demo password replaced for:\n${emails.map((e) => `  ${e}`).join('\n')}\n`,
      );
      return 0;
    }
    process.stderr.write(`Unknown command "${command}"\n${USAGE}\n`);
    return 2;
  } catch (err) {
    process.stderr.write(`${err instanceof AppError || err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await ctx.database.close();
  }
}

process.exitCode = await main();
