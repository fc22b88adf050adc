import type { ItemResult } from '@app/contracts';
import { registeredUser, type TestApp } from './test-app.js';

/** A new supplier with two produce items: Roma Tomatoes (T-1, $32.50 a CS of 1) and Garlic (G-1, $4.85 a LB, 5 LB). */
export async function produceSupplier(t: TestApp, email: string) {
  const token = (await registeredUser(t, email, 'supplier')).idToken;
  const supplierId = (await t.api<{ Supplier: { id: number } }>('/user', {}, token)).body.Supplier.id;
  for (const [name, code, price, unit, quantity, pack] of [
    ['Roma Tomatoes 25 LB', 'T-1', 32.5, 'CS', 1, '25 LB'],
    ['Garlic, Peeled', 'G-1', 4.85, 'LB', 5, '5 LB'],
  ] as const)
    await t.api(
      '/add_item',
      { supplierName: 'x', name, itemCode: code, price, unit, quantity, pack, category: 'Produce' },
      token,
    );
  return { token, supplierId };
}

/**
 * The restaurant of `token` buys from the supplier with this account number, minimum order and order contact;
 * returns the produce the restaurant can then order.
 */
export async function connectToSupplier(
  t: TestApp,
  token: string,
  supplierId: number,
  terms: { accountNumber: string; minimumOrder: number; contactEmail: string },
): Promise<ItemResult[]> {
  await t.api(
    '/customer_supplier_put',
    {
      name: 'x',
      insertBusSupId: supplierId,
      ...terms,
      orderCutoff: 14,
      deliveryDays: 'M,W',
      contactName: 'Desk',
      contactPhone: '4165550000',
    },
    token,
  );
  const search = await t.api<{ items: ItemResult[] }>(
    '/item_search',
    { type: 'restaurant_item', searchTerm: '', category: 'Produce' },
    token,
  );
  return search.body.items;
}
