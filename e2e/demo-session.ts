import { type DeliveryRule, nextDeliveryDay, zonedInstant } from '@app/contracts';
import { type Browser, expect, type Page } from '@playwright/test';

/** The password of every demo account (DEMO_DATA=1). */
export const DEMO_PASSWORD = 'Demo1234!';

/** Signs a demo account in over the API; returns a caller of its API paths that throws on a refusal. */
export async function demoApi(server: { url: string }, email: string) {
  const res = await fetch(`${server.url}/api/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
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

/** A new browser context signed in as a demo account through the login page. */
export async function demoPage(
  browser: Browser,
  server: { url: string },
  email: string,
  options: { width?: number; acceptDownloads?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    acceptDownloads: options.acceptDownloads,
    ...(options.width ? { viewport: { width: options.width, height: 900 } } : {}),
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/login/);
  return page;
}

type DemoItem = { item_id: number; item_price_id: number; name: string; price: string; quantity: string };
type DemoSupplier = { id: number; name: string; order_email: string; delivery_rule: DeliveryRule };

/**
 * Maple Bistro's owner sends Fresh Valley Produce an order of its first `lines` items, `quantity` of each, for
 * delivery on the next day the supplier's schedule still allows, at 10 AM on the restaurant's clock; returns it with
 * the link of the email the supplier got.
 */
export async function sendDemoOrder(
  server: { url: string; mailTo(email: string, subject?: RegExp): Promise<{ text: string }> },
  opts: { key: string; lines: number; quantity: number },
) {
  const api = await demoApi(server, 'owner@maple.demo.test');
  const { suppliers } = await api<{ suppliers: DemoSupplier[] }>('/supplier_get', {});
  const supplier = suppliers.find((s) => s.name === 'Fresh Valley Produce')!;
  const { items } = await api<{ items: DemoItem[] }>('/item_search', {
    type: 'restaurant_item',
    searchTerm: '',
    supplierId: supplier.id,
  });
  const lines = items.slice(0, opts.lines);
  const rule = supplier.delivery_rule;
  const sent = await api<{ orderId: number }>('/send_order', {
    supplierId: supplier.id,
    items: lines.map((i) => ({ item_price_id: i.item_price_id, ordered_quantity: opts.quantity })),
    address: '214 King St W, Toronto',
    phone: '4165550142',
    contactName: 'Olivia Martin',
    deliveryTime: zonedInstant(nextDeliveryDay(rule)!, 10, rule.timeZone).toISOString(),
    pickup: false,
    notes: [],
    idempotencyKey: opts.key,
  });
  const mail = await server.mailTo(supplier.order_email, new RegExp(`^New order #${sent.orderId} `));
  const link = mail.text.match(/\/update_order\?irk=[0-9a-f]+&ivrk=[0-9a-f]+/)?.[0] ?? '';
  return { id: sent.orderId, supplier, items: lines, link };
}
