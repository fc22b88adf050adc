import { type DeliveryRule, deliveryRule, regionTimeZone, validTimeZone } from '@app/contracts';
import type { Db } from '../../db/database.js';
import { connectionsVisibleTo } from '../suppliers/access.js';

type Place = { city: string; state: string; country: string; postal_code: string };

/**
 * Each supplier's delivery rule for a restaurant (delivery days, order cutoff, delivery area), at the restaurant's
 * address: the location orders go to (the named one, else its first), else the restaurant's own address. The time
 * zone is the one of its province or state, else its owner's.
 */
export async function deliveryRules(
  db: Db,
  businessId: number,
  supplierIds: number[],
  locationId?: number | null,
): Promise<Map<number, DeliveryRule>> {
  const rules = new Map<number, DeliveryRule>();
  if (supplierIds.length === 0) return rules;
  const business = await db
    .selectFrom('businesses')
    .select(['city', 'state', 'country', 'postal_code'])
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  let locations = db
    .selectFrom('business_locations')
    .select(['city', 'state', 'country', 'postal_code'])
    .where('business_id', '=', businessId);
  if (locationId) locations = locations.where('id', '=', locationId);
  const location = await locations.orderBy('id').limit(1).executeTakeFirst();
  const place: Place = location?.city || location?.postal_code ? { ...business, ...pick(location) } : business;
  const timeZone = regionTimeZone(place.country, place.state) ?? (await ownerZone(db, businessId));

  const connections = await db
    .selectFrom('business_suppliers as bs')
    .innerJoin('suppliers as s', 's.id', 'bs.supplier_id')
    .select(['s.id', 's.name', 'bs.delivery_days', 'bs.order_cutoff'])
    .where(connectionsVisibleTo({ businessId }))
    .where('bs.supplier_id', 'in', supplierIds)
    .execute();
  const areas = await db
    .selectFrom('delivery_areas')
    .select(['supplier_id', 'kind', 'value', 'delivery_days as deliveryDays', 'order_cutoff as orderCutoff'])
    .where('supplier_id', 'in', supplierIds)
    .execute();
  for (const c of connections)
    rules.set(
      c.id,
      deliveryRule({
        supplier: c.name,
        connection: { deliveryDays: c.delivery_days, orderCutoff: c.order_cutoff },
        areas: areas.filter((a) => a.supplier_id === c.id),
        address: { city: place.city, postalCode: place.postal_code },
        timeZone,
      }),
    );
  return rules;
}

const pick = (p: Place): Partial<Place> =>
  Object.fromEntries(Object.entries(p).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));

/** The time zone in the settings of the restaurant's owner (else its first member); UTC without one. */
async function ownerZone(db: Db, businessId: number): Promise<string> {
  const row = await db
    .selectFrom('team_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.timezone')
    .where('m.business_id', '=', businessId)
    .orderBy((eb) => eb.case().when('m.role', '=', 'Owner').then(0).else(1).end())
    .orderBy('m.created_at')
    .limit(1)
    .executeTakeFirst();
  return validTimeZone(row?.timezone ?? 'UTC');
}
