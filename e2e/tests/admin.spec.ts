import { ITEM_MSG } from '@app/contracts';
import { test as base, expect, login, startServer } from '../fixtures.js';

type Server = Awaited<ReturnType<typeof startServer>>;

/** These tests need the demo restaurants, suppliers and catalogue. */
const test = base.extend<{ server: Server }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  server: async ({}, use) => {
    const server = await startServer({ DEMO_DATA: '1' });
    await use(server);
    await server.stop();
  },
});

const PASSWORD = 'Demo1234!';
const ADMIN = 'admin@demo.test';
const OWNER = 'owner@maple.demo.test';
const SUPPLIER = 'sales@freshvalley.demo.test';

type SearchItem = { item_id: number; name: string; supplier: string; price: string; unit: string };

/** Calls the API as `email` (signing in once per test and user). */
function apiAs(server: Server) {
  const tokens = new Map<string, string>();
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST /api${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  return async <T>(email: string, path: string, body: unknown): Promise<T> => {
    let token = tokens.get(email);
    if (!token) {
      token = (await post<{ idToken: string }>('/auth/sign_in', { email, password: PASSWORD })).idToken;
      tokens.set(email, token);
    }
    return post<T>(path, body, token);
  };
}

test('the admin sees the dashboard counts and refreshes a restaurant order guide', async ({ page, server }) => {
  const api = apiAs(server);
  const counts = await api<{ pendingInvoices: number; ordersToday: number; restaurants: number }>(
    ADMIN,
    '/admin_dashboard',
    {},
  );
  // The restaurant took an item it ordered recently out of its guide: a refresh puts it back.
  const guide = await api<{ items: SearchItem[] }>(OWNER, '/item_search', { type: 'order_guide', searchTerm: '' });
  const beef = guide.items.find((i) => i.name === 'Beef, Ground Lean 85/15 4/5lb');
  expect(beef, 'the demo guide holds the ground beef Maple Bistro ordered').toBeTruthy();
  await api(OWNER, '/order_guide_items', { action: 'delete', itemId: beef?.item_id });

  await login(page, ADMIN, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const summary = page.getByRole('region', { name: 'Summary' });
  const pending = summary.getByRole('link', { name: /Pending invoices/ });
  await expect(pending).toContainText(String(counts.pendingInvoices));
  await expect(pending).toHaveAttribute('href', '/Invoices');
  const today = summary.getByRole('link', { name: /Orders today/ });
  await expect(today).toContainText(String(counts.ordersToday));
  await expect(today).toHaveAttribute('href', '/AllOrders');
  await expect(summary.getByText('Restaurants')).toBeVisible();
  await expect(summary).toContainText(String(counts.restaurants));
  await expect(page.getByText('No failed jobs')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orderguides' }).click();
  await expect(page).toHaveURL(/\/Orderguides$/);
  await expect(page.getByText('No order guide loaded')).toBeVisible();

  // Pick the restaurant with the keyboard.
  const picker = page.getByRole('combobox', { name: 'Restaurant' });
  await picker.fill('map');
  const option = page.getByRole('option', { name: /Maple Bistro/ });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await picker.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await picker.press('Enter');
  await expect(page).toHaveURL(/restaurant=1/);

  const table = page.getByRole('table', { name: 'Order guide of Maple Bistro' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /Beef, Ground Lean 85\/15 4\/5lb/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Refresh order guide' }).click();
  await expect(page.getByText('Order guide of Maple Bistro refreshed: 1 added, 0 removed')).toBeVisible();
  const changes = page.getByRole('status', { name: 'Refresh summary' });
  await expect(changes).toContainText('1 added, 0 removed');
  await expect(changes.getByRole('listitem')).toHaveText(['Beef, Ground Lean 85/15 4/5lb']);

  // The guide lists name, supplier, price in CAD and created date; the item is back, marked new.
  await page.getByRole('searchbox', { name: 'Filter the order guide' }).fill('ground lean');
  const row = table.getByRole('row', { name: /Beef, Ground Lean 85\/15 4\/5lb/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('New');
  await expect(row).toContainText('Metro Foodservice');
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\$\d+\.\d{2} CAD \/ LB$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  await page.getByRole('searchbox', { name: 'Filter the order guide' }).fill('');
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('cell').nth(0)).not.toBeEmpty();
  await expect(first.getByRole('cell').nth(2)).toHaveText(/\$\d+\.\d{2} CAD/);
  await expect(first.getByRole('cell').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
});

test('a supplier adds, edits and deactivates an item, and a connected restaurant sees each change', async ({
  page,
  server,
}) => {
  const api = apiAs(server);
  const search = async (term: string) =>
    (await api<{ items: SearchItem[] }>(OWNER, '/item_search', { type: 'restaurant_item', searchTerm: term })).items;

  await login(page, SUPPLIER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Items');
  const table = page.getByRole('table', { name: 'Items' });
  await expect(table.getByRole('row', { name: /Roma Tomatoes 25 LB/ })).toBeVisible();

  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add item' });
  await expect(dialog.getByLabel('Supplier')).toHaveValue('Fresh Valley Produce');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  for (const message of [ITEM_MSG.name, ITEM_MSG.category, ITEM_MSG.itemCode, ITEM_MSG.price, ITEM_MSG.unit]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText(ITEM_MSG.quantity, { exact: true })).toBeVisible();

  await dialog.getByLabel('Item description').fill('Heirloom Carrots 10 LB');
  await dialog.getByLabel('Category').selectOption('Produce');
  await dialog.getByLabel('Item code').fill('FV-9001');
  await dialog.getByLabel('Price').fill('abc');
  await dialog.getByLabel('Unit').fill('CS');
  await dialog.getByLabel('Pack size').fill('1');
  await dialog.getByLabel('Pack', { exact: true }).fill('10 LB');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog.getByText(ITEM_MSG.notANumber, { exact: true })).toBeVisible();
  await dialog.getByLabel('Price').fill('18.75');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog.getByText(ITEM_MSG.added)).toBeVisible();
  // The dialog closes by itself after 3 seconds.
  await expect(dialog).toBeHidden({ timeout: 6_000 });

  await page.getByRole('searchbox', { name: 'Search items' }).fill('heirloom');
  const row = table.getByRole('row', { name: /Heirloom Carrots 10 LB/ });
  await expect(row).toContainText('FV-9001');
  await expect(row).toContainText('$18.75');
  await expect(row).toContainText('Active');

  // Fresh Valley is connected to Maple Bistro: the restaurant finds the new item at its price.
  await expect
    .poll(async () => (await search('heirloom carrots')).map((i) => `${i.name}|${i.supplier}|${Number(i.price)}`))
    .toContain('Heirloom Carrots 10 LB|Fresh Valley Produce|18.75');

  // A new price.
  await row.getByRole('button', { name: 'Edit Heirloom Carrots 10 LB' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit item' });
  await expect(edit.getByLabel('Price')).toHaveValue('18.75');
  await edit.getByLabel('Price').fill('19.5');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('$19.50');
  await expect.poll(async () => (await search('heirloom carrots')).map((i) => Number(i.price))).toEqual([19.5]);

  // Deactivated, restaurants no longer see it; it stays listed here as Inactive and can come back.
  await row.getByRole('button', { name: 'Deactivate Heirloom Carrots 10 LB' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate item?' });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Inactive');
  await expect.poll(async () => (await search('heirloom carrots')).length).toBe(0);

  await row.getByRole('button', { name: 'Activate Heirloom Carrots 10 LB' }).click();
  await page.getByRole('dialog', { name: 'Activate item?' }).getByRole('button', { name: 'Activate' }).click();
  await expect(row).toContainText('Active');
  await expect.poll(async () => (await search('heirloom carrots')).length).toBe(1);
});
