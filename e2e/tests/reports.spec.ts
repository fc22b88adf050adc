import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test as base, expect, login, startServer } from '../fixtures.js';

type Server = Awaited<ReturnType<typeof startServer>>;

/** These tests need the demo restaurants, suppliers, catalogue and orders. */
const test = base.extend<{ server: Server }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  server: async ({}, use) => {
    const server = await startServer({ DEMO_DATA: '1' });
    await use(server);
    await server.stop();
  },
});

const PASSWORD = 'Demo1234!';
const OWNER = 'owner@maple.demo.test';
const SUPPLIER = 'sales@freshvalley.demo.test';

async function signIn(server: Server, email: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return ((await res.json()) as { idToken: string }).idToken;
}

async function post<T>(server: Server, token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /api${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Clicks the card's Export CSV and returns the downloaded file's text. */
async function exportCsv(page: Page, title: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Export CSV of ${title}` }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

test('a restaurant sees spend charts, top items, savings and a new price change, and exports CSV', async ({
  page,
  server,
}) => {
  const owner = await signIn(server, OWNER);
  const supplier = await signIn(server, SUPPLIER);
  type Item = { item_id: number; name: string; supplier: string; price: string };
  type Report = { priceChanges: { item_id: number }[] };
  // An item of Maple Bistro's order guide from Fresh Valley whose price has not changed lately.
  const guide = await post<{ items: Item[] }>(server, owner, '/item_search', { type: 'order_guide', searchTerm: '' });
  const before = await post<Report>(server, owner, '/reports', { all: true });
  const changed = new Set(before.priceChanges.map((c) => c.item_id));
  const item = guide.items.find((i) => i.supplier === 'Fresh Valley Produce' && !changed.has(i.item_id));
  expect(item, 'Maple Bistro buys an unchanged Fresh Valley item').toBeTruthy();
  if (!item) return;

  await login(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Reports');
  await page.getByLabel('Time range').selectOption('All');
  await expect(page).toHaveURL(/range=All/);

  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Total spend (CAD)')).toBeVisible();
  await expect(summary).toContainText(/\$\d{1,3}(,\d{3})*\.\d{2}/);

  const bars = page.getByRole('img', { name: 'Bar chart of spend by supplier' });
  await expect(bars).toBeVisible();
  await expect(bars.locator('.recharts-bar-rectangle')).toHaveCount(4);
  await expect(bars).toContainText('Metro Foodservice');
  const pie = page.getByRole('img', { name: 'Pie chart of spend by category' });
  await expect(pie.locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Spend by category' }).getByText('Seafood')).toBeVisible();

  const top = page.getByRole('table', { name: 'Top items' });
  await expect(top.getByRole('row')).toHaveCount(11);
  await expect(top.getByRole('row').nth(1).getByRole('cell').last()).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);

  const savings = page.getByRole('region', { name: 'Savings opportunities' });
  await expect(savings.getByText(/You could save about \$\d+\.\d{2} CAD a month/)).toBeVisible();
  await expect(
    savings
      .getByRole('table')
      .getByText(/\/ (kg|L|each)$/)
      .first(),
  ).toBeVisible();

  // The supplier raises the price by 10 %: the restaurant's report shows it at the top of the price changes.
  const latest = (Number(item.price) * 1.1).toFixed(2);
  await post(server, supplier, '/item_update', { itemId: item.item_id, price: Number(latest) });
  await page.reload();
  const changes = page.getByRole('table', { name: 'Price changes' });
  const row = changes.getByRole('row', { name: new RegExp(item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Fresh Valley Produce');
  await expect(row).toContainText(`$${latest}`);
  await expect(row.getByText(/^\+(9\.9|10\.0|10\.1)%$/)).toBeVisible();

  const csv = await exportCsv(page, 'Price changes');
  expect(csv.name).toMatch(/^price-changes-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.text.slice(1).split('\r\n');
  expect(lines[0]).toBe('Item,Supplier,Unit,Previous price,Latest price,Change %,Changed on');
  expect(
    lines.some((l) => l.includes('Fresh Valley Produce') && l.includes(latest.replace(/0+$/, '').replace(/\.$/, ''))),
  ).toBe(true);

  const spend = await exportCsv(page, 'Spend by supplier');
  expect(spend.name).toMatch(/^spend-by-supplier-all-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(spend.text.slice(1).split('\r\n')[0]).toBe('Supplier,Orders,Spend (CAD)');
  expect(spend.text).toMatch(/\r\nNorthern Meats & Poultry,3,\d+\.\d{2}\r\n/);
});

test('a supplier sees its sales by customer and by item', async ({ page }) => {
  await login(page, SUPPLIER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  // Reports open on a range with orders in it, not on today.
  await expect(page.getByLabel('Time range')).toHaveValue('This month');
  await page.getByLabel('Time range').selectOption('All');

  const customers = page.getByRole('table', { name: 'Sales by customer' });
  await expect(customers.getByRole('row', { name: /Maple Bistro/ })).toBeVisible();
  await expect(customers.getByRole('row', { name: /Harbour Grill/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bar chart of sales by customer' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales by item' }).getByRole('row')).not.toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of Sales by item' }).click();
  const text = readFileSync(await (await download).path(), 'utf8');
  expect(text.slice(1).split('\r\n')[0]).toBe('Item,Quantity,Sales (CAD)');
});
