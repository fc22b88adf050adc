import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let a: string; // restaurant A
let b: string; // restaurant B
let supplierToken: string;
let supplierId: number;

const connection = (overrides: Record<string, unknown> = {}) => ({
  name: 'Green Fields Produce',
  accountNumber: 'GF-1001',
  contactName: 'Sam Green',
  contactPhone: '4165550111',
  contactEmail: 'sam@greenfields.example',
  creditTerms: 'Net 30',
  minimumOrder: '150',
  orderCutoff: 14,
  deliveryDays: 'M,W,F',
  ...overrides,
});

type Supplier = { id: number; name: string; account_id: string; minimum_order: string; contacts: { email: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  a = (await registeredUser(t, 'a@rest.example')).idToken;
  b = (await registeredUser(t, 'b@rest.example')).idToken;
  supplierToken = (await registeredUser(t, 'sales@greenfields.example', 'supplier')).idToken;
  const me = await t.api<{ Supplier: { id: number } }>('/user', {}, supplierToken);
  supplierId = me.body.Supplier.id;
});
afterAll(async () => {
  await t?.close();
});

describe('restaurant suppliers', () => {
  it('adds an existing supplier picked from the suggestions, with its account and first contact', async () => {
    await t.api(
      '/supplier_profile_update',
      {
        name: 'Green Fields Produce',
        orderEmail: 'orders@greenfields.example',
        alternateNames: ['GFP', 'Green Fields'],
      },
      supplierToken,
    );
    const found = await t.api<{ suppliers: { id: number; name: string }[] }>(
      '/supplier_search',
      { searchTerm: 'gfp' },
      a,
    );
    expect(found.body.suppliers.map((s) => s.id)).toContain(supplierId);
    const tooShort = await t.api<{ suppliers: unknown[] }>('/supplier_search', { searchTerm: 'gf' }, a);
    expect(tooShort.body.suppliers).toEqual([]);

    const add = await t.api('/customer_supplier_put', connection({ insertBusSupId: supplierId }), a);
    expect(add.status).toBe(200);
    const list = await t.api<{ suppliers: Supplier[] }>('/supplier_get', {}, a);
    expect(list.body.suppliers).toHaveLength(1);
    expect(list.body.suppliers[0]).toMatchObject({ id: supplierId, account_id: 'GF-1001', minimum_order: '150.00' });
    expect(list.body.suppliers[0]?.contacts.map((c) => c.email)).toEqual(['sam@greenfields.example']);

    const again = await t.api('/customer_supplier_put', connection({ insertBusSupId: supplierId }), a);
    expect(again.status).toBe(409);
  });

  it('adds a new supplier by name', async () => {
    const add = await t.api<{ supplierId: number }>(
      '/customer_supplier_put',
      connection({ name: 'Tiny Bakery', accountNumber: 'TB-7' }),
      a,
    );
    expect(add.status).toBe(200);
    const list = await t.api<{ suppliers: Supplier[] }>('/supplier_get', {}, a);
    expect(list.body.suppliers.map((s) => s.name)).toEqual(['Green Fields Produce', 'Tiny Bakery']);
  });

  it('gives the form messages of the spec', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'You must specify Supplier Name'],
      [{ minimumOrder: '' }, 'You must specify a minimum order'],
      [{ minimumOrder: 'lots' }, 'You must specify a minimum order'],
      [{ orderCutoff: undefined }, 'You must specify a Order Cutoff'],
      [{ deliveryDays: '' }, 'You must specify Delivery Days'],
      [{ accountNumber: '' }, 'Please enter the account number'],
    ];
    for (const [patch, message] of cases) {
      const r = await t.api('/customer_supplier_put', connection({ name: 'Other', ...patch }), a);
      expect(r.status, message).toBe(400);
      expect(r.body.error?.message).toBe(message);
    }
  });

  it('edits the connection and keeps account numbers per restaurant', async () => {
    const upd = await t.api(
      '/customer_supplier_update',
      { type: 'supplier', supplierId, accountId: 'GF-2002', minimumOrder: '200.50', creditTerms: 'Net 15' },
      a,
    );
    expect(upd.status).toBe(200);
    expect((await t.api('/supplier_account', { supplierId }, a)).body).toEqual({ accountId: 'GF-2002' });
    await t.api('/customer_supplier_put', connection({ insertBusSupId: supplierId, accountNumber: 'B-1' }), b);
    expect((await t.api('/supplier_account', { supplierId }, b)).body).toEqual({ accountId: 'B-1' });
    await t.api('/submit_account', { supplierId, accountId: 'B-2' }, b);
    expect((await t.api('/supplier_account', { supplierId }, b)).body).toEqual({ accountId: 'B-2' });
    expect((await t.api('/supplier_account', { supplierId }, a)).body).toEqual({ accountId: 'GF-2002' });
  });

  it('adds contacts and finds the order contacts', async () => {
    const bad = await t.api(
      '/supplier_person_put',
      { name: 'X', phone: '', email: 'x@y.example', supplier_id: supplierId },
      a,
    );
    expect(bad.body.error?.message).toBe('You must specify Contact phone number');
    const ok = await t.api(
      '/supplier_person_put',
      {
        name: 'Order Desk',
        phone: '4165550199',
        email: 'desk@greenfields.example',
        role: 'Orders',
        default_order_email: true,
        supplier_id: supplierId,
      },
      a,
    );
    expect(ok.status).toBe(200);
    const persons = await t.api<{ persons: { email: string }[] }>(
      '/person_search',
      { supplier_id: supplierId, defaultOrderEmail: true },
      a,
    );
    expect(persons.body.persons.map((p) => p.email).sort()).toEqual([
      'desk@greenfields.example',
      'sam@greenfields.example',
    ]);
  });
});

describe('tenancy', () => {
  it('never lets restaurant B read or change restaurant A', async () => {
    const aMe = await t.api<{ Business: { id: number } }>('/user', {}, a);
    const aId = aMe.body.Business.id;
    expect((await t.api('/supplier_get', { business_id: aId }, b)).status).toBe(404);
    expect((await t.api('/supplier_account', { businessId: aId, supplierId }, b)).status).toBe(404);
    expect((await t.api('/submit_account', { businessId: aId, supplierId, accountId: 'HACK' }, b)).status).toBe(404);
    expect(
      (
        await t.api(
          '/customer_supplier_update',
          { type: 'supplier', businessId: aId, supplierId, accountId: 'HACK' },
          b,
        )
      ).status,
    ).toBe(404);
    expect((await t.api('/person_search', { business_id: aId }, b)).status).toBe(404);
    expect((await t.api('/team_member_get', { businessId: aId }, b)).status).toBe(404);
    expect((await t.api('/user_add', { email: 'spy@x.example', businessId: aId }, b)).status).toBe(404);
    expect(
      (
        await t.api(
          '/supplier_person_put',
          { name: 'S', phone: '1', email: 's@x.example', supplier_id: supplierId, business_id: aId },
          b,
        )
      ).status,
    ).toBe(404);
    expect((await t.api('/supplier_account', { supplierId }, a)).body).toEqual({ accountId: 'GF-2002' });
    // B is connected to the supplier too, but cannot see A's contacts.
    const persons = await t.api<{ persons: { email: string }[] }>('/person_search', { supplier_id: supplierId }, b);
    expect(persons.body.persons.map((p) => p.email)).not.toContain('desk@greenfields.example');
  });

  it('answers 404 for a supplier the restaurant is not connected to', async () => {
    const other = await registeredUser(t, 'other@supply.example', 'supplier');
    const otherId = (await t.api<{ Supplier: { id: number } }>('/user', {}, other.idToken)).body.Supplier.id;
    expect((await t.api('/supplier_account', { supplierId: otherId }, a)).status).toBe(404);
  });
});

describe('supplier side', () => {
  it('lists the restaurants connected to the supplier and edits customer details', async () => {
    const customers = await t.api<{ customers: { id: number; name: string; account_id: string }[] }>(
      '/customer_get',
      {},
      supplierToken,
    );
    expect(customers.body.customers.map((c) => c.name).sort()).toEqual(['Bistro a', 'Bistro b']);
    const bId = customers.body.customers.find((c) => c.name === 'Bistro b')!.id;
    const upd = await t.api(
      '/customer_supplier_update',
      { type: 'customer', businessId: bId, supplierId, creditTerms: 'COD', customerNotes: 'Back door' },
      supplierToken,
    );
    expect(upd.status).toBe(200);
    const after = await t.api<{ customers: { id: number; credit_terms: string; customer_notes: string }[] }>(
      '/customer_get',
      {},
      supplierToken,
    );
    expect(after.body.customers.find((c) => c.id === bId)).toMatchObject({
      credit_terms: 'COD',
      customer_notes: 'Back door',
    });
  });

  it("cannot see another supplier's customers or edit a restaurant it does not serve", async () => {
    const other = await registeredUser(t, 'rival@supply.example', 'supplier');
    expect((await t.api('/customer_get', { supplier_id: supplierId }, other.idToken)).status).toBe(404);
    const aId = (await t.api<{ Business: { id: number } }>('/user', {}, a)).body.Business.id;
    const rivalId = (await t.api<{ Supplier: { id: number } }>('/user', {}, other.idToken)).body.Supplier.id;
    expect(
      (
        await t.api(
          '/customer_supplier_update',
          { type: 'customer', businessId: aId, supplierId: rivalId, creditTerms: 'x' },
          other.idToken,
        )
      ).status,
    ).toBe(404);
  });

  it('keeps delivery areas', async () => {
    const add = await t.api<{ id: number }>(
      '/delivery_area_put',
      { kind: 'postal_prefix', value: 'm5h', deliveryDays: 'Tu,Th', orderCutoff: 15 },
      supplierToken,
    );
    expect(add.status).toBe(200);
    expect(
      (await t.api('/delivery_area_put', { kind: 'postal_prefix', value: 'M5H', deliveryDays: 'M' }, supplierToken))
        .status,
    ).toBe(409);
    const list = await t.api<{ areas: { value: string; deliveryDays: string }[] }>(
      '/delivery_area_get',
      {},
      supplierToken,
    );
    expect(list.body.areas).toEqual([
      expect.objectContaining({ value: 'M5H', deliveryDays: 'Tu,Th', orderCutoff: 15 }),
    ]);
    const bad = await t.api(
      '/delivery_area_put',
      { kind: 'city', value: 'Toronto', deliveryDays: 'Mon' },
      supplierToken,
    );
    expect(bad.status).toBe(400);
    expect((await t.api('/delivery_area_delete', { id: add.body.id }, supplierToken)).status).toBe(200);
  });
});
