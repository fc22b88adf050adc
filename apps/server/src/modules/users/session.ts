import type { Session } from '@app/contracts';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';

/** The session shape of spec section 3: User, Business, BusinessLocation, Supplier, SupplierLocation. */
export async function getSession(db: Db, userId: number): Promise<Session> {
  const u = await db
    .selectFrom('users')
    .leftJoin('team_memberships as m', 'm.user_id', 'users.id')
    .selectAll('users')
    .select(['m.business_id', 'm.supplier_id', 'm.role'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!u) throw notFound('User not found');
  const [business, location, supplier, supplierLocation] = await Promise.all([
    u.business_id
      ? db.selectFrom('businesses').selectAll().where('id', '=', u.business_id).executeTakeFirst()
      : undefined,
    u.business_id
      ? db
          .selectFrom('business_locations')
          .selectAll()
          .where('business_id', '=', u.business_id)
          .orderBy('id')
          .limit(1)
          .executeTakeFirst()
      : undefined,
    u.supplier_id
      ? db.selectFrom('suppliers').selectAll().where('id', '=', u.supplier_id).executeTakeFirst()
      : undefined,
    u.supplier_id
      ? db
          .selectFrom('supplier_locations')
          .selectAll()
          .where('supplier_id', '=', u.supplier_id)
          .orderBy('id')
          .limit(1)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    User: {
      id: u.id,
      firstName: u.first_name,
      lastName: u.last_name,
      email: u.email,
      usertype: u.usertype,
      phone: u.phone,
      jobTitle: u.job_title,
      language: u.language,
      dateFormat: u.date_format,
      timezone: u.timezone,
      autoTimezone: u.auto_timezone,
      orderDisplayTimeRange: u.order_display_time_range as Session['User']['orderDisplayTimeRange'],
      notifyNewOrders: u.notify_new_orders,
      notifySavings: u.notify_savings,
      role: u.role,
    },
    Business: business
      ? {
          id: business.id,
          name: business.name,
          contact_name: business.contact_name,
          contact_phone: business.contact_phone,
          contact_email: business.contact_email,
          address1: business.address1,
          city: business.city,
          state: business.state,
          country: business.country,
          postalCode: business.postal_code,
          phone: business.phone,
        }
      : null,
    BusinessLocation: location
      ? {
          id: location.id,
          address1: location.address1,
          city: location.city,
          state: location.state,
          postalCode: location.postal_code,
        }
      : null,
    Supplier: supplier
      ? {
          id: supplier.id,
          supplier_id: supplier.id,
          name: supplier.name,
          alternate_names: supplier.alternate_names,
          address1: supplier.address1,
          city: supplier.city,
          state: supplier.state,
          country: supplier.country,
          postalCode: supplier.postal_code,
          phone: supplier.phone,
          order_email: supplier.order_email,
          contact_name: supplier.contact_name,
          contact_email: supplier.contact_email,
          contact_phone: supplier.contact_phone,
          person_id: supplier.person_id,
        }
      : null,
    SupplierLocation: supplierLocation
      ? {
          id: supplierLocation.id,
          address1: supplierLocation.address1,
          city: supplierLocation.city,
          state: supplierLocation.state,
          postalCode: supplierLocation.postal_code,
        }
      : null,
  };
}
