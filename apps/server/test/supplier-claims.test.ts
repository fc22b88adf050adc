import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/create-user.js';
import { readOutbox } from '../src/providers/mailer.js';
import { deliverableTime } from './helpers/delivery.js';
import { createTestApp, PASSWORD, registeredUser, type TestApp } from './helpers/test-app.js';

/**
 * Supplier records that restaurants share cannot be taken over: registering a supplier under a name restaurants
 * use gives no rights until a code mailed to the record's order address or an admin's approval; restaurants'
 * contacts give none; supplier names are unique among registered suppliers.
 */

let t: TestApp;
let admin: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { type: 'admin', email: 'admin@claims.example', password: 'Adm1n!pass', permanent: true });
  admin = (await t.api<{ idToken: string }>('/auth/sign_in', { email: 'admin@claims.example', password: 'Adm1n!pass' }))
    .body.idToken;
});
afterAll(async () => {
  await t?.close();
});

const outbox = async () => {
  await t.ctx.queue.runUntilIdle();
  return readOutbox(path.join(t.ctx.config.dataDir, 'outbox'), 5000);
};
const mailsTo = async (email: string) => (await outbox()).filter((m) => m.to.includes(email));

const address = {
  address: '9 Dock Rd',
  city: 'Toronto',
  postalCode: 'M5V 1A1',
  region: 'Canada',
  stateProv: 'ON',
  website: '',
};

/** A restaurant (owner signed in) with its id. */
async function restaurant(tag: string) {
  const email = `owner@${tag}-${++n}.example`;
  const { idToken } = await registeredUser(t, email);
  const me = await t.api<{ Business: { id: number } }>('/user', {}, idToken);
  return { email, token: idToken, id: me.body.Business.id };
}

const connection = (extra: Record<string, unknown>) => ({
  accountNumber: `ACC-${++n}`,
  minimumOrder: 0,
  orderCutoff: 14,
  deliveryDays: 'M,W',
  contactName: 'Orders desk',
  contactPhone: '4165550000',
  ...extra,
});

/** A restaurant adds a supplier that is not in the app yet: a record restaurants created (unregistered). */
async function newSupplierRecord(token: string, name: string, contactEmail = '') {
  const r = await t.api<{ supplierId: number }>('/customer_supplier_put', connection({ name, contactEmail }), token);
  expect(r.status).toBe(200);
  return r.body.supplierId;
}

async function connect(token: string, supplierId: number, contactEmail = '') {
  const r = await t.api(
    '/customer_supplier_put',
    connection({ name: 'x', insertBusSupId: supplierId, contactEmail }),
    token,
  );
  expect(r.status).toBe(200);
}

/** Sends an order from the restaurant to the supplier (with an item of the restaurant's own). */
async function sendOrder(token: string, supplierId: number, supplierName: string) {
  const item = await t.api<{ item_price_id: number }>(
    '/add_item',
    {
      supplierName,
      supplierId,
      name: 'Mixed greens',
      itemCode: `MG-${++n}`,
      price: 12.5,
      unit: 'CS',
      quantity: 1,
      category: 'Produce',
    },
    token,
  );
  expect(item.status).toBe(200);
  const sent = await t.api<{ orderId: number }>(
    '/send_order',
    {
      supplierId,
      items: [{ item_price_id: item.body.item_price_id, ordered_quantity: 2 }],
      address: '1 King St, door code 4321',
      phone: '4165550100',
      contactName: 'Rita',
      deliveryTime: deliverableTime('M,W', 14),
      pickup: false,
      notes: [{ note: 'Back door, code 4321' }],
      idempotencyKey: `claims-order-${++n}-abcdefgh`,
    },
    token,
  );
  expect(sent.status).toBe(200);
  return sent.body.orderId;
}

type RegisterResult = { status: number; body: { status?: string; supplierId?: number | null } };

/** Signs up and registers a supplier as the web wizard does (with the token sign-up hands out). */
async function applyAsSupplier(email: string, name: string, orderEmail = email): Promise<RegisterResult> {
  const signUp = await t.api<{ registrationToken?: string }>('/auth/sign_up', {
    email,
    password: PASSWORD,
    firstName: 'Sam',
    lastName: 'Seller',
    phone: '4165550111',
  });
  expect(signUp.status).toBe(200);
  return t.api('/register', {
    registrationToken: signUp.body.registrationToken,
    email,
    phone: '4165550111',
    firstName: 'Sam',
    lastName: 'Seller',
    userType: 'supplier',
    supplier: { ...address, name, orderEmail },
  });
}

async function confirmAndSignIn(email: string) {
  await t.api('/auth/confirm_sign_up', { email, code: await t.codeFor(email) });
  const r = await t.api<{ idToken: string }>('/auth/sign_in', { email, password: PASSWORD });
  expect(r.status).toBe(200);
  return r.body.idToken;
}

const record = (id: number) =>
  t.ctx.db
    .selectFrom('suppliers')
    .select(['name', 'registered', 'order_email', 'person_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const membersOf = (supplierId: number) =>
  t.ctx.db
    .selectFrom('team_memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('u.email')
    .where('m.supplier_id', '=', supplierId)
    .execute()
    .then((rows) => rows.map((r) => r.email));

type Session = { Supplier: { id: number; name: string; order_email: string } | null };

describe('finding 1: a supplier record cannot be taken over', () => {
  it("(a) a contact a restaurant adds gives its email no rights: registering the supplier's name gets nothing", async () => {
    const m = await restaurant('maple');
    const h = await restaurant('harbour');
    const supplierId = await newSupplierRecord(m.token, 'Lakeside Greens');
    await sendOrder(m.token, supplierId, 'Lakeside Greens');
    // Restaurant H finds the supplier, connects to it and adds the attacker's email as a contact.
    const found = await t.api<{ suppliers: { id: number; name: string }[] }>(
      '/supplier_search',
      { searchTerm: 'Lakeside' },
      h.token,
    );
    expect(found.body.suppliers.map((s) => s.id)).toContain(supplierId);
    await connect(h.token, supplierId);
    const contact = await t.api(
      '/supplier_person_put',
      {
        supplier_id: supplierId,
        name: 'Mal',
        phone: '4165550999',
        email: 'mal@attacker.example',
        default_order_email: true,
      },
      h.token,
    );
    expect(contact.status).toBe(200);

    const reg = await applyAsSupplier('mal@attacker.example', 'Lakeside Greens');
    expect(reg.status).toBe(200);
    expect(reg.body).toMatchObject({ status: 'PENDING_CLAIM', supplierId: null });
    const mal = await confirmAndSignIn('mal@attacker.example');

    const me = await t.api<Session>('/user', {}, mal);
    expect(me.body.Supplier).toBeNull();
    const orders = await t.api<{ orders?: unknown[] }>('/order', { all: true }, mal);
    expect(orders.status).toBe(403);
    expect(orders.body.orders).toBeUndefined();
    const customers = await t.api<{ customers?: unknown[] }>('/customer_get', {}, mal);
    expect(customers.status).toBe(403);
    expect(customers.body.customers).toBeUndefined();
    expect(await membersOf(supplierId)).toEqual([]);
    expect(await record(supplierId)).toMatchObject({ registered: false, person_id: null });
    // Being a contact is no proof either: no code is offered to it, the record has no order address.
    const code = await t.api('/supplier_claim_send_code', {}, mal);
    expect(code.status).toBe(409);
    const mailed = (await mailsTo('mal@attacker.example')).map((x) => x.subject);
    expect(mailed).toEqual(['Your verification code']);
  });

  it('(b) an unconfirmed sign-up cannot change a supplier’s order email, so orders never reach the attacker', async () => {
    const m = await restaurant('maple');
    const supplierId = await newSupplierRecord(m.token, 'Hilltop Dairy', 'orders@hilltop.example');
    // The attacker signs up with the address the restaurant recorded for the supplier (never confirmed), then
    // registers the supplier's name with an order email of their own, without and with their sign-up token.
    await t.api('/auth/sign_up', {
      email: 'orders@hilltop.example',
      password: PASSWORD,
      firstName: 'Eve',
      lastName: 'Attacker',
    });
    const body = {
      email: 'orders@hilltop.example',
      phone: '4165550111',
      firstName: 'Eve',
      lastName: 'Attacker',
      userType: 'supplier',
      supplier: { ...address, name: 'Hilltop Dairy', orderEmail: 'eve@attacker.example' },
    };
    const bare = await t.api('/register', body);
    expect(bare.status).toBe(401);
    const withToken = await applyAsSupplier('eve2@attacker.example', 'hilltop  dairy', 'eve@attacker.example');
    expect(withToken.body).toMatchObject({ status: 'PENDING_CLAIM', supplierId: null });
    expect(await record(supplierId)).toEqual({
      name: 'Hilltop Dairy',
      registered: false,
      order_email: '',
      person_id: null,
    });

    const orderId = await sendOrder(m.token, supplierId, 'Hilltop Dairy');
    const mails = await outbox();
    const orderMails = mails.filter((x) => x.subject.includes(`#${orderId}`) || x.text.includes('update_order'));
    expect(orderMails.length).toBeGreaterThan(0);
    expect(orderMails.flatMap((x) => [...x.to, ...(x.cc ?? [])])).not.toContain('eve@attacker.example');
    expect(await mailsTo('eve@attacker.example')).toEqual([]);
    expect(orderMails.some((x) => x.to.includes('orders@hilltop.example'))).toBe(true);
  });
});

describe('claiming a supplier record', () => {
  async function recordWithOrderAddress(name: string, orderEmail: string) {
    const m = await restaurant('claim');
    const h = await restaurant('claim');
    const supplierId = await newSupplierRecord(m.token, name);
    await connect(h.token, supplierId);
    // An order address the record itself holds (restaurants cannot set it).
    await t.ctx.db.updateTable('suppliers').set({ order_email: orderEmail }).where('id', '=', supplierId).execute();
    return { m, h, supplierId };
  }

  it('by a code sent to the record’s own order address: the account joins the record and restaurants are told', async () => {
    const { m, h, supplierId } = await recordWithOrderAddress('Northshore Fish', 'orders@northshore.example');
    const reg = await applyAsSupplier('owner@northshore.example', 'NORTHSHORE FISH', 'new-orders@northshore.example');
    expect(reg.body.status).toBe('PENDING_CLAIM');
    const token = await confirmAndSignIn('owner@northshore.example');

    const pending = await t.api<{ claim: { status: string; supplierName: string; orderEmail: string } }>(
      '/supplier_claim_get',
      {},
      token,
    );
    expect(pending.body.claim).toMatchObject({
      status: 'pending',
      supplierName: 'Northshore Fish',
      orderEmail: 'o***@n***',
    });
    const sent = await t.api<{ sentTo: string }>('/supplier_claim_send_code', {}, token);
    expect(sent.status).toBe(200);
    expect(sent.body.sentTo).toBe('o***@n***');
    const codeMail = (await mailsTo('orders@northshore.example')).at(0);
    const code = codeMail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await mailsTo('new-orders@northshore.example')).toEqual([]);

    const wrong = await t.api('/supplier_claim_confirm', { code: code === '000000' ? '111111' : '000000' }, token);
    expect(wrong.status).toBe(400);
    expect((await t.api<Session>('/user', {}, token)).body.Supplier).toBeNull();

    const ok = await t.api('/supplier_claim_confirm', { code }, token);
    expect(ok.status).toBe(200);
    const me = await t.api<Session>('/user', {}, token);
    expect(me.body.Supplier).toMatchObject({ id: supplierId, name: 'Northshore Fish' });
    // The order address is the record's; registration never changed it.
    expect(await record(supplierId)).toMatchObject({ registered: true, order_email: 'orders@northshore.example' });
    const customers = await t.api<{ customers: { id: number }[] }>('/customer_get', {}, token);
    expect(customers.body.customers.map((c) => c.id).sort()).toEqual([m.id, h.id].sort());
    for (const r of [m, h]) {
      const told = (await mailsTo(r.email)).filter((x) => x.subject === 'Northshore Fish now manages its own account');
      expect(told).toHaveLength(1);
      expect(told[0]?.text).toContain('owner@northshore.example');
    }
    // The code is used up, and the name is now registered: nobody else can register it.
    expect((await t.api('/supplier_claim_confirm', { code }, token)).status).toBe(404);
    const again = await applyAsSupplier('late@northshore.example', 'Northshore  Fish');
    expect(again.status).toBe(409);
  });

  it('does not accept a code once the record’s order address changed', async () => {
    const { supplierId } = await recordWithOrderAddress('Valley Eggs', 'orders@valleyeggs.example');
    await applyAsSupplier('owner@valleyeggs.example', 'Valley Eggs');
    const token = await confirmAndSignIn('owner@valleyeggs.example');
    await t.api('/supplier_claim_send_code', {}, token);
    const code = (await mailsTo('orders@valleyeggs.example')).at(0)?.text.match(/\b(\d{6})\b/)?.[1];
    await t.ctx.db
      .updateTable('suppliers')
      .set({ order_email: 'desk@valleyeggs.example' })
      .where('id', '=', supplierId)
      .execute();
    const r = await t.api('/supplier_claim_confirm', { code }, token);
    expect(r.status).toBe(409);
    expect(await membersOf(supplierId)).toEqual([]);
  });

  it('by an admin’s approval from the queue, when the record has no order address', async () => {
    const m = await restaurant('queue');
    const supplierId = await newSupplierRecord(m.token, 'Prairie Grains');
    const reg = await applyAsSupplier('owner@prairie.example', 'Prairie Grains');
    expect(reg.body.status).toBe('PENDING_CLAIM');
    const token = await confirmAndSignIn('owner@prairie.example');
    const claim = await t.api<{ claim: { orderEmail: string | null } }>('/supplier_claim_get', {}, token);
    expect(claim.body.claim.orderEmail).toBeNull();
    expect((await t.api('/supplier_claim_send_code', {}, token)).status).toBe(409);

    const queue = await t.api<{
      claims: { id: number; supplierId: number; supplierName: string; restaurants: number; user: { email: string } }[];
    }>('/admin_supplier_claims', {}, admin);
    const row = queue.body.claims.find((c) => c.user.email === 'owner@prairie.example');
    expect(row).toMatchObject({ supplierId, supplierName: 'Prairie Grains', restaurants: 1 });
    expect((await t.api('/admin_supplier_claims', {}, token)).status).toBe(403);

    const approved = await t.api('/admin_supplier_claim_decide', { claimId: row?.id, decision: 'approve' }, admin);
    expect(approved.status).toBe(200);
    expect((await t.api<Session>('/user', {}, token)).body.Supplier).toMatchObject({ id: supplierId });
    expect((await mailsTo('owner@prairie.example')).some((x) => x.subject === 'You now manage Prairie Grains')).toBe(
      true,
    );
    expect(
      (await mailsTo(m.email)).filter((x) => x.subject === 'Prairie Grains now manages its own account'),
    ).toHaveLength(1);
    const queueAfter = await t.api<{ claims: { id: number }[] }>('/admin_supplier_claims', {}, admin);
    expect(queueAfter.body.claims.map((c) => c.id)).not.toContain(row?.id);
    expect((await t.api('/admin_supplier_claim_decide', { claimId: row?.id, decision: 'reject' }, admin)).status).toBe(
      409,
    );
  });

  it('an admin can turn a request down; the account stays without a supplier and is told', async () => {
    const m = await restaurant('reject');
    const supplierId = await newSupplierRecord(m.token, 'Orchard Cider');
    await applyAsSupplier('someone@orchard.example', 'Orchard Cider');
    const token = await confirmAndSignIn('someone@orchard.example');
    const queue = await t.api<{ claims: { id: number; user: { email: string } }[] }>(
      '/admin_supplier_claims',
      {},
      admin,
    );
    const row = queue.body.claims.find((c) => c.user.email === 'someone@orchard.example');
    const r = await t.api('/admin_supplier_claim_decide', { claimId: row?.id, decision: 'reject' }, admin);
    expect(r.status).toBe(200);
    const claim = await t.api<{ claim: { status: string } }>('/supplier_claim_get', {}, token);
    expect(claim.body.claim.status).toBe('rejected');
    expect((await t.api<Session>('/user', {}, token)).body.Supplier).toBeNull();
    expect(await membersOf(supplierId)).toEqual([]);
    expect((await mailsTo('someone@orchard.example')).some((x) => x.subject.includes('Orchard Cider'))).toBe(true);
    expect((await mailsTo(m.email)).filter((x) => x.subject.includes('Orchard Cider'))).toEqual([]);
  });

  it('is not approved for an account that never confirmed its email', async () => {
    const m = await restaurant('unconfirmed');
    await newSupplierRecord(m.token, 'Quiet Farm');
    await applyAsSupplier('never@quietfarm.example', 'Quiet Farm');
    const queue = await t.api<{ claims: { id: number; user: { email: string; confirmed: boolean } }[] }>(
      '/admin_supplier_claims',
      {},
      admin,
    );
    const row = queue.body.claims.find((c) => c.user.email === 'never@quietfarm.example');
    expect(row?.user.confirmed).toBe(false);
    const r = await t.api('/admin_supplier_claim_decide', { claimId: row?.id, decision: 'approve' }, admin);
    expect(r.status).toBe(409);
  });
});

describe('finding 9: supplier names are unique among registered suppliers', () => {
  it('refuses a rename to another supplier’s name, so restaurants adding that name reach the real one', async () => {
    const h = await restaurant('names');
    const realId = await newSupplierRecord(h.token, 'Riverbend Meats');
    const impostor = await registeredUser(t, 'sales@impostor.example', 'supplier');
    const impostorId = (await t.api<Session>('/user', {}, impostor.idToken)).body.Supplier?.id;
    const profile = { orderEmail: 'orders@impostor.example', alternateNames: [] };
    const renamed = await t.api('/supplier_profile_update', { ...profile, name: 'riverbend  MEATS' }, impostor.idToken);
    expect(renamed.status).toBe(409);
    expect(renamed.body.error?.message).toContain('Another supplier is already called');
    const alias = await t.api(
      '/supplier_profile_update',
      { ...profile, name: 'Impostor Foods', alternateNames: ['Riverbend Meats'] },
      impostor.idToken,
    );
    expect(alias.status).toBe(409);
    expect((await record(impostorId ?? 0)).name).toBe('Supply Co sales@impostor.example');

    const m = await restaurant('names');
    const added = await t.api<{ supplierId: number }>(
      '/customer_supplier_put',
      connection({ name: 'Riverbend Meats' }),
      m.token,
    );
    expect(added.body.supplierId).toBe(realId);
  });

  it('refuses to register a registered supplier’s name, case and spacing aside', async () => {
    await registeredUser(t, 'sales@goldencrust.example', 'supplier'); // registers "Supply Co sales@goldencrust.example"
    const r = await applyAsSupplier('copy@goldencrust.example', 'SUPPLY  co Sales@GoldenCrust.example');
    expect(r.status).toBe(409);
    expect((r as { body: { error?: { message: string } } }).body.error?.message).toContain('already has an account');
    expect(await membersOf(0)).toEqual([]);
  });

  it('the database keeps registered names unique too', async () => {
    await t.ctx.db.insertInto('suppliers').values({ name: 'Twin Peaks Bakery', registered: true }).execute();
    await expect(
      t.ctx.db.insertInto('suppliers').values({ name: ' twin peaks  BAKERY', registered: true }).execute(),
    ).rejects.toThrow(/suppliers_registered_name_key|unique/);
    // Restaurants' own records may share a name; matching picks the oldest.
    await t.ctx.db.insertInto('suppliers').values({ name: 'Twin Peaks Bakery', registered: false }).execute();
  });
});
