/** The admins' tools (spec 2.12): today's figures, the jobs that failed, and finding a restaurant by name. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const FAILED_JOBS_SHOWN = 20;
const RESTAURANTS_FOUND = 50;

/** Invoices waiting for import, orders since midnight (UTC), restaurants, and the latest jobs that failed. */
export async function adminDashboard(db: Db) {
  const startOfDay = new Date();
  startOfDay.setUTCHours(0, 0, 0, 0);
  const count = sql<number>`count(*)::int`.as('n');
  const [pending, today, restaurants, failedJobs] = await Promise.all([
    db.selectFrom('invoices').select(count).where('status', '=', 'pending').executeTakeFirstOrThrow(),
    db.selectFrom('orders').select(count).where('created_at', '>=', startOfDay).executeTakeFirstOrThrow(),
    db.selectFrom('businesses').select(count).executeTakeFirstOrThrow(),
    db
      .selectFrom('jobs')
      .select(['id', 'name', 'attempts', 'last_error', 'created_at'])
      .where('status', '=', 'failed')
      .orderBy('created_at', 'desc')
      .limit(FAILED_JOBS_SHOWN)
      .execute(),
  ]);
  return { pendingInvoices: pending.n, ordersToday: today.n, restaurants: restaurants.n, failedJobs };
}

/** Restaurants whose name contains the term (any case), by name; every one for an empty term. */
export async function searchBusinesses(db: Db, searchTerm: string) {
  const term = searchTerm.toLowerCase();
  let q = db.selectFrom('businesses').select(['id', 'name', 'city', 'state']);
  if (term) q = q.where(sql<string>`lower(name)`, 'like', `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return { businesses: await q.orderBy('name').limit(RESTAURANTS_FOUND).execute() };
}
