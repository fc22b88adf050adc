import {
  checkDeliveryDay,
  type DeliveryRule,
  nextDeliveryDay,
  ORDER_MSG,
  orderDeadline,
  weekdayOf,
  zonedDayKey,
} from '@app/contracts';
import type { Page } from '@playwright/test';
import { apiPost, apiSignIn, cartLine, cartOf, demoTest, expect, login, type StartedServer } from '../fixtures.js';

const OWNER = 'owner@maple.demo.test';
const PASSWORD = 'Demo1234!';
const DAY_MS = 86_400_000;

type Item = { item_id: number; item_price_id: number; name: string; price: string; unit: string; quantity: string };
type Supplier = { id: number; name: string; minimum_order: string; delivery_rule: DeliveryRule };

demoTest.describe.configure({ timeout: 120_000 });

/** Maple Bistro's suppliers (with their delivery rules) and a way to read their items. */
async function mapleSuppliers(server: StartedServer) {
  const { idToken } = await apiSignIn(server, OWNER, PASSWORD);
  const api = <T>(p: string, body: unknown) => apiPost<T>(server, p, body, idToken);
  const { suppliers } = await api<{ suppliers: Supplier[] }>('/supplier_get', {});
  const named = (name: string) => suppliers.find((s) => s.name === name)!;
  const itemsOf = async (s: Supplier) =>
    (await api<{ items: Item[] }>('/item_search', { type: 'restaurant_item', searchTerm: '', supplierId: s.id })).items;
  const orderCount = async () => (await api<{ orders: unknown[] }>('/order', { all: true })).orders.length;
  return { named, itemsOf, orderCount };
}

/** Puts carts into the browser's cart storage (as adding items from search does) and opens /Cart. */
async function openCarts(page: Page, carts: { supplier: Supplier; lines: [Item, number][] }[]) {
  const storage = {
    state: {
      carts: Object.fromEntries(
        carts.map(({ supplier, lines }) => [
          supplier.id,
          cartOf(
            supplier,
            lines.map(([item, ordered]) => cartLine(supplier, item, ordered)),
            `e2e-delivery-${supplier.id}-key`,
          ),
        ]),
      ),
      sent: [],
    },
    version: 1,
  };
  await page.evaluate((value) => localStorage.setItem('cart-storage', JSON.stringify(value)), storage);
  await page.goto('/Cart');
}

const shift = (day: string, n: number) => zonedDayKey(Date.parse(`${day}T12:00:00Z`) + n * DAY_MS, 'UTC');

/** Opens the card's calendar on the month showing `day`. */
async function calendarDay(page: Page, card: ReturnType<Page['getByRole']>, day: string) {
  if (!(await page.getByRole('dialog').isVisible())) await card.getByLabel('Delivery date').click();
  const calendar = page.getByRole('dialog');
  const button = calendar.locator(`[data-day="${day}"]`);
  while (!(await button.isVisible())) await calendar.getByRole('button', { name: 'Next month' }).click();
  return button;
}

demoTest(
  'the delivery date offers the supplier delivery days only, from the next one its cutoff allows',
  async ({ page, server }) => {
    const maple = await mapleSuppliers(server);
    const fresh = maple.named('Fresh Valley Produce');
    const rule = fresh.delivery_rule;
    expect(rule).toMatchObject({ days: [1, 3, 5], cutoffHour: 14, timeZone: 'America/Toronto', outsideArea: null });
    const items = await maple.itemsOf(fresh);

    await login(page, OWNER, PASSWORD);
    await expect(page).not.toHaveURL(/login/);
    await openCarts(page, [{ supplier: fresh, lines: [[items[0]!, 20]] }]);
    const card = page.getByRole('article', { name: fresh.name });
    await expect(card).toContainText('Delivers Monday, Wednesday and Friday. Order by 2 PM the day before.');
    // The date is the next delivery day whose cutoff has not passed.
    const next = nextDeliveryDay(rule)!;
    await expect(card.getByLabel('Delivery date')).toContainText(next);

    // A Tuesday, Thursday, Saturday or Sunday after it cannot be chosen.
    let off = shift(next, 1);
    while (rule.days!.includes(weekdayOf(off))) off = shift(off, 1);
    const offButton = await calendarDay(page, card, off);
    await expect(offButton).toHaveAttribute('aria-disabled', 'true');
    await expect(offButton).toHaveAccessibleName(/\(no delivery\)$/);
    await offButton.click({ force: true });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(card.getByLabel('Delivery date')).toContainText(next);

    // The delivery day after it can.
    let later = shift(next, 1);
    while (checkDeliveryDay(rule, later)) later = shift(later, 1);
    await (await calendarDay(page, card, later)).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(card.getByLabel('Delivery date')).toContainText(later);
    await expect(card.getByText(/^No delivery on/)).toHaveCount(0);
  },
);

demoTest('the cart warns while the cutoff of the chosen day comes near', async ({ page, server }) => {
  const maple = await mapleSuppliers(server);
  const fresh = maple.named('Fresh Valley Produce');
  const rule = fresh.delivery_rule;
  // The browser's clock 1 h 20 min before the cutoff of a delivery day that has just passed.
  let day = zonedDayKey(Date.now(), rule.timeZone);
  while (!rule.days!.includes(weekdayOf(day)) || orderDeadline(rule, day)!.getTime() > Date.now()) day = shift(day, -1);
  const at = new Date(orderDeadline(rule, day)!.getTime() - 80 * 60_000);
  const items = await maple.itemsOf(fresh);

  await page.clock.setFixedTime(at);
  await login(page, OWNER, PASSWORD);
  await expect(page).not.toHaveURL(/login/);
  await openCarts(page, [{ supplier: fresh, lines: [[items[0]!, 20]] }]);
  const card = page.getByRole('article', { name: fresh.name });
  await expect(card.getByLabel('Delivery date')).toContainText(day);
  const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  await expect(card).toContainText(`Order within 1 h 20 min for delivery ${weekday}`);
});

demoTest('Send all sends every ready cart once and says which were not sent and why', async ({ page, server }) => {
  const maple = await mapleSuppliers(server);
  const [fresh, northern, ocean] = [
    maple.named('Fresh Valley Produce'),
    maple.named('Northern Meats & Poultry'),
    maple.named('Ocean Catch Seafood'),
  ];
  const pack = (i: Item) => Number(i.price) * Number(i.quantity);
  // Fresh Valley under its $150.00 minimum; Northern over its $250.00; Ocean has none.
  const cheap = (await maple.itemsOf(fresh)).find((i) => pack(i) >= 20 && pack(i) < 100)!;
  const dear = (await maple.itemsOf(northern)).filter((i) => pack(i) > 60).slice(0, 2);
  const fish = (await maple.itemsOf(ocean))[0]!;
  const before = await maple.orderCount();

  await login(page, OWNER, PASSWORD);
  await expect(page).not.toHaveURL(/login/);
  await openCarts(page, [
    { supplier: fresh, lines: [[cheap, 1]] },
    { supplier: northern, lines: dear.map((i) => [i, 3] as [Item, number]) },
    { supplier: ocean, lines: [[fish, 2]] },
  ]);
  await expect(page.getByRole('article', { name: ocean.name }).getByLabel('Delivery date')).toContainText(
    nextDeliveryDay(ocean.delivery_rule)!,
  );
  // A double click sends once.
  await page.getByRole('button', { name: 'Send all (3)' }).dblclick();
  const results = page.getByRole('region', { name: 'Send all' });
  await expect(results.getByRole('heading')).toHaveText('2 of 3 carts sent', { timeout: 20_000 });
  const rows = results.getByRole('listitem');
  await expect(rows.filter({ hasText: fresh.name })).toContainText(
    `${fresh.name}: not sent${ORDER_MSG.minimumOrder('150.00')}`,
  );
  await expect(rows.filter({ hasText: northern.name })).toContainText(`${northern.name}: sent`);
  await expect(rows.filter({ hasText: ocean.name })).toContainText(`${ocean.name}: sent`);
  expect(await maple.orderCount()).toBe(before + 2);

  // The cart that was not sent stays; the two sent ones are summaries.
  await expect(page.getByRole('article', { name: fresh.name })).toBeVisible();
  await expect(page.getByRole('article', { name: northern.name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Order for Ocean Catch Seafood sent at/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: /^Send all/ })).toHaveCount(0);
  const link = rows.filter({ hasText: northern.name }).getByRole('link', { name: /^View order #\d+$/ });
  await link.click();
  await expect(page).toHaveURL(/\/Orders\/\d+$/);
  expect(await maple.orderCount()).toBe(before + 2);
});
