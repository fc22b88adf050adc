import { test } from '@playwright/test';
import { demoApi, demoPage, sendDemoOrder } from '../demo-session.js';
import { expect, startServer } from '../fixtures.js';

const OWNER = 'owner@maple.demo.test';

type Server = Awaited<ReturnType<typeof startServer>>;
type View = { items: { id: number; name: string; pack_price: string }[] };

let server: Server;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

/** A 2×2 red PNG: a real image, as a phone's camera would hand over. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4Y2x8xtiYAUIBACPqBMlwUmUNAAAAAElFTkSuQmCC',
  'base64',
);
const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test.beforeAll(async () => {
  server = await startServer({ DEMO_DATA: '1', NODE_ENV: 'development' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('receiving one short and one damaged line asks the supplier for a credit, which it accepts from the email', async ({
  browser,
}) => {
  const order = await sendDemoOrder(server, { key: 'e2e-receiving-short-01', lines: 2, quantity: 6 });
  const view = await (await demoApi(server, OWNER))<View>('/order_get', { orderId: order.id });
  const [first, second] = view.items;
  // 2 of the first line short, 1 of the second damaged, each at its pack price on the order.
  const total = 2 * cents(first!.pack_price) + cents(second!.pack_price);

  // At the back door, on a phone.
  const owner = await demoPage(browser, server, OWNER, { width: 414 });
  await owner.goto(`/Orders/${order.id}`);
  await owner.getByRole('button', { name: 'Receive delivery' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Receive delivery' });
  await dialog.getByLabel(`Received quantity of ${first!.name}`).fill('4');
  await dialog.getByRole('button', { name: 'Receive' }).click();
  await expect(dialog.getByText('Why is it less?')).toBeVisible();
  await dialog.getByLabel(`Reason for ${first!.name}`).selectOption({ label: 'Short' });
  await dialog.getByLabel(`Received quantity of ${second!.name}`).fill('5');
  await dialog.getByLabel(`Reason for ${second!.name}`).selectOption({ label: 'Damaged' });
  await dialog
    .getByLabel(`Photo of ${second!.name}`)
    .setInputFiles({ name: 'crate.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Receive' }).click();
  await expect(dialog).toBeHidden();

  await expect(owner.getByRole('region', { name: 'Received' })).toContainText('4 of 6 received · short');
  await expect(owner.getByRole('img', { name: `${second!.name} as it came` })).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Status history' })).toContainText(
    '2 lines short, damaged or refused',
  );
  const request = owner.getByTestId('credit-request');
  await expect(request).toContainText(`Credit request #`);
  await expect(request).toContainText(money(total));
  await expect(request).toContainText('Open');
  await expect(owner.getByRole('button', { name: 'Receive delivery' })).toHaveCount(0);

  // The supplier's order desk gets the request by email and accepts it without an account.
  const mail = await server.mailTo(order.supplier.order_email, /^Credit request #\d+ from Maple Bistro/);
  expect(mail.text).toContain(`Total: ${money(total)} CAD`);
  const link = mail.text.match(/\/credit_request\?t=\S+/)?.[0] ?? '';
  expect(link).not.toBe('');
  const guest = await (await browser.newContext({ baseURL: server.url })).newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Credit request from Maple Bistro' })).toBeVisible();
  await guest.getByLabel('Your name (optional)').fill('Dana at Fresh Valley');
  await guest.getByRole('button', { name: 'Accept' }).click();
  await expect(guest.getByTestId('credit-request')).toContainText('Accepted by Dana at Fresh Valley');

  // The restaurant sees it accepted on the order, in its credits and in its notices.
  await owner.reload();
  await expect(owner.getByTestId('credit-request')).toContainText('Accepted by Dana at Fresh Valley');
  await owner.goto('/Credits');
  await expect(owner.getByTestId('credit-request').first()).toContainText(`Order #${order.id}`);
  await expect(owner.getByTestId('credit-request').first()).toContainText('Accepted');
  await owner.getByRole('button', { name: /^Notices, \d+ unread$/ }).click();
  await expect(owner.getByRole('link', { name: /accepted the credit request of/ }).first()).toBeVisible();
});

test('a signed-in supplier disputes a credit request from its Credits page and the restaurant sees why', async ({
  browser,
}) => {
  const order = await sendDemoOrder(server, { key: 'e2e-receiving-dispute-01', lines: 1, quantity: 6 });
  const view = await (await demoApi(server, OWNER))<View>('/order_get', { orderId: order.id });
  const line = view.items[0]!;
  const owner = await demoPage(browser, server, OWNER, { width: 1280 });
  await owner.goto(`/Orders/${order.id}`);
  await owner.getByRole('button', { name: 'Receive delivery' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Receive delivery' });
  await dialog.getByLabel(`Received quantity of ${line.name}`).fill('0');
  await dialog.getByLabel(`Reason for ${line.name}`).selectOption({ label: 'Refused' });
  await dialog.getByRole('button', { name: 'Receive' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByTestId('credit-request')).toContainText(money(6 * cents(line.pack_price)));

  const supplier = await demoPage(browser, server, 'sales@freshvalley.demo.test');
  await supplier.goto('/OrderStatus');
  await supplier.getByRole('link', { name: 'Credits' }).click();
  const request = supplier.getByTestId('credit-request').filter({ hasText: `Order #${order.id}` });
  await request.getByRole('button', { name: 'Dispute' }).click();
  await request.getByRole('button', { name: 'Send dispute' }).click();
  await expect(request.getByRole('alert')).toContainText('Say why the request is disputed');
  await request.getByLabel('Why is it disputed?').fill('Refused cases were never loaded on the truck');
  await request.getByRole('button', { name: 'Send dispute' }).click();
  await expect(request).toContainText('Disputed by');

  await owner.reload();
  await expect(owner.getByTestId('credit-request')).toContainText('Refused cases were never loaded on the truck');
  await expect(owner.getByTestId('credit-request')).toContainText('Disputed');
});
