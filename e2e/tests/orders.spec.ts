import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResponseOf } from '@app/contracts';
import { type Browser, test } from '@playwright/test';
import { demoApi, demoPage, sendDemoOrder } from '../demo-session.js';
import { expect, startServer } from '../fixtures.js';

const OWNER = 'owner@maple.demo.test';
const SUPPLIER = 'sales@freshvalley.demo.test';
const ADMIN = 'admin@demo.test';

type Server = Awaited<ReturnType<typeof startServer>>;
type Item = { item_id: number; item_price_id: number; name: string; price: string; quantity: string };
type Supplier = { id: number; name: string; order_email: string };

let server: Server;
let order: { id: number; supplier: Supplier; items: Item[]; link: string };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const apiAs = (email: string) => demoApi(server, email);

const signedInPage = (browser: Browser, email: string) => demoPage(browser, server, email, { acceptDownloads: true });

const cents = (amount: string) => Math.round(Number(amount) * 100);
const cad = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} CAD`;

test.beforeAll(async () => {
  server = await startServer({ DEMO_DATA: '1', NODE_ENV: 'development' });
  // A fresh order from Maple Bistro to Fresh Valley, sent now, with its email.
  order = await sendDemoOrder(server, { key: 'e2e-orders-spec-0001', lines: 3, quantity: 4 });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a restaurant sees cards per range, exports them, opens an order, adds a note and reorders', async ({
  browser,
}) => {
  const api = await apiAs(OWNER);
  const page = await signedInPage(browser, OWNER);
  await page.goto('/Orders');
  const range = page.getByLabel('Time range');
  const table = page.getByRole('table', { name: 'Orders' });
  const card = (label: string) => page.locator('dl > div').filter({ hasText: label }).locator('dd');

  await expect(range).toHaveValue('Today');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(card('Orders')).toHaveText(String((await table.getByRole('row').count()) - 1));

  await range.selectOption('All');
  const all = (await api<ResponseOf<'/order'>>('/order', { all: true })).orders.map((o) => o.order);
  await expect(card('Orders')).toHaveText(String(all.length));
  await expect(card('Vendors')).toHaveText(String(new Set(all.map((o) => o.supplier_id)).size));
  const total = all.reduce((s, o) => s + cents(o.total), 0);
  await expect(card('Total cost')).toHaveText(cad(total));
  await expect(card('Avg. Order Value')).toHaveText(cad(Math.round(total / all.length)));
  // On a phone the four cards fit: nothing is cut off or runs out of its card.
  await page.setViewportSize({ width: 414, height: 900 });
  for (const label of ['Orders', 'Vendors', 'Total cost', 'Avg. Order Value']) {
    const fits = await card(label).evaluate((dd) => {
      const box = dd.closest('div')?.getBoundingClientRect();
      const own = dd.getBoundingClientRect();
      return dd.scrollWidth <= dd.clientWidth && !!box && own.right <= box.right && box.right <= window.innerWidth;
    });
    expect(fits, label).toBe(true);
  }
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../test-results/orders/cards-414.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
  // The choice is kept.
  await page.reload();
  await expect(range).toHaveValue('All');

  await range.selectOption('This week');
  await expect(card('Orders')).not.toHaveText(String(all.length));
  // While the week's orders load the card counts none.
  await expect(card('Orders')).not.toHaveText('0');
  const weekCount = Number(await card('Orders').textContent());
  expect(weekCount).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8').replace(/^\uFEFF/, '');
  const csvLines = csv.trim().split('\r\n');
  expect(csvLines[0]).toBe('Order,Date,Supplier,Amount (CAD),Status');
  expect(csvLines).toHaveLength(weekCount + 1);
  expect(csvLines[1]).toMatch(new RegExp(`^${order.id},.*,Fresh Valley Produce,\\d+\\.\\d{2},Pending$`));

  // Newest first: the order sent for this test.
  await table.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/Orders/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  for (const item of order.items) await expect(page.getByRole('cell', { name: item.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Pending');
  await page.getByLabel('Add a note').fill('Please use the side entrance');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Order notes' })).toContainText('Please use the side entrance');

  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/Cart$/);
  const cart = page.getByRole('article', { name: order.supplier.name });
  for (const item of order.items) await expect(cart.getByLabel(`Quantity of ${item.name}`)).toHaveValue('4');
});

test('the guest link shows the order, takes a note with a name, and marks it received', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await page.goto('/update_order?irk=0123&ivrk=4567');
  await expect(page.getByText('We could not find this order')).toBeVisible();
  await page.goto('/update_order');
  await expect(page.getByText('We could not find this order')).toBeVisible();

  await page.goto(order.link);
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByText(order.items[0].name).first()).toBeVisible();
  await expect(page.getByText('Please use the side entrance')).toBeVisible();
  await page.getByLabel('Add a note').fill('Delivery confirmed for tomorrow');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter your name or email with the note');
  await page.getByLabel('Your name or email').fill('Priya at Fresh Valley');
  await page.getByRole('button', { name: 'Add note' }).click();
  const notes = page.getByRole('list', { name: 'Order notes' });
  await expect(notes).toContainText('Delivery confirmed for tomorrow');
  await expect(notes).toContainText('Priya at Fresh Valley');
  await page.getByRole('button', { name: 'Mark as received' }).click();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Received');
});

test('the supplier moves the order to Delivered, and a refused change reverts', async ({ browser }) => {
  const page = await signedInPage(browser, SUPPLIER);
  await page.goto('/OrderStatus');
  await page.getByLabel('Time range').selectOption('Today');
  const status = page.getByRole('combobox', { name: `Status of order #${order.id}` });
  await expect(status).toHaveValue('2');
  await expect(page.getByRole('columnheader', { name: 'Business' })).toBeVisible();
  await expect(page.locator('dl > div').filter({ hasText: 'Business' })).toBeVisible();
  for (const [name, id] of [
    ['Processing', '34'],
    ['Shipping', '35'],
    ['Delivered', '36'],
  ]) {
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/order_status_update') && r.ok());
    await status.selectOption(name);
    await saved;
    await expect(status).toHaveValue(id);
  }
  await page.reload();
  await expect(status).toHaveValue('36');

  await page.route('**/api/order_status_update', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal error' } }),
    }),
  );
  await status.selectOption('Pending');
  await expect(page.getByText(`The status of order #${order.id} could not be changed`)).toBeVisible();
  await expect(status).toHaveValue('36');
  await page.unroute('**/api/order_status_update');

  // The order opens in place with its history.
  await page.getByRole('row').filter({ has: status }).getByRole('cell').first().click();
  const dialog = page.getByRole('dialog', { name: `Order #${order.id} from Maple Bistro` });
  const history = dialog.getByRole('region', { name: 'Status history' });
  for (const name of ['Pending', 'Received', 'Processing', 'Shipping', 'Delivered'])
    await expect(history).toContainText(name);
  await expect(dialog.getByRole('list', { name: 'Order notes' })).toContainText('Delivery confirmed for tomorrow');
});

test('an admin finds orders by the email of who placed them', async ({ browser }) => {
  const page = await signedInPage(browser, ADMIN);
  await page.goto('/AllOrders');
  await page.getByLabel('Time range').selectOption('All');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeVisible();
  await page.getByLabel('Search by order email').fill('chef@maple');
  const emailCells = table.locator('tbody tr td:nth-child(2) > span:first-child');
  await expect(emailCells.first()).toHaveText('chef@maple.demo.test');
  await expect(emailCells.filter({ hasNotText: 'chef@maple.demo.test' })).toHaveCount(0);

  await page.getByLabel('Search by order email').fill(OWNER);
  await expect(emailCells.filter({ hasNotText: OWNER })).toHaveCount(0);
  await table.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/Orders/${order.id}$`));
  await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByText('Delivered').first()).toBeVisible();
});
