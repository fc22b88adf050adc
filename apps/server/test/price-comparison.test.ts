import type { ItemResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let chef: string;
const suppliers: Record<string, number> = {};
type Search = { items: ItemResult[] };

const item = (name: string, itemCode: string, price: number, unit: string, quantity: number, pack: string) => ({
  supplierName: 'x',
  name,
  itemCode,
  price,
  unit,
  quantity,
  pack,
  category: 'Dairy',
});

beforeAll(async () => {
  t = await createTestApp();
  const catalogues: Record<string, ReturnType<typeof item>[]> = {
    valley: [
      item('Eggs, Large Grade A 15 DZ', 'V-1', 58.5, 'CS', 1, '15 DZ'),
      item('Butter, Unsalted 36x1 LB', 'V-2', 168, 'CS', 1, '36x1 LB'),
      item('Tomatoes, Diced Canned 6x100 OZ', 'V-3', 33.75, 'CS', 1, '6x100 OZ'),
    ],
    northern: [
      item('Large Eggs 15 dozen', 'N-1', 56.9, 'CS', 1, '15 DZ'),
      item('Butter 36/1lb', 'N-2', 150, 'CS', 1, '36/1 LB'),
    ],
    metro: [
      item('Eggs, Large White 180ct', 'M-1', 55.4, 'CS', 1, '180 CT'),
      item('Butter, Unsalted Solids 36/1lb', 'M-2', 162.5, 'CS', 1, '36/1 LB'),
      item('Diced Tomatoes 6/100oz', 'M-3', 31.6, 'CS', 1, '6/100 OZ'),
      item('Eggs, Medium White 180ct', 'M-4', 50.4, 'CS', 1, '180 CT'),
      item('Butter, Salted Solids 36/1lb', 'M-5', 158, 'CS', 1, '36/1 LB'),
    ],
  };
  chef = (await registeredUser(t, 'chef@compare.example')).idToken;
  for (const [key, items] of Object.entries(catalogues)) {
    const token = (await registeredUser(t, `sales@${key}.example`, 'supplier')).idToken;
    const me = await t.api<{ Supplier: { id: number } }>('/user', {}, token);
    suppliers[key] = me.body.Supplier.id;
    for (const body of items) expect((await t.api('/add_item', body, token)).status).toBe(200);
    const link = await t.api(
      '/customer_supplier_put',
      {
        name: key,
        insertBusSupId: me.body.Supplier.id,
        accountNumber: 'A1',
        minimumOrder: 0,
        orderCutoff: 12,
        deliveryDays: 'M',
      },
      chef,
    );
    expect(link.status).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

const search = async (searchTerm: string) => {
  const r = await t.api<Search>('/item_search', { type: 'restaurant_item', searchTerm }, chef);
  expect(r.status).toBe(200);
  return r.body.items;
};

describe('price comparison over /item_search', () => {
  it('compares eggs sold by the count with eggs sold by the dozen, per egg', async () => {
    const items = await search('eggs');
    const large = items.filter((i) => i.name !== 'Eggs, Medium White 180ct');
    expect(new Set(large.map((i) => i.group_key)).size).toBe(1);
    expect(large.every((i) => i.offers === 3 && i.unit_price_per === 'each')).toBe(true);
    const best = large.find((i) => i.cheapest);
    expect(best?.supplier_id).toBe(suppliers.metro);
    expect(best?.unit_price).toBeCloseTo(55.4 / 180, 5);
    expect(best?.saving_pct).toBeCloseTo(5.3, 1);
    // Medium eggs are another product: neither in the group nor similar to it.
    const medium = items.find((i) => i.name === 'Eggs, Medium White 180ct');
    expect(medium?.group_key).not.toBe(best?.group_key);
    expect(medium?.similar_to).toBeNull();
  });

  it('groups butter in 36/1 lb cases; butter that says neither salted nor unsalted is compared with salted butter', async () => {
    const items = await search('butter');
    const unsalted = items.filter((i) => i.name.includes('Unsalted'));
    expect(unsalted).toHaveLength(2);
    expect(unsalted.every((i) => i.offers === 2)).toBe(true);
    expect(unsalted.find((i) => i.cheapest)?.unit_price).toBeCloseTo(162.5 / (36 * 0.45359237), 4);
    // Northern's plain 'Butter' at $150 is the cheapest salted butter, never the unsalted group's best.
    const plain = items.find((i) => i.name === 'Butter 36/1lb');
    const salted = items.find((i) => i.name === 'Butter, Salted Solids 36/1lb');
    expect(plain?.group_key).toBe(salted?.group_key);
    expect(plain?.group_key).not.toBe(unsalted[0]?.group_key);
    expect(plain?.offers).toBe(2);
    expect(plain?.cheapest).toBe(true);
    expect(salted?.premium_pct).toBeCloseTo(((158 - 150) / 150) * 100, 1);
  });

  it('groups diced tomatoes in 6/100 oz from two suppliers', async () => {
    const items = await search('diced tomatoes');
    const diced = items.filter((i) => /diced/i.test(i.name));
    expect(diced).toHaveLength(2);
    expect(diced[0]?.group_key).toBe(diced[1]?.group_key);
    expect(diced.find((i) => i.cheapest)?.supplier_id).toBe(suppliers.metro);
  });
});
