import type { Tx } from '../database.js';
import type { SupplierKey } from './catalogue.js';
import {
  ADMIN,
  BUSINESS_KEYS,
  BUSINESSES,
  type BusinessKey,
  PERSON,
  type PersonSeed,
  SUPPLIER_KEYS,
  SUPPLIERS,
} from './fixtures.js';
import { daysAgo, fullName, lookup } from './seed-util.js';

/** Ids of the demo's users, restaurants and suppliers, by their seed records. */
export type OrganisationIds = {
  userId: (person: PersonSeed) => number;
  businessId: (business: BusinessKey) => number;
  locationId: (business: BusinessKey) => number;
  supplierId: (supplier: SupplierKey) => number;
};

/** Users, restaurants with their locations and teams, suppliers, and the connections between them. */
export async function insertOrganisations(tx: Tx, passwordHash: string, now: Date): Promise<OrganisationIds> {
  const since = daysAgo(now, 200);

  // Users and the organisations they belong to ---------------------------------------------------
  const people: { person: PersonSeed; usertype: 'admin' | 'restaurant' | 'supplier' | 'person' }[] = [
    { person: ADMIN, usertype: 'admin' },
    ...BUSINESS_KEYS.flatMap((k) => BUSINESSES[k].team.map((m) => ({ person: m, usertype: 'restaurant' as const }))),
    ...SUPPLIER_KEYS.map((k) => ({ person: SUPPLIERS[k].user, usertype: 'supplier' as const })),
    { person: PERSON, usertype: 'person' },
  ];
  const userRows = await tx
    .insertInto('users')
    .values(
      people.map(({ person, usertype }) => ({
        email: person.email,
        first_name: person.firstName,
        last_name: person.lastName,
        phone: person.phone,
        usertype,
        password_hash: passwordHash,
        confirmed: true,
        job_title: person.jobTitle,
        timezone: person.timezone,
        created_at: since,
        updated_at: since,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const userIds = new Map(userRows.map((r) => [r.email, r.id]));
  const userId = (p: PersonSeed) => lookup(userIds, p.email, 'user');

  const businessRows = await tx
    .insertInto('businesses')
    .values(
      BUSINESS_KEYS.map((k) => {
        const b = BUSINESSES[k];
        const owner = b.team[0];
        return {
          name: b.name,
          contact_name: fullName(owner),
          contact_phone: owner.phone,
          contact_email: owner.email,
          address1: b.address1,
          city: b.city,
          state: b.state,
          country: b.country,
          postal_code: b.postalCode,
          phone: b.phone,
          website: b.website,
          created_at: since,
        };
      }),
    )
    .returning(['id', 'name'])
    .execute();
  const businessIdByName = new Map(businessRows.map((r) => [r.name, r.id]));
  const businessId = (k: BusinessKey) => lookup(businessIdByName, BUSINESSES[k].name, 'business');

  const locationRows = await tx
    .insertInto('business_locations')
    .values(
      BUSINESS_KEYS.map((k) => {
        const b = BUSINESSES[k];
        return {
          business_id: businessId(k),
          address1: b.address1,
          city: b.city,
          state: b.state,
          country: b.country,
          postal_code: b.postalCode,
          phone: b.phone,
          created_at: since,
        };
      }),
    )
    .returning(['id', 'business_id'])
    .execute();
  const locationIds = new Map(locationRows.map((r) => [r.business_id, r.id]));

  const supplierRows = await tx
    .insertInto('suppliers')
    .values(
      SUPPLIER_KEYS.map((k) => {
        const s = SUPPLIERS[k];
        return {
          name: s.name,
          alternate_names: s.alternateNames,
          address1: s.address1,
          city: s.city,
          state: s.state,
          country: s.country,
          postal_code: s.postalCode,
          phone: s.phone,
          website: s.website,
          about: s.about,
          order_email: s.orderEmail,
          contact_name: fullName(s.user),
          contact_email: s.user.email,
          contact_phone: s.user.phone,
          person_id: userId(s.user),
          registered: true,
          created_at: since,
        };
      }),
    )
    .returning(['id', 'name'])
    .execute();
  const supplierIdByName = new Map(supplierRows.map((r) => [r.name, r.id]));
  const supplierId = (k: SupplierKey) => lookup(supplierIdByName, SUPPLIERS[k].name, 'supplier');

  await tx
    .insertInto('supplier_locations')
    .values(
      SUPPLIER_KEYS.map((k) => {
        const s = SUPPLIERS[k];
        const { address1, city, state, country, postalCode } = s;
        return {
          supplier_id: supplierId(k),
          address1,
          city,
          state,
          country,
          postal_code: postalCode,
          created_at: since,
        };
      }),
    )
    .execute();
  await tx
    .insertInto('delivery_areas')
    .values(
      SUPPLIER_KEYS.flatMap((k) =>
        SUPPLIERS[k].deliveryAreas.map((a) => ({
          supplier_id: supplierId(k),
          kind: a.kind,
          value: a.value,
          delivery_days: a.deliveryDays,
          order_cutoff: a.orderCutoff,
          created_at: since,
        })),
      ),
    )
    .execute();
  await tx
    .insertInto('team_memberships')
    .values([
      ...BUSINESS_KEYS.flatMap((k) =>
        BUSINESSES[k].team.map((m) => ({
          user_id: userId(m),
          business_id: businessId(k),
          role: m.role,
          created_at: since,
        })),
      ),
      ...SUPPLIER_KEYS.map((k) => ({
        user_id: userId(SUPPLIERS[k].user),
        supplier_id: supplierId(k),
        role: 'Admin' as const,
        created_at: since,
      })),
    ])
    .execute();

  // Restaurant <-> supplier connections and their contacts ----------------------------------------
  const connections = BUSINESS_KEYS.flatMap((k) => BUSINESSES[k].connections.map((c) => ({ business: k, c })));
  await tx
    .insertInto('business_suppliers')
    .values(
      connections.map(({ business, c }) => {
        const rep = SUPPLIERS[c.supplier].user;
        return {
          business_id: businessId(business),
          supplier_id: supplierId(c.supplier),
          account_id: c.accountId,
          credit_terms: c.creditTerms,
          minimum_order: c.minimumOrder,
          order_cutoff: c.orderCutoff,
          delivery_days: c.deliveryDays,
          preferred_contact_method: 'email',
          contact_name: fullName(rep),
          contact_email: rep.email,
          contact_phone: rep.phone,
          customer_notes: c.customerNotes,
          created_at: daysAgo(now, 150),
          updated_at: daysAgo(now, 150),
        };
      }),
    )
    .execute();
  await tx
    .insertInto('contacts')
    .values(
      connections.flatMap(({ business, c }) => {
        const rep = SUPPLIERS[c.supplier].user;
        const base = { supplier_id: supplierId(c.supplier), business_id: businessId(business), created_at: since };
        const repContact = {
          ...base,
          user_id: userId(rep),
          name: fullName(rep),
          phone: rep.phone,
          email: rep.email,
          role: 'Sales representative',
          default_order_email: true,
        };
        return c.extraContact
          ? [repContact, { ...base, user_id: null, ...c.extraContact, default_order_email: false }]
          : [repContact];
      }),
    )
    .execute();

  // A bakery Harbour Grill orders from by email that has no account of its own yet: its order address is on
  // file, so whoever reads that mailbox can register it and prove it with a code sent there.
  const lakeshore = await tx
    .insertInto('suppliers')
    .values({
      name: 'Lakeshore Bakery',
      address1: '48 Lakeshore Blvd E',
      city: 'Toronto',
      state: 'ON',
      country: 'Canada',
      postal_code: 'M5E 1A1',
      order_email: 'orders@lakeshore.demo.test',
      registered: false,
      created_at: since,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('business_suppliers')
    .values({
      business_id: businessId('harbour'),
      supplier_id: lakeshore.id,
      account_id: 'HG-LB-2210',
      credit_terms: 'Net 15',
      minimum_order: '50',
      order_cutoff: 16,
      delivery_days: 'Tu,F',
      preferred_contact_method: 'email',
      contact_name: 'Lakeshore orders desk',
      contact_email: 'orders@lakeshore.demo.test',
      created_at: daysAgo(now, 120),
      updated_at: daysAgo(now, 120),
    })
    .execute();
  await tx
    .insertInto('contacts')
    .values({
      supplier_id: lakeshore.id,
      business_id: businessId('harbour'),
      name: 'Lakeshore orders desk',
      email: 'orders@lakeshore.demo.test',
      role: 'Orders',
      default_order_email: true,
      created_at: since,
    })
    .execute();

  const locationId = (k: BusinessKey) => lookup(locationIds, businessId(k), 'location');
  return { userId, businessId, locationId, supplierId };
}
