import { type DeliveryRule, nextDeliveryDay, type ResponseOf } from '@app/contracts';
import { type Browser, type Route, test } from '@playwright/test';
import { demoApi, demoPage } from '../demo-session.js';
import { cartLine, cartOf, expect, startServer } from '../fixtures.js';

const OWNER = 'owner@maple.demo.test';

type Server = Awaited<ReturnType<typeof startServer>>;
type Item = { item_id: number; item_price_id: number; name: string; price: string; unit: string; quantity: string };
type Supplier = { id: number; name: string; order_email: string; minimum_order: string; delivery_rule: DeliveryRule };
type OrderList = ResponseOf<'/order'>;

let server: Server;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  server = await startServer({ DEMO_DATA: '1', NODE_ENV: 'development' });
});
test.afterAll(async () => {
  await server?.stop();
});

const apiAs = (email: string) => demoApi(server, email);

const signedInPage = (browser: Browser, email: string) => demoPage(browser, server, email);

test('a restaurant sends carts to two suppliers, once each, past the minimum and delivery-time checks', async ({
  browser,
}) => {
  const api = await apiAs(OWNER);
  const { suppliers } = await api<{ suppliers: Supplier[] }>('/supplier_get', {});
  const fresh = suppliers.find((s) => s.name === 'Fresh Valley Produce')!;
  const northern = suppliers.find((s) => s.name === 'Northern Meats & Poultry')!;
  const itemsOf = async (s: Supplier) =>
    (await api<{ items: Item[] }>('/item_search', { type: 'restaurant_item', searchTerm: '', supplierId: s.id })).items;
  const [freshItems, northernItems] = [await itemsOf(fresh), await itemsOf(northern)];
  // One Fresh Valley line well under its $150.00 minimum; Northern's lines well over its $250.00.
  const cheap = freshItems.find(
    (i) => Number(i.price) * Number(i.quantity) >= 20 && Number(i.price) * Number(i.quantity) < 100,
  )!;
  const dear = northernItems.filter((i) => Number(i.price) * Number(i.quantity) > 60).slice(0, 2);
  const before = (await api<OrderList>('/order', { all: true })).orders.length;

  const page = await signedInPage(browser, OWNER);
  const storage = {
    state: {
      carts: {
        [fresh.id]: cartOf(fresh, [cartLine(fresh, cheap, 1)], 'e2e-cart-fresh-0001'),
        [northern.id]: cartOf(
          northern,
          dear.map((i) => cartLine(northern, i, 3)),
          'e2e-cart-northern-0001',
        ),
      },
      sent: [],
    },
    version: 1,
  };
  await page.evaluate((value) => localStorage.setItem('cart-storage', JSON.stringify(value)), storage);
  await page.goto('/Cart');

  const freshCard = page.getByRole('article', { name: fresh.name });
  const northernCard = page.getByRole('article', { name: northern.name });
  await expect(freshCard).toContainText('Minimum order $150.00');
  await expect(freshCard.getByText('Order by', { exact: true })).toBeVisible();
  await expect(freshCard).toContainText('Olivia Martin');

  // Each delivery date starts on the supplier's next delivery day that its order cutoff still allows.
  for (const [card, s] of [
    [freshCard, fresh],
    [northernCard, northern],
  ] as const)
    await expect(card.getByLabel('Delivery date')).toContainText(nextDeliveryDay(s.delivery_rule)!);

  // Below the minimum.
  await freshCard.getByRole('button', { name: 'Send order' }).click();
  await expect(freshCard.getByRole('alert')).toHaveText(
    'Sorry you do not meet the minimum order of $150.00 for this supplier',
  );

  // Typing a quantity: enough packs to pass the minimum.
  await freshCard.getByLabel(`Quantity of ${cheap.name}`).fill('9');
  await freshCard.getByLabel('Note for the supplier').fill('Please call on arrival');
  await freshCard.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(freshCard.getByRole('list', { name: 'Notes for this order' })).toContainText('Please call on arrival');
  // The order is held until the sending state has been seen, however fast or loaded the machine is.
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  const slowSend = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route('**/api/send_order', slowSend);
  await freshCard.getByRole('button', { name: 'Send order' }).click();
  await expect(page.getByText('Sending order...').first()).toBeVisible();
  release();
  await expect(page.getByText('Order submitted')).toBeVisible();
  await page.unroute('**/api/send_order', slowSend);
  await expect(
    page.getByRole('button', { name: /^Order for Fresh Valley Produce sent at \d{1,2}:\d{2} (AM|PM)$/ }),
  ).toBeVisible({
    timeout: 15_000,
  });

  // The first answer is lost on its way back: the order exists, the page shows a failure, and sending again
  // (same idempotency key) does not make a second order. The second press is a double click.
  let dropped = false;
  await page.route('**/api/send_order', async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await northernCard.getByRole('button', { name: 'Send order' }).click();
  await expect(northernCard.getByRole('alert')).toContainText('Could not reach the server');
  await northernCard.getByRole('button', { name: 'Send order' }).dblclick();
  await expect(page.getByRole('button', { name: /^Order for Northern Meats & Poultry sent at/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Your cart is empty. Find items using the search bar.')).toBeVisible();

  const after = (await api<OrderList>('/order', { all: true })).orders.map((o) => o.order);
  expect(after.length).toBe(before + 2);
  const freshOrder = after.find((o) => o.supplier_id === fresh.id)!;
  const northernOrder = after.find((o) => o.supplier_id === northern.id)!;

  // The summary opens, closes, and survives a reload; the close button removes it.
  const summary = page.getByRole('button', { name: /^Order for Fresh Valley Produce sent at/ });
  await summary.click();
  await expect(page.getByRole('link', { name: `View order #${freshOrder.id}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Order for Northern Meats & Poultry sent at/ })).toBeVisible();
  await page.getByRole('button', { name: 'Close the summary of the order for Northern Meats & Poultry' }).click();
  await expect(page.getByRole('button', { name: /^Order for Northern Meats & Poultry sent at/ })).toHaveCount(0);

  // Both orders are on the Orders page (Today).
  await page.goto('/Orders');
  await page.getByLabel('Time range').selectOption('Today');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row', { name: /Fresh Valley Produce/ }).first()).toBeVisible();
  await expect(table.getByRole('row', { name: /Northern Meats & Poultry/ }).first()).toBeVisible();

  // The supplier's order desk got the order email with a working guest link.
  const mail = await server.mailTo(fresh.order_email, new RegExp(`^New order #${freshOrder.id} `));
  expect(mail.text).toContain('Please call on arrival');
  const link = mail.text.match(/\/update_order\?irk=[0-9a-f]+&ivrk=[0-9a-f]+/)?.[0];
  expect(link).toBeTruthy();
  const guest = await (await browser.newContext({ baseURL: server.url })).newPage();
  await guest.goto(link!);
  await expect(guest.getByRole('heading', { name: `Order #${freshOrder.id}` })).toBeVisible();
  await expect(guest.getByText('Please call on arrival')).toBeVisible();
  expect((await server.mailTo(northern.order_email, new RegExp(`^New order #${northernOrder.id} `))).subject).toContain(
    'Maple Bistro',
  );
});
