import { RESTAURANT_SETTINGS_MSG, RESTAURANT_SETTINGS_ROLES, type UserSettings } from '@app/contracts';
import type { Principal } from '../../context.js';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../lib/errors.js';

/**
 * Saves the caller's own settings and, under `restaurant`, its restaurant's settings: those only a restaurant user
 * whose team role is Owner or Admin may change (a chef may not). Nothing is saved when a part is refused.
 */
export async function updateSettings(db: Db, principal: Principal, s: UserSettings): Promise<void> {
  const set = {
    first_name: s.firstName,
    last_name: s.lastName,
    phone: s.phone,
    job_title: s.jobTitle,
    language: s.language,
    date_format: s.dateFormat,
    timezone: s.timezone,
    auto_timezone: s.autoTimezone,
    order_display_time_range: s.orderDisplayTimeRange,
    notify_new_orders: s.notifyNewOrders,
    notify_savings: s.notifySavings,
  };
  const changes = Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined));
  const restaurant = Object.fromEntries(
    Object.entries({
      auto_import_invoices: s.restaurant?.autoImportInvoices,
      late_grace_minutes: s.restaurant?.lateGraceMinutes,
    }).filter(([, v]) => v !== undefined),
  );
  const businessId = Object.keys(restaurant).length > 0 ? await managedRestaurant(db, principal) : null;
  if (Object.keys(changes).length === 0 && businessId === null) return;
  await db.transaction().execute(async (tx) => {
    if (Object.keys(changes).length > 0)
      await tx
        .updateTable('users')
        .set({ ...changes, updated_at: new Date() })
        .where('id', '=', principal.userId)
        .execute();
    if (businessId !== null) await tx.updateTable('businesses').set(restaurant).where('id', '=', businessId).execute();
  });
}

/** The restaurant whose settings the caller may change: its own, when its team role is Owner or Admin. */
async function managedRestaurant(db: Db, p: Principal): Promise<number> {
  if (p.usertype !== 'restaurant' || !p.businessId) throw forbidden(RESTAURANT_SETTINGS_MSG.notAllowed);
  const member = await db
    .selectFrom('team_memberships')
    .select('role')
    .where('user_id', '=', p.userId)
    .where('business_id', '=', p.businessId)
    .executeTakeFirst();
  if (!member || !(RESTAURANT_SETTINGS_ROLES as readonly string[]).includes(member.role))
    throw forbidden(RESTAURANT_SETTINGS_MSG.notAllowed);
  return p.businessId;
}
