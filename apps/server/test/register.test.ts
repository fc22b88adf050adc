import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, registeredUser, signedInUser, type TestApp } from './helpers/test-app.js';

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
    const { idToken } = await t
      .api<{ idToken: string }>('/auth/sign_in', {
        email: 'twice@corner.example',
        password: PASSWORD,
      })
      .then((r) => r.body);
    const again = await t.api(
      '/register',
      { phone: '4165550100', firstName: 'Rita', lastName: 'Owner', userType: 'restaurant', restaurant },
      idToken,
    );
    expect(again.status).toBe(409);
    const count = await t.ctx.db
      .selectFrom('team_memberships')
      .innerJoin('users', 'users.id', 'team_memberships.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('users.email', '=', 'twice@corner.example')
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it("answers the same to an email with or without an account: it needs the caller's own token", async () => {
    await t.api('/auth/sign_up', { email: 'exists@corner.example', password: PASSWORD, firstName: 'E', lastName: 'X' });
    const body = { phone: '4165550100', firstName: 'N', lastName: 'B', userType: 'restaurant', restaurant };
    const known = await t.api('/register', { ...body, email: 'exists@corner.example' });
    const unknown = await t.api('/register', { ...body, email: 'nobody@corner.example' });
    expect(known.status).toBe(401);
    expect(unknown).toEqual(known);
    expect(known.body.error?.message).toBe('Create your account first, or sign in to finish your application.');
  });

  it('answers with the spec messages for missing fields and changes nothing', async () => {
    const signUp = await t.api<{ registrationToken: string }>('/auth/sign_up', {
      email: 'partial@corner.example',
      password: PASSWORD,
      firstName: 'P',
      lastName: 'Q',
    });
    const { registrationToken } = signUp.body;
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
        registrationToken,
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
      registrationToken,
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

describe('/register acts only for the caller (finding 4)', () => {
  type Person = { first_name: string; last_name: string; usertype: string };
  const person = (email: string) =>
    t.ctx.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'usertype'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow() as Promise<Person>;
  const teamOf = (email: string) =>
    t.ctx.db
      .selectFrom('team_memberships as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.business_id')
      .where('u.email', '=', email)
      .execute();
  const takeover = (email: string) => ({
    email,
    phone: '4165550199',
    firstName: 'Mallory',
    lastName: 'Taker',
    userType: 'restaurant',
    restaurant: { ...restaurant, name: 'Mallory Grill' },
  });

  it("does not rewrite an unconfirmed victim's account from its email", async () => {
    await t.api('/auth/sign_up', {
      email: 'victim1@corner.example',
      password: PASSWORD,
      firstName: 'Vera',
      lastName: 'Victim',
    });
    const r = await t.api('/register', takeover('victim1@corner.example'));
    expect(r.status).toBe(401);
    expect(await person('victim1@corner.example')).toEqual({
      first_name: 'Vera',
      last_name: 'Victim',
      usertype: 'person',
    });
    expect(await teamOf('victim1@corner.example')).toEqual([]);
  });

  it("does not rewrite a victim's account confirmed this week and in no team", async () => {
    await signedInUser(t, 'victim2@corner.example');
    const r = await t.api('/register', takeover('victim2@corner.example'));
    expect(r.status).toBe(401);
    expect(await person('victim2@corner.example')).toMatchObject({ first_name: 'Test', last_name: 'User' });
    expect(await teamOf('victim2@corner.example')).toEqual([]);
  });

  it("does not let a caller's own token act on another email", async () => {
    await t.api('/auth/sign_up', {
      email: 'victim3@corner.example',
      password: PASSWORD,
      firstName: 'Vic',
      lastName: 'Tim',
    });
    const own = await t.api<{ registrationToken: string }>('/auth/sign_up', {
      email: 'mallory@corner.example',
      password: PASSWORD,
      firstName: 'Mal',
      lastName: 'Lory',
    });
    const r = await t.api('/register', {
      ...takeover('victim3@corner.example'),
      registrationToken: own.body.registrationToken,
    });
    expect(r.status).toBe(400);
    expect(await person('victim3@corner.example')).toMatchObject({ first_name: 'Vic', usertype: 'person' });
    expect(await teamOf('victim3@corner.example')).toEqual([]);
    expect(await teamOf('mallory@corner.example')).toEqual([]);
  });

  it('lets a signed-in account without a business finish its application with its id token', async () => {
    const { idToken } = await signedInUser(t, 'later@corner.example');
    const r = await t.api(
      '/register',
      { phone: '4165550100', firstName: 'Lena', lastName: 'Later', userType: 'restaurant', restaurant },
      idToken,
    );
    expect(r.status).toBe(200);
    const me = await t.api<Session>('/user', {}, idToken);
    expect(me.body.User).toMatchObject({ usertype: 'restaurant', firstName: 'Lena' });
    expect(me.body.Business).toMatchObject({ name: 'Corner Cafe' });
  });

  it('refuses a forged or expired registration token', async () => {
    const r = await t.api('/register', { ...takeover('victim1@corner.example'), registrationToken: 'abc.def.ghi' });
    expect(r.status).toBe(401);
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
