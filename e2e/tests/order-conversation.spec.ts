import { type Browser, test } from '@playwright/test';
import { demoApi, demoPage, sendDemoOrder } from '../demo-session.js';
import { expect, startServer } from '../fixtures.js';

const OWNER = 'owner@maple.demo.test';
const SUPPLIER = 'sales@freshvalley.demo.test';

type Server = Awaited<ReturnType<typeof startServer>>;
type View = {
  order: { total: string };
  items: { id: number; name: string; quantity: string; ordered_quantity: string; line_total: string }[];
};

let server: Server;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const apiAs = (email: string) => demoApi(server, email);
const signedInPage = (browser: Browser, email: string) => demoPage(browser, server, email);

/** Maple Bistro sends Fresh Valley an order of two lines; returns its id and the emailed link. */
const sendOrder = (key: string) => sendDemoOrder(server, { key, lines: 2, quantity: 6 });

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

test('a signed-in supplier proposes a new price from its order; the restaurant declines and the line stays', async ({
  browser,
}) => {
  const order = await sendOrder('e2e-conversation-price-01');
  const line = order.items[1]!;
  const supplier = await signedInPage(browser, SUPPLIER);
  await supplier.goto('/OrderStatus');
  const row = supplier.getByRole('row').filter({ has: supplier.getByLabel(`Status of order #${order.id}`) });
  await row.getByRole('cell').first().click();
  const orderDialog = supplier.getByRole('dialog', { name: `Order #${order.id} from Maple Bistro` });
  await orderDialog.getByRole('button', { name: 'Propose changes' }).click();
  const dialog = supplier.getByRole('dialog', { name: 'Propose changes' });
  await dialog.getByLabel(`Change to ${line.name}`).selectOption({ label: 'New price' });
  await dialog.getByLabel(`New price for ${line.name}`).fill('99.5');
  await dialog.getByRole('button', { name: 'Send proposal' }).click();
  // The order comes back with the proposal on it.
  await expect(orderDialog.getByRole('listitem', { name: line.name })).toContainText('New price $99.50');

  const owner = await signedInPage(browser, OWNER);
  await owner.goto(`/Orders/${order.id}`);
  const total = await owner.getByRole('table', { name: 'Items' }).locator('tfoot').textContent();
  const change = owner.getByRole('list', { name: 'Proposed changes' }).getByRole('listitem', { name: line.name });
  await change.getByRole('button', { name: 'Decline' }).click();
  await expect(change).toContainText('Declined');
  await expect(owner.getByRole('table', { name: 'Items' }).locator('tfoot')).toHaveText(total ?? '');
  await expect(owner.getByRole('list', { name: 'Order notes' })).toContainText(
    `Declined: ${line.name}: new price $99.50`,
  );
});
