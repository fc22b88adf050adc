import type { Session } from '@app/contracts';
import { type Selectable, sql } from 'kysely';
import type { Principal } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { Businesses, BusinessLocations, SupplierLocations, Suppliers, Users } from '../../db/types.js';
import { forbidden, notFound } from '../../lib/errors.js';

/** The caller's own session; an admin may load another user's by email. */
export async function sessionFor(db: Db, principal: Principal, email: string | undefined): Promise<Session> {
  if (!email || email === principal.email) return getSession(db, principal.userId);
  if (principal.usertype !== 'admin') throw forbidden();
  const other = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!other) throw notFound('No User found');
  return getSession(db, other.id);
}

/** The session shape of spec section 3: User, Business, BusinessLocation, Supplier, SupplierLocation. */
export async function getSession(db: Db, userId: number): Promise<Session> {
  // One statement: /user is called on every page load, and each round trip to the database counts under load.
  const found = await sql<
    Selectable<Users> & {
      business_id: number | null;
      supplier_id: number | null;
      role: string | null;
      business: Selectable<Businesses> | null;
      location: Selectable<BusinessLocations> | null;
      supplier: Selectable<Suppliers> | null;
      supplier_location: Selectable<SupplierLocations> | null;
    }
  >`
    SELECT u.*, m.business_id, m.supplier_id, m.role,
      to_jsonb(b) AS business, to_jsonb(bl) AS location, to_jsonb(s) AS supplier, to_jsonb(sl) AS supplier_location
    FROM users u
    LEFT JOIN team_memberships m ON m.user_id = u.id
    LEFT JOIN businesses b ON b.id = m.business_id
    LEFT JOIN LATERAL (
      SELECT * FROM business_locations WHERE business_id = m.business_id ORDER BY id LIMIT 1) bl ON true
    LEFT JOIN suppliers s ON s.id = m.supplier_id
    LEFT JOIN LATERAL (
      SELECT * FROM supplier_locations WHERE supplier_id = m.supplier_id ORDER BY id LIMIT 1) sl ON true
    WHERE u.id = ${userId}
    LIMIT 1`.execute(db);
  const u = found.rows[0];
  if (!u) throw notFound('User not found');
  const { business, location, supplier, supplier_location: supplierLocation } = u;
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
          autoImportInvoices: business.auto_import_invoices,
          lateGraceMinutes: business.late_grace_minutes,
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
