import type { ItemResult } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

/**
 * Search results are remembered per API process. These tests run a second API process over the same database
 * (its own cache) and check that every kind of change made through one shows at once in the other's searches.
 */
let t: TestApp;
let second: FastifyInstance;
let chef: string;
const sup: Record<string, { token: string; id: number; itemId: number }> = {};
type Search = { items: ItemResult[] };

const searchIn = async (app: FastifyInstance, body: Record<string, unknown>) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/item_search',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${chef}` },
    payload: JSON.stringify({ type: 'restaurant_item', searchTerm: 'tomatoes', ...body }),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as Search).items;
};
/** The same search in both processes; both answers must agree. */
const search = async (body: Record<string, unknown> = {}) => {
  const [a, b] = [await searchIn(t.app, body), await searchIn(second, body)];
  expect(b).toEqual(a);
  return a;
};

beforeAll(async () => {
  t = await createTestApp();
  second = await buildApp({ ...t.ctx });
  await second.ready();
  for (const key of ['valley', 'metro']) {
    const tokens = await registeredUser(t, `sales@${key}.cache.example`, 'supplier');
    const me = await t.api<{ Supplier: { id: number } }>('/user', {}, tokens.idToken);
    const added = await t.api<{ item_id: number }>(
      '/add_item',
      {
        supplierName: key,
        name: `Roma Tomatoes ${key}`,
        itemCode: `${key}-1`,
        price: 20,
        unit: 'CS',
        quantity: 1,
        pack: '25 LB',
        category: 'Produce',
      },
      tokens.idToken,
    );
    sup[key] = { token: tokens.idToken, id: me.body.Supplier.id, itemId: added.body.item_id };
  }
  chef = (await registeredUser(t, 'chef@cache.example')).idToken;
  await connect('valley');
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function connect(key: string) {
  const r = await t.api(
    '/customer_supplier_put',
    {
      name: key,
      insertBusSupId: sup[key]!.id,
      accountNumber: 'A1',
      minimumOrder: 0,
      orderCutoff: 12,
      deliveryDays: 'M',
    },
    chef,
  );
  expect(r.status).toBe(200);
}
const update = async (key: string, patch: Record<string, unknown>) =>
  expect((await t.api('/item_update', { itemId: sup[key]!.itemId, ...patch }, sup[key]!.token)).status).toBe(200);

describe('remembered search results', () => {
  it("follow a supplier's price, name and active changes", async () => {
    expect((await search()).map((i) => [i.name, i.price])).toEqual([['Roma Tomatoes valley', '20.00000']]);
    await update('valley', { price: 18.5 });
    expect((await search()).map((i) => i.price)).toEqual(['18.50000']);
    await update('valley', { name: 'Roma Tomatoes Extra valley' });
    expect((await search()).map((i) => i.name)).toEqual(['Roma Tomatoes Extra valley']);
    await update('valley', { active: false });
    expect(await search()).toEqual([]);
    await update('valley', { active: true });
    expect(await search()).toHaveLength(1);
  });

  it("follow the restaurant's suppliers, order guide and categories", async () => {
    await search();
    await connect('metro');
    expect((await search()).map((i) => i.supplier_id).sort()).toEqual([sup.valley!.id, sup.metro!.id].sort());

    expect(await search({ type: 'order_guide' })).toEqual([]);
    const add = await t.api('/order_guide_items', { itemId: sup.metro!.itemId, action: 'add' }, chef);
    expect(add.status).toBe(200);
    expect((await search({ type: 'order_guide' })).map((i) => i.supplier_id)).toEqual([sup.metro!.id]);
    expect((await search()).find((i) => i.supplier_id === sup.metro!.id)?.in_order_guide).toBe(true);

    await t.api('/item_category_update', { itemId: sup.metro!.itemId, newCategory: 'Frozen' }, chef);
    expect((await search({ category: 'Frozen', searchTerm: '' })).map((i) => i.supplier_id)).toEqual([sup.metro!.id]);
  });

  it("follow a supplier's new name", async () => {
    const r = await t.api(
      '/supplier_profile_update',
      { name: 'Valley Produce Co', orderEmail: 'sales@valley.cache.example' },
      sup.valley!.token,
    );
    expect(r.status).toBe(200);
    const names = (await search()).map((i) => [i.supplier_id, i.supplier]);
    expect(names).toContainEqual([sup.valley!.id, 'Valley Produce Co']);
  });
});
