import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import { hashPassword, verifyPassword } from '../../modules/auth/passwords.js';
import type { Tx } from '../database.js';
import type { DB } from '../types.js';
import { insertActivity } from './activity-insert.js';
import type { SupplierKey } from './catalogue.js';
import { insertCatalogue } from './catalogue-insert.js';
import { ADMIN, BUSINESS_KEYS, BUSINESSES, PERSON, SUPPLIER_KEYS, SUPPLIERS } from './fixtures.js';
import { insertOrganisations } from './organisations.js';
import { createRng } from './seed-util.js';

export type DemoLogin = { role: string; email: string };
export const DEMO_PASSWORD = 'Demo1234!';

const SUPPLIER_LABEL: Record<SupplierKey, string> = {
  freshValley: 'Supplier (produce)',
  northern: 'Supplier (meat)',
  ocean: 'Supplier (seafood)',
  metro: 'Supplier (broadline)',
};

/** Every demo account; they all use DEMO_PASSWORD. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  { role: 'Admin', email: ADMIN.email },
  ...BUSINESS_KEYS.flatMap((key) => {
    const b = BUSINESSES[key];
    return b.team.map((m) => ({ role: `${b.name} ${m.role.toLowerCase()}`, email: m.email }));
  }),
  ...SUPPLIER_KEYS.map((key) => ({ role: SUPPLIER_LABEL[key], email: SUPPLIERS[key].user.email })),
  { role: 'Person', email: PERSON.email },
];

/**
 * Whether an empty database gets the demo data: DEMO_DATA=1 or 0 decides; unset, only outside production and only on
 * the embedded database (a stranger knows the demo logins, so production never gets them by default).
 */
export function demoDataEnabled(ctx: Pick<AppContext, 'config' | 'database'>): boolean {
  return ctx.config.demoData ?? (!ctx.config.production && ctx.database.kind === 'pglite');
}

/** Seeds when the database has no users and seeding is enabled; returns the logins to print. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<DemoLogin[]> {
  if (!demoDataEnabled(ctx)) return [];
  const demoAdminExists = async () =>
    (await ctx.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirst()) !== undefined;
  const anyUser = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return (await demoAdminExists()) ? [...DEMO_LOGINS] : [];
  const started = Date.now();
  try {
    const logins = await seedDemo(ctx.db);
    ctx.log.info({ ms: Date.now() - started }, 'demo data loaded');
    return logins;
  } catch (err) {
    // Another process may have seeded at the same moment.
    if (await demoAdminExists()) return [...DEMO_LOGINS];
    throw err;
  }
}

/** Accounts that still sign in with the published demo password: the demo accounts and any of the demo domain. */
export async function demoPasswordAccounts(db: Kysely<DB>): Promise<{ id: number; email: string }[]> {
  const accounts = await db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash'])
    .where((eb) =>
      eb.or([
        eb(
          'email',
          'in',
          DEMO_LOGINS.map((l) => l.email),
        ),
        eb('email', 'like', '%demo.test'),
      ]),
    )
    .orderBy('id')
    .limit(200)
    .execute();
  const exposed: { id: number; email: string }[] = [];
  for (const a of accounts)
    if (await verifyPassword(a.password_hash, DEMO_PASSWORD)) exposed.push({ id: a.id, email: a.email });
  return exposed;
}

/**
 * In production (unless DEMO_DATA=1 says this is a demo site) an account that still signs in with the published
 * demo password stops the start, since a stranger could sign in with it: returns the message saying so and what to
 * do, or null when there is none.
 */
export async function demoCredentialsProblem(ctx: AppContext): Promise<string | null> {
  if (!ctx.config.production || ctx.config.demoData === true) return null;
  const exposed = await demoPasswordAccounts(ctx.db);
  if (exposed.length === 0) return null;
  const one = exposed.length === 1;
  return (
    `Refusing to start in production: ${one ? 'the account' : 'the accounts'} ${exposed.map((a) => a.email).join(', ')} ` +
    `${one ? 'signs' : 'sign'} in with the published demo password. Run \`npm run cli -- disable-demo-logins\` ` +
    '(it gives them random passwords and ends their sessions), or start with DEMO_DATA=1 if this is meant to be a ' +
    'public demo.'
  );
}

/** Gives every account that signs in with the demo password a random one and revokes its sessions; returns emails. */
export async function disableDemoLogins(db: Kysely<DB>): Promise<string[]> {
  const exposed = await demoPasswordAccounts(db);
  for (const a of exposed) {
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    await db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', a.id).execute();
      await tx
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', a.id)
        .where('revoked_at', 'is', null)
        .execute();
    });
  }
  return exposed.map((a) => a.email);
}

/** Seeds unconditionally into an empty database (throws a clear Error if users already exist); returns logins. */
export async function seedDemo(db: Kysely<DB>): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('users').select('email').limit(1).executeTakeFirst();
    if (existing)
      throw new Error('Cannot load the demo data: the database already has users. Demo data needs an empty database.');
    await insertDemo(tx, passwordHash, now);
  });
  return [...DEMO_LOGINS];
}

async function insertDemo(tx: Tx, passwordHash: string, now: Date): Promise<void> {
  const rng = createRng(20_240_601);
  const org = await insertOrganisations(tx, passwordHash, now);
  const cat = await insertCatalogue(tx, org, now, rng);
  await insertActivity(tx, org, cat, now, rng);
}
