import type { UserSettings } from '@app/contracts';
import type { Principal } from '../../context.js';
import type { Db } from '../../db/database.js';

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
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', principal.userId)
    .execute();
}
