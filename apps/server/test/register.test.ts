import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Session = {
  User: { usertype: string; role: string | null; firstName: string };
  Business: { name: string; city: string; country: string } | null;
  BusinessLocation: { city: string; postalCode: string } | null;
  Supplier: { name: string; order_email: string; supplier_id: number } | null;
  SupplierLocation: { city: string } | null;
};

const restaurant = {
  name: 'Corner Cafe',
  address: '12 Queen St W',
  city: 'Toronto',
  postalCode: 'M5H 2N2',
  region: 'Canada',
  stateProv: 'ON',
  website: '',
};

describe('/register', () => {
  it('creates the restaurant with its location and links the user as its member', async () => {
    const tokens = await registeredUser(t, 'owner@corner.example', 'restaurant');
    const me = await t.api<Session>('/user', {}, tokens.idToken);
    expect(me.body.User.usertype).toBe('restaurant');
    expect(me.body.Business).toMatchObject({ city: 'Toronto', country: 'Canada' });
    expect(me.body.BusinessLocation).toMatchObject({ city: 'Toronto', postalCode: 'M5H 1A1' });
    expect(me.body.Supplier).toBeNull();
  });

  it('creates a supplier with its order email', async () => {
    const tokens = await registeredUser(t, 'sales@freshco.example', 'supplier');
    const me = await t.api<Session>('/user', {}, tokens.idToken);
    expect(me.body.User.usertype).toBe('supplier');
    expect(me.body.Supplier).toMatchObject({ order_email: 'orders.sales@freshco.example' });
    expect(me.body.SupplierLocation).toMatchObject({ city: 'Toronto' });
    expect(me.body.Business).toBeNull();
  });

  it('refuses to register a second business for the same account', async () => {
    await registeredUser(t, 'twice@corner.example', 'restaurant');
    const again = await t.api('/register', {
      email: 'twice@corner.example',
      phone: '4165550100',
      firstName: 'Rita',
      lastName: 'Owner',
      userType: 'restaurant',
      restaurant,
    });
    expect(again.status).toBe(409);
    const count = await t.ctx.db
      .selectFrom('team_memberships')
      .innerJoin('users', 'users.id', 'team_memberships.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('users.email', '=', 'twice@corner.example')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('needs an account first', async () => {
    const r = await t.api('/register', {
      email: 'nobody@corner.example',
      phone: '4165550100',
      firstName: 'N',
      lastName: 'B',
      userType: 'restaurant',
      restaurant,
    });
    expect(r.status).toBe(404);
  });

  it('answers with the spec messages for missing fields and changes nothing', async () => {
    await t.api('/auth/sign_up', {
      email: 'partial@corner.example',
      password: PASSWORD,
      firstName: 'P',
      lastName: 'Q',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ restaurant: { ...restaurant, name: '' } }, 'Please enter Restaurant name'],
      [{ restaurant: { ...restaurant, region: 'France' } }, 'Please enter country'],
      [{ restaurant: { ...restaurant, address: ' ' } }, 'Please enter Address'],
      [{ restaurant: { ...restaurant, city: '' } }, 'Please enter city'],
      [{ restaurant: { ...restaurant, stateProv: '' } }, 'Please enter State / Province'],
      [{ restaurant: { ...restaurant, postalCode: '' } }, 'Please enter Postal code'],
      [{ phone: '' }, 'Please enter Phone Number'],
      [{ firstName: '' }, 'Please enter your first name'],
      [{ lastName: '' }, 'Please enter your last name'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    ];
    for (const [patch, message] of cases) {
      const r = await t.api('/register', {
        email: 'partial@corner.example',
        phone: '4165550100',
        firstName: 'P',
        lastName: 'Q',
        userType: 'restaurant',
        restaurant,
        ...patch,
      });
      expect(r.status, message).toBe(400);
      expect(r.body.error?.message).toBe(message);
    }
    const supplierMissing = await t.api('/register', {
      email: 'partial@corner.example',
      phone: '4165550100',
      firstName: 'P',
      lastName: 'Q',
      userType: 'supplier',
      supplier: { ...restaurant, orderEmail: 'nope' },
    });
    expect(supplierMissing.body.error?.message).toBe('Please enter Email for receiving orders');
    const businesses = await t.ctx.db
      .selectFrom('businesses')
      .select('name')
      .where('name', '=', 'Corner Cafe')
      .execute();
    expect(businesses).toEqual([]);
  });
});

describe('/register as a supplier that restaurants already added', () => {
  async function placeholder(name: string, contactEmail: string) {
    const s = await t.ctx.db
      .insertInto('suppliers')
      .values({ name, registered: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('contacts')
      .values({ supplier_id: s.id, name: 'Orders desk', email: contactEmail })
      .execute();
    return s.id;
  }
  async function registerSupplier(email: string, name: string) {
    await t.api('/auth/sign_up', { email, password: PASSWORD, firstName: 'S', lastName: 'P', phone: '4165550100' });
    const r = await t.api<{ supplierId: number }>('/register', {
      email,
      phone: '4165550100',
      firstName: 'S',
      lastName: 'P',
      userType: 'supplier',
      supplier: { ...restaurant, name, orderEmail: email },
    });
    expect(r.status).toBe(200);
    return r.body.supplierId;
  }

  it('takes the record over when the email is one a restaurant recorded for it', async () => {
    const id = await placeholder('Lakeside Greens', 'orders@lakeside.example');
    expect(await registerSupplier('Orders@Lakeside.example', 'lakeside greens')).toBe(id);
  });

  it('gives anybody else registering that name a supplier of their own', async () => {
    const id = await placeholder('Hilltop Dairy', 'orders@hilltop.example');
    const other = await registerSupplier('someone@elsewhere.example', 'Hilltop Dairy');
    expect(other).not.toBe(id);
    const original = await t.ctx.db
      .selectFrom('suppliers')
      .select(['registered', 'person_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(original).toEqual({ registered: false, person_id: null });
  });
});

describe('/user and /user_settings', () => {
  it('saves settings that come back with the session', async () => {
    const { idToken } = await registeredUser(t, 'settings@corner.example');
    const saved = await t.api<Session & { User: { dateFormat: string; timezone: string; jobTitle: string } }>(
      '/user_settings',
      { jobTitle: 'Head chef', dateFormat: 'DD/MM/YYYY', timezone: 'America/Toronto', notifyNewOrders: false },
      idToken,
    );
    expect(saved.status).toBe(200);
    const me = await t.api<{ User: Record<string, unknown> }>('/user', {}, idToken);
    expect(me.body.User).toMatchObject({
      jobTitle: 'Head chef',
      dateFormat: 'DD/MM/YYYY',
      timezone: 'America/Toronto',
      notifyNewOrders: false,
    });
    const bad = await t.api('/user_settings', { timezone: 'Mars/Olympus' }, idToken);
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('Unknown time zone');
  });

  it('does not let a non-admin load another user by email', async () => {
    const a = await registeredUser(t, 'a@tenant.example');
    await registeredUser(t, 'b@tenant.example');
    const r = await t.api('/user', { email: 'b@tenant.example' }, a.idToken);
    expect(r.status).toBe(403);
  });
});
