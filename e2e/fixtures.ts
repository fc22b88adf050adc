import { test as base, expect, type Page } from '@playwright/test';
import { type Server, startServer, stopSpare } from './server.js';

export { startServer };

/**
 * Each test gets its own server and data directory (a copy of what the app's first start left, see
 * server.ts); `page` opens relative URLs on it. `test.use({ firstStart: true })` starts it on an empty one.
 */
export const test = base.extend<{ server: Server; firstStart: boolean }, { spareServer: undefined }>({
  firstStart: [false, { option: true }],
  // The server startServer keeps ready for the worker's next test is stopped when the worker is done.
  spareServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(undefined);
      await stopSpare();
    },
    { scope: 'worker', auto: true },
  ],
  server: async ({ firstStart }, use) => {
    const server = await startServer({}, { firstStart });
    await use(server);
    await server.stop();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

/** A server started by `startServer`, as the tests of `demoTest` get it. */
export type StartedServer = Awaited<ReturnType<typeof startServer>>;

/** Like `test`, but each test's server starts with the demo data set (restaurants, suppliers, catalogues, invoices). */
export const demoTest = test.extend<{ server: StartedServer }>({
  server: async ({ firstStart }, use) => {
    const server = await startServer({ DEMO_DATA: '1' }, { firstStart });
    await use(server);
    await server.stop();
  },
});

/** Signs up and confirms an account over the API (for tests that are not about sign-up). */
export async function apiSignUp(
  server: Server,
  email: string,
  password: string,
  names = { firstName: 'Test', lastName: 'User' },
) {
  const post = (p: string, body: unknown) =>
    fetch(`${server.url}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/auth/sign_up', { email, password, ...names, phone: '4165550100' });
  return { post };
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
}

export { expect };

type MailMessage = { subject: string; text: string };

/** Every message mailed to `email` so far, newest first. */
export async function mailbox(server: Pick<Server, 'url'>, email: string): Promise<MailMessage[]> {
  const res = await fetch(`${server.url}/dev/mail.json?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: MailMessage[] }).messages;
}

/** Waits until more than `seen` messages reached `email` and returns the 6-digit code of the newest. */
export async function nextCodeFor(server: Pick<Server, 'url'>, email: string, seen: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const messages = await mailbox(server, email);
    if (messages.length > seen) {
      const code = messages[0].text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code in the newest mail to ${email}`);
      return code;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no new mail to ${email} after ${seen}`);
}

/** POSTs to the API without a session; throws with the answer's body when it fails. */
export async function apiPost<T = unknown>(
  server: Pick<Server, 'url'>,
  p: string,
  body: unknown,
  idToken?: string,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (idToken) headers.authorization = `Bearer ${idToken}`;
  const res = await fetch(`${server.url}/api${p}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /api${p} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export type RestaurantAccount = { email: string; password: string; firstName: string; restaurant: string };

/**
 * Signs up a restaurant owner over the API (sign_up, then /register with a restaurant and the registration token
 * sign-up answered) for tests that are not about registration. With `confirm` (the default) the emailed code is confirmed too, so the account can sign in.
 */
export async function apiRegisterRestaurant(
  server: Server,
  email: string,
  { password = 'Passw0rd!', confirm = true, restaurant = 'Maple Bistro', firstName = 'Rita' } = {},
): Promise<RestaurantAccount> {
  const person = { email, firstName, lastName: 'Owner', phone: '+14165550100' };
  const { registrationToken } = await apiPost<{ registrationToken: string }>(server, '/auth/sign_up', {
    ...person,
    password,
  });
  await apiPost(server, '/register', {
    ...person,
    registrationToken,
    userType: 'restaurant',
    role: ['Owner'],
    restaurant: {
      name: restaurant,
      website: '',
      region: 'Canada',
      address: '12 King St W',
      city: 'Toronto',
      stateProv: 'ON',
      postalCode: 'M5H 1A1',
    },
  });
  if (confirm) await apiPost(server, '/auth/confirm_sign_up', { email, code: await server.codeFor(email) });
  return { email, password, firstName, restaurant };
}

/** Signs in over the API and returns the tokens (e.g. to call team endpoints as that user). */
export async function apiSignIn(server: Pick<Server, 'url'>, email: string, password: string) {
  return apiPost<{ idToken: string; refreshToken: string; expiresIn: number }>(server, '/auth/sign_in', {
    email,
    password,
  });
}

/** The primary sidebar entries of a restaurant (spec 2.2). */
export const RESTAURANT_MENU = ['Dashboard', 'Cart', 'Orders', 'Suppliers', 'Invoices', 'Orderguide'] as const;

/** Checks that the signed-in restaurant frame shows every primary menu entry. */
export async function expectRestaurantMenu(page: Page): Promise<void> {
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const entry of RESTAURANT_MENU) {
    await expect(main.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
}

type CartSupplier = { id: number; name: string };

/** A line of a supplier's cart as the web app keeps it in local storage (cart-storage). */
export const cartLine = <I extends object>(supplier: CartSupplier, item: I, ordered: number) => ({
  ...item,
  supplier_id: supplier.id,
  supplier: supplier.name,
  ordered_quantity: ordered,
});

/** A supplier's cart as the web app keeps it in local storage, with no delivery details yet. */
export function cartOf(supplier: CartSupplier, lines: ReturnType<typeof cartLine>[], key: string) {
  return {
    supplierId: supplier.id,
    supplier: supplier.name,
    items: lines,
    Address: '',
    Phone: '',
    Orderby: '',
    DeliveryTime: null,
    Pickup: false,
    Notes: [],
    idempotencyKey: key,
  };
}
