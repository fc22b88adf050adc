import { type Browser, type Page, test } from '@playwright/test';
import { expect, startServer } from '../fixtures.js';

const PASSWORD = 'Demo1234!';
const OWNER = 'owner@maple.demo.test';
const SUPPLIER = 'sales@freshvalley.demo.test';

type Server = Awaited<ReturnType<typeof startServer>>;
type Item = { item_price_id: number; name: string };
type Supplier = { id: number; name: string; order_email: string };
type View = {
  order: { total: string };
  items: { id: number; name: string; quantity: string; ordered_quantity: string; line_total: string }[];
};

let server: Server;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

async function apiAs(email: string) {
  const res = await fetch(`${server.url}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { idToken } = (await res.json()) as { idToken: string };
  return async <T>(path: string, body: unknown): Promise<T> => {
    const r = await fetch(`${server.url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
}

async function signedInPage(browser: Browser, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/login/);
  return page;
}

/** Maple Bistro sends Fresh Valley an order of two lines; returns its id and the emailed link. */
async function sendOrder(key: string): Promise<{ id: number; link: string }> {
  const api = await apiAs(OWNER);
  const { suppliers } = await api<{ suppliers: Supplier[] }>('/supplier_get', {});
  const supplier = suppliers.find((s) => s.name === 'Fresh Valley Produce')!;
  const { items } = await api<{ items: Item[] }>('/item_search', {
    type: 'restaurant_item',
    searchTerm: '',
    supplierId: supplier.id,
  });
  const sent = await api<{ orderId: number }>('/send_order', {
    supplierId: supplier.id,
    items: items.slice(0, 2).map((i) => ({ item_price_id: i.item_price_id, ordered_quantity: 6 })),
    address: '214 King St W, Toronto',
    phone: '4165550142',
    contactName: 'Olivia Martin',
    deliveryTime: new Date(Date.now() + 48 * 3600_000).toISOString(),
    pickup: false,
    notes: [],
    idempotencyKey: key,
  });
  const mail = await server.mailTo(supplier.order_email, new RegExp(`^New order #${sent.orderId} from Maple`));
  const link = mail.text.match(/\/update_order\?irk=[0-9a-f]+&ivrk=[0-9a-f]+/)?.[0] ?? '';
  return { id: sent.orderId, link };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const cad = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} CAD`;

test.beforeAll(async () => {
  server = await startServer({ DEMO_DATA: '1', NODE_ENV: 'development' });
});
test.afterAll(async () => {
  await server?.stop();
});

test("a supplier's status change reaches the restaurant's mailbox and its notices bell", async ({ browser }) => {
  const order = await sendOrder('e2e-conversation-status-01');
  // The order email reads as the screen: pack price × quantity = line total, and names who and when.
  const orderMail = await server.mailTo(SUPPLIER, new RegExp(`^New order #${order.id} `));
  expect(orderMail.subject).toMatch(/^New order #\d+ from Maple Bistro, delivery \w{3}, \w{3} \d+, \d{4}$/);

  const supplier = await signedInPage(browser, SUPPLIER);
  await supplier.goto('/OrderStatus');
  await supplier
    .getByLabel(`Status of order #${order.id}`)
    .filter({ visible: true })
    .selectOption({ label: 'Shipping' });
  const mail = await server.mailTo(OWNER, new RegExp(`marked order #${order.id} Shipping$`));
  expect(mail.subject).toBe(`Fresh Valley Produce marked order #${order.id} Shipping`);
  expect(mail.text).toContain(`/Orders/${order.id}`);

  const owner = await signedInPage(browser, OWNER);
  const bell = owner.getByRole('button', { name: /^Notices, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
  await bell.click();
  await owner.getByRole('link', { name: new RegExp(`marked order #${order.id} Shipping`) }).click();
  await expect(owner).toHaveURL(new RegExp(`/Orders/${order.id}$`));
  await expect(owner.getByRole('region', { name: 'Status history' })).toContainText('Shipping');
  await expect(
    owner.getByRole('button', { name: before > 1 ? `Notices, ${before - 1} unread` : 'Notices' }),
  ).toBeVisible();
});

test('a supplier proposes a substitute from the emailed link and the restaurant accepts it', async ({ browser }) => {
  const order = await sendOrder('e2e-conversation-proposal-01');
  const before = await (await apiAs(OWNER))<View>('/order_get', { orderId: order.id });
  const line = before.items[0]!;

  const guest = await (await browser.newContext({ baseURL: server.url })).newPage();
  await guest.goto(order.link);
  await guest.getByRole('button', { name: 'Propose changes' }).click();
  const dialog = guest.getByRole('dialog', { name: 'Propose changes' });
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog.getByText('Choose a change for at least one line')).toBeVisible();
  await dialog.getByLabel(`Change to ${line.name}`).selectOption({ label: 'Substitute' });
  await dialog.getByLabel(`Substitute for ${line.name}`).fill('Heirloom Tomatoes, Mixed');
  await dialog.getByLabel(`Substitute price for ${line.name}`).fill('3.1');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  await expect(dialog).toBeHidden();
  const proposed = guest.getByRole('list', { name: 'Proposed changes' }).getByRole('listitem', { name: line.name });
  await expect(proposed).toContainText('Substitute Heirloom Tomatoes, Mixed at $3.10');
  await expect(proposed).toContainText('Waiting for an answer');
  await server.mailTo(OWNER, new RegExp(`proposed a change to order #${order.id}$`));

  const owner = await signedInPage(browser, OWNER);
  await owner.goto(`/Orders/${order.id}`);
  const change = owner.getByRole('list', { name: 'Proposed changes' }).getByRole('listitem', { name: line.name });
  await change.getByRole('button', { name: 'Accept' }).click();
  await expect(change).toContainText('Accepted');
  // 3.10 a unit × pack size × quantity, the other line as it was.
  const newLine = Math.round(310 * Number(line.quantity) * Number(line.ordered_quantity));
  const total = cents(before.order.total) - cents(line.line_total) + newLine;
  await expect(owner.getByRole('cell', { name: 'Heirloom Tomatoes, Mixed' })).toBeVisible();
  await expect(owner.getByRole('cell', { name: line.name, exact: true })).toHaveCount(0);
  await expect(owner.getByRole('table', { name: 'Items' }).locator('tfoot')).toContainText(cad(total));
  await expect(owner.getByRole('list', { name: 'Order notes' })).toContainText(
    `Accepted: ${line.name}: substitute Heirloom Tomatoes, Mixed at $3.10`,
  );
});
