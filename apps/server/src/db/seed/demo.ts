import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import { hashPassword } from '../../modules/auth/passwords.js';
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

/** Seeds when the database has no users and seeding is enabled; returns the logins to print. */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<DemoLogin[]> {
  const enabled = ctx.config.demoData ?? ctx.database.kind === 'pglite';
  if (!enabled) return [];
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
