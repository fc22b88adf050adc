import { test } from '@playwright/test';
import { demoApi, demoPage, sendDemoOrder } from '../demo-session.js';
import { expect, startServer } from '../fixtures.js';
import { writePdf } from '../invoice-files.js';

const OWNER = 'owner@maple.demo.test';

type Server = Awaited<ReturnType<typeof startServer>>;
type View = { items: { id: number; item_id: number; name: string; pack_price: string }[] };

let server: Server;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (c: number) => `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test.beforeAll(async () => {
  server = await startServer({ DEMO_DATA: '1', NODE_ENV: 'development' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an invoice billing above the order shows its differences, and one click asks the supplier for the credit', async ({
  browser,
}) => {
  const api = await demoApi(server, OWNER);
  const order = await sendDemoOrder(server, { key: 'e2e-invoice-check-01', lines: 2, quantity: 4 });
  const view = await api<View>('/order_get', { orderId: order.id });
  const [first, second] = view.items;
  // 3 of the 4 of the first line came.
  await api('/order_receive', {
    orderId: order.id,
    receivedBy: 'Sam',
    idempotencyKey: 'e2e-invoice-check-receive',
    lines: [{ orderItemId: first!.id, receivedQuantity: 3, reason: 'short' }],
  });
  const { items } = await api<{ items: { item_id: number; item_code: string }[] }>('/item_search', {
    type: 'restaurant_item',
    searchTerm: '',
    supplierId: order.supplier.id,
  });
  const code = (itemId: number) => items.find((i) => i.item_id === itemId)?.item_code ?? '';

  // The invoice bills all 4 of the first line at $1.00 above the ordered price, and the second as ordered.
  const today = new Date().toISOString().slice(0, 10);
  const pdf = writePdf([
    { x: 40, y: 50, text: order.supplier.name, size: 16 },
    { x: 40, y: 70, text: 'Invoice E2E-CHECK-1' },
    { x: 40, y: 82, text: `Invoice Date: ${today}` },
  ]);
  const up = await api<{ uploadId: string; fullKey: string }>('/invoice_upload', {
    fileContentBase64: pdf.toString('base64'),
    fileName: 'fresh-valley-check.pdf',
  });
  const { invoiceId } = await api<{ invoiceId: number }>('/invoice_put', {
    invoiceUploadId: up.uploadId,
    fileName: 'fresh-valley-check.pdf',
    fullKey: up.fullKey,
  });
  const billedPrice = ((cents(first!.pack_price) + 100) / 100).toFixed(2);
  const record = (l: View['items'][number], price: string) => ({
    item: { name: l.name, category: 'Produce' },
    supplier: { id: order.supplier.id, name: order.supplier.name },
    details: { price, unit: 'CS', quantity: '4', itemCode: code(l.item_id) },
  });
  await api('/invoice_items', {
    invoiceId,
    records: [record(first!, billedPrice), record(second!, second!.pack_price)],
  });

  const owner = await demoPage(browser, server, OWNER);
  await owner.goto(`/Invoices/${invoiceId}`);
  const check = owner.getByTestId('invoice-order-check');
  await expect(check.getByRole('link', { name: `Order #${order.id}` })).toBeVisible();
  const differences = check.getByRole('list', { name: 'Differences from the order' }).getByRole('listitem');
  await expect(differences).toHaveCount(2);
  await expect(differences.nth(0)).toContainText('Billed above the ordered price');
  await expect(differences.nth(0)).toContainText(money(400));
  await expect(differences.nth(1)).toContainText('Billed beyond what was received');
  await expect(differences.nth(1)).toContainText(money(cents(first!.pack_price)));
  const total = 400 + cents(first!.pack_price);
  await expect(check).toContainText(`Overcharged ${money(total)}`);

  await check.getByRole('button', { name: `Ask for a credit of ${money(total)}` }).click();
  await expect(owner.getByText(/Credit request #\d+ sent to the supplier/)).toBeVisible();
  await expect(differences.filter({ hasText: 'In credit request #' })).toHaveCount(2);
  await expect(check.getByRole('button', { name: /Ask for a credit/ })).toHaveCount(0);

  const mail = await server.mailTo(
    order.supplier.order_email,
    new RegExp(`^Credit request #\\d+ .*${money(total).replace('$', '\\$')}`),
  );
  expect(mail.text).toContain('billed beyond what was received');
  expect(mail.text).toContain('/credit_request?t=');

  // The restaurant follows it on its Credits page.
  await owner.goto('/Credits');
  await expect(owner.getByTestId('credit-request').filter({ hasText: 'billed above the ordered price' })).toContainText(
    money(total),
  );

  // The Reports page counts the overcharge and the credit asked for, per supplier.
  await owner.goto('/Reports');
  await owner.getByLabel('Time range').selectOption('All');
  const overcharges = owner.getByRole('region', { name: 'Overcharges caught' });
  const month = new Date().toISOString().slice(0, 7);
  await expect(
    overcharges.getByRole('table', { name: 'Overcharges by supplier and month' }).getByRole('row', {
      name: `${month} ${order.supplier.name} 2 ${money(total)}`,
    }),
  ).toBeVisible();
  const credits = owner.getByRole('region', { name: 'Credits by supplier' });
  // The receipt's short line and the invoice's differences: two requests.
  await expect(credits.getByRole('row', { name: new RegExp(order.supplier.name) })).toContainText(
    money(cents(first!.pack_price) + total),
  );
  await expect(owner.getByRole('img', { name: 'Bar chart of on-time delivery rate by supplier' })).toBeVisible();
});

test('the owner sets how late an undelivered order may be before the restaurant is told', async ({ browser }) => {
  const page = await demoPage(browser, server, OWNER, { width: 414 });
  await page.goto('/Settings');
  await page.getByRole('tab', { name: 'Restaurant' }).click();
  const hours = page.getByLabel('Late delivery after (hours)');
  await expect(hours).toHaveValue('2');
  const section = page.getByRole('region', { name: 'Late deliveries' });
  await hours.fill('0.1');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section).toContainText('Enter from 0 to 48 hours, in quarter hours');
  await hours.fill('3.5');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Late delivery setting saved')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Restaurant' }).click();
  await expect(page.getByLabel('Late delivery after (hours)')).toHaveValue('3.5');
});
