import type { ItemResult } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let rest: string;
let other: string;
const suppliers: Record<string, { token: string; id: number }> = {};
type Search = { items: ItemResult[] };

const item = (
  name: string,
  itemCode: string,
  price: number,
  unit: string,
  quantity: number,
  pack = '',
  category = 'Produce',
) => ({
  supplierName: 'x',
  name,
  itemCode,
  price,
  unit,
  quantity,
  pack,
  category,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['valley', 'metro', 'faraway']) {
    const tokens = await registeredUser(t, `sales@${key}.example`, 'supplier');
    const me = await t.api<{ Supplier: { id: number } }>('/user', {}, tokens.idToken);
    suppliers[key] = { token: tokens.idToken, id: me.body.Supplier.id };
  }
  const add = (key: string, body: ReturnType<typeof item>) => t.api('/add_item', body, suppliers[key]!.token);
  await add('valley', item('Roma Tomatoes 25 LB', 'FV-1021', 32.5, 'CS', 1, '25 LB'));
  await add('valley', item('Chicken Breast, Boneless Skinless 4x10 LB', 'FV-2001', 3.1, 'LB', 40, '', 'Poultry'));
  await add('valley', item('Cherry Tomatoes 12x1 PT', 'FV-1099', 28, 'CS', 1, '12x1 PT'));
  await add('metro', item('Tomatoes, Roma 25lb case', 'MT-77', 1.2, 'LB', 25));
  await add('metro', item('Crème fraîche 2 L', 'MT-90', 14.5, 'EA', 1, '2 L', 'Dairy'));
  await add('metro', item('Butter, Unsalted 36x1 LB', 'MT-81', 162.5, 'CS', 1, '36x1 LB'));
  await add('metro', item('Butcher Twine, Cotton 1 ROLL', 'MT-82', 12, 'EA', 1, '1 ROLL'));
  await add('metro', item('Pork Butt Boneless 2x8 LB', 'MT-83', 3.19, 'LB', 16, '2x8 LB'));
  await add('metro', item('Lemons 115 ct', 'MT-84', 42, 'CS', 1, '115 ct'));
  await add('metro', item('Lemon Juice 1 L', 'MT-85', 6.5, 'EA', 1, '1 L'));
  await add('faraway', item('Roma Tomatoes 10 KG', 'FA-1', 5, 'CS', 1, '10 KG'));
  rest = (await registeredUser(t, 'chef@catalog.example')).idToken;
  other = (await registeredUser(t, 'chef@other.example')).idToken;
  for (const key of ['valley', 'metro']) {
    const r = await t.api(
      '/customer_supplier_put',
      {
        name: key,
        insertBusSupId: suppliers[key]!.id,
        accountNumber: 'A1',
        minimumOrder: 0,
        orderCutoff: 12,
        deliveryDays: 'M',
      },
      rest,
    );
    expect(r.status).toBe(200);
  }
});
afterAll(async () => {
  await t?.close();
});

const search = (body: Record<string, unknown>, token = rest) =>
  t.api<Search>('/item_search', { type: 'restaurant_item', ...body }, token);

describe('search', () => {
  it('finds misspelt items from every connected supplier, with the cheapest per kg marked', async () => {
    const r = await search({ searchTerm: 'tomatoe' });
    expect(r.status).toBe(200);
    const roma = r.body.items.filter((i) => i.group_key === 'roma tomato');
    expect(roma.map((i) => i.supplier_id).sort()).toEqual([suppliers.valley!.id, suppliers.metro!.id].sort());
    const cheapest = roma.find((i) => i.cheapest);
    expect(cheapest?.item_code).toBe('MT-77');
    expect(cheapest?.unit_price_per).toBe('kg');
    expect(cheapest?.saving_pct).toBeGreaterThan(0);
    expect(r.body.items.map((i) => i.name)).toContain('Cherry Tomatoes 12x1 PT');
    // The supplier the restaurant is not connected to stays out.
    expect(r.body.items.some((i) => i.supplier_id === suppliers.faraway!.id)).toBe(false);
  });

  it('finds "chiken brest" and ranks an exact item code first', async () => {
    const typo = await search({ searchTerm: 'chiken brest' });
    expect(typo.body.items[0]?.name).toBe('Chicken Breast, Boneless Skinless 4x10 LB');
    const code = await search({ searchTerm: 'mt-77' });
    expect(code.body.items[0]?.item_code).toBe('MT-77');
  });

  it('takes a word of the catalogue as meant, and only a word it does not know as a typo', async () => {
    const names = async (searchTerm: string) => (await search({ searchTerm })).body.items.map((i) => i.name);
    // "butter" is a word of the catalogue: not butt, nor butcher.
    expect(await names('butter')).toEqual(['Butter, Unsalted 36x1 LB']);
    expect(await names('buttr')).toContain('Butter, Unsalted 36x1 LB');
    // A plural typed finds the singular too: "lemons" is a word of the catalogue, and so is "lemon".
    expect((await names('lemons')).sort()).toEqual(['Lemon Juice 1 L', 'Lemons 115 ct']);
  });

  it('needs 3 characters in all-items mode unless a category is chosen', async () => {
    expect((await search({ searchTerm: 'to' })).body.items).toEqual([]);
    const dairy = await search({ searchTerm: '', category: 'Dairy' });
    expect(dairy.body.items.map((i) => i.name)).toEqual(['Crème fraîche 2 L']);
    const accent = await search({ searchTerm: 'creme fraiche' });
    expect(accent.status).toBe(200);
  });

  it('answers odd terms with results or an empty list, never an error', async () => {
    for (const term of [
      "%' OR 1=1 --",
      '(.*)+[',
      '\\\\',
      '🍅🍅🍅',
      'x'.repeat(10_000),
      'ÀÉÎÕÜ çñ',
      "tomato'; DROP TABLE items;--",
    ]) {
      const r = await search({ searchTerm: term });
      expect(r.status, term.slice(0, 20)).toBe(200);
      expect(Array.isArray(r.body.items)).toBe(true);
    }
    const stillThere = await search({ searchTerm: 'tomato' });
    expect(stillThere.body.items.length).toBeGreaterThan(0);
  });

  it('narrows to one supplier, and matches accented words and every word of the term', async () => {
    const valley = await search({ searchTerm: 'roma tomatoes', supplierId: suppliers.valley!.id });
    expect(valley.body.items.map((i) => i.name)).toEqual(['Roma Tomatoes 25 LB']);
    const both = await search({ searchTerm: 'roma tomatoes' });
    expect(both.body.items.map((i) => i.item_code).sort()).toEqual(['FV-1021', 'MT-77']);
    const accent = await search({ searchTerm: 'crème fraî' });
    expect(accent.body.items.map((i) => i.name)).toEqual(['Crème fraîche 2 L']);
    // The supplier's own Orderguide search covers its catalogue only.
    const own = await t.api<Search>(
      '/item_search',
      { type: 'supplier_items', searchTerm: 'tomatoes' },
      suppliers.metro!.token,
    );
    expect(own.body.items.map((i) => i.item_code)).toEqual(['MT-77']);
  });

  it('finds a catalogue abbreviation by its word and the word by its abbreviation', async () => {
    await t.api(
      '/add_item',
      item('Turkey Breast BNLS 2x5 KG', 'MT-95', 61, 'CS', 1, '2x5 KG', 'Poultry'),
      suppliers.metro!.token,
    );
    const byWord = await search({ searchTerm: 'boneless turkey' });
    expect(byWord.body.items.map((i) => i.name)).toEqual(['Turkey Breast BNLS 2x5 KG']);
    const byShort = await search({ searchTerm: 'bnls breast' });
    expect(byShort.body.items.map((i) => i.name).sort()).toEqual([
      'Chicken Breast, Boneless Skinless 4x10 LB',
      'Turkey Breast BNLS 2x5 KG',
    ]);
  });

  it("shows another tenant nothing of this restaurant's suppliers", async () => {
    const r = await search({ searchTerm: 'tomato' }, other);
    expect(r.body.items).toEqual([]);
    const byId = await search({ searchTerm: 'tomato', supplierId: suppliers.valley!.id }, other);
    expect(byId.body.items).toEqual([]);
  });
});

describe('order guide and items', () => {
  it('adds and removes order-guide items and changes their category', async () => {
    const roma = (await search({ searchTerm: 'roma' })).body.items.find((i) => i.item_code === 'FV-1021')!;
    expect((await t.api('/order_guide_items', { action: 'add', itemId: roma.item_id }, rest)).status).toBe(200);
    let guide = await t.api<Search>('/item_search', { type: 'order_guide' }, rest);
    expect(guide.body.items.map((i) => i.item_id)).toEqual([roma.item_id]);
    expect(guide.body.items[0]?.in_order_guide).toBe(true);

    await t.api('/item_category_update', { itemId: roma.item_id, newCategory: 'Frozen' }, rest);
    guide = await t.api<Search>('/item_search', { type: 'order_guide', category: 'Frozen' }, rest);
    expect(guide.body.items[0]?.category).toBe('Frozen');
    // The supplier's own catalogue keeps its category for everybody else.
    const supplierView = await t.api<Search>('/item_search', { type: 'supplier_items' }, suppliers.valley!.token);
    expect(supplierView.body.items.find((i) => i.item_id === roma.item_id)?.category).toBe('Produce');

    await t.api('/order_guide_items', { action: 'delete', itemId: roma.item_id }, rest);
    guide = await t.api<Search>('/item_search', { type: 'order_guide' }, rest);
    expect(guide.body.items).toEqual([]);
    expect((await t.api('/order_guide_items', { action: 'add', itemId: roma.item_id }, other)).status).toBe(404);
  });

  it('adds an item by hand with the spec messages', async () => {
    const base = {
      ...item('House Mayo 4x4 L', 'HM-1', 9.12345, 'CS', 1, '4x4 L', 'Canned and dry goods'),
      supplierId: suppliers.valley!.id,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ category: '' }, 'Please select a category'],
      [{ supplierName: '' }, 'You must specify Supplier Name'],
      [{ itemCode: '' }, 'Please enter a item code'],
      [{ name: '' }, 'Please enter an item description'],
      [{ price: '' }, 'Please enter a price'],
      [{ price: 'abc' }, 'not a number'],
      [{ quantity: '' }, 'Please enter the pack size'],
      [{ quantity: -1 }, 'Please enter the pack size'],
      [{ unit: '' }, 'Please enter the unit the pack is measured by'],
    ];
    for (const [patch, message] of cases) {
      const r = await t.api('/add_item', { ...base, ...patch }, rest);
      expect(r.status, message).toBe(400);
      expect(r.body.error?.message).toBe(message);
    }
    const ok = await t.api<{ item_id: number }>('/add_item', base, rest);
    expect(ok.status).toBe(200);
    expect((await t.api('/add_item', base, rest)).status).toBe(409);
    const guide = await t.api<Search>('/item_search', { type: 'order_guide', searchTerm: 'mayo' }, rest);
    expect(guide.body.items[0]).toMatchObject({ name: 'House Mayo 4x4 L', price: '9.12345', own_item: true });
    // All-items mode finds it too, with a typo; restaurant B does not see A's own item.
    const all = await search({ searchTerm: 'house mayp' });
    expect(all.body.items.map((i) => i.name)).toEqual(['House Mayo 4x4 L']);
    expect((await search({ searchTerm: 'house mayo' }, other)).body.items).toEqual([]);
  });

  it('keeps audit notes per restaurant and shows price history', async () => {
    const roma = (await search({ searchTerm: 'roma' })).body.items.find((i) => i.item_code === 'MT-77')!;
    const put = await t.api(
      '/item_note_put',
      { item_id: roma.item_id, item_price_id: roma.item_price_id, note: 'Short weight on last delivery' },
      rest,
    );
    expect(put.status).toBe(200);
    const notes = await t.api<{ notes: { note: string; name: string; supplier: string }[] }>('/item_note', {}, rest);
    expect(notes.body.notes[0]).toMatchObject({
      note: 'Short weight on last delivery',
      name: 'Tomatoes, Roma 25lb case',
    });
    expect((await t.api<{ notes: unknown[] }>('/item_note', {}, other)).body.notes).toEqual([]);

    const details = await t.api<{ itemDetails: unknown[]; history: { price: string }[] }>(
      '/item_last_ordered',
      { itemId: roma.item_id },
      rest,
    );
    expect(details.body.history.map((h) => h.price)).toEqual(['1.20000']);
    expect(details.body.itemDetails).toEqual([]);
  });
});
