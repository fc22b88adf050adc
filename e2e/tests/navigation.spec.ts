import { SPA_ROUTES, type UserType } from '@app/contracts';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { demoTest, expect, login } from '../fixtures.js';

/** The demo accounts of every user type. */
const test = demoTest;

// Each test visits every screen of a user type at two widths with an accessibility scan: minutes on a busy 2-core machine.
test.describe.configure({ timeout: 420_000 });
test.use({ actionTimeout: 20_000 });

const PASSWORD = 'Demo1234!';
const WIDTHS = [1280, 414] as const;

type Entry = readonly [label: string, path: string];
/** Spec 2.1 / 2.2: the primary menu of each user type, in order, and the secondary menu everybody has. */
const PRIMARY: Record<UserType, readonly Entry[]> = {
  restaurant: [
    ['Dashboard', '/'],
    ['Cart', '/Cart'],
    ['Orders', '/Orders'],
    ['Suppliers', '/Suppliers'],
    ['Invoices', '/Invoices'],
    ['Orderguide', '/Search'],
  ],
  admin: [
    ['Dashboard', '/'],
    ['Pending invoices', '/Invoices'],
    ['All Orders', '/AllOrders'],
    ['Orderguides', '/Orderguides'],
  ],
  supplier: [
    ['Dashboard', '/'],
    ['Items', '/Items'],
    ['Orders', '/OrderStatus'],
    ['Customers', '/MyCustomers'],
    ['Reports', '/Reports'],
    ['Orderguide', '/Search'],
  ],
  person: [],
};
/** Pages the primary menus leave out, under them as "More". */
const MORE: Record<UserType, readonly Entry[]> = {
  restaurant: [
    ['Reports', '/Reports'],
    ['Item audit', '/ItemAudit'],
  ],
  admin: [['Help inbox', '/FeedbackInbox']],
  supplier: [],
  person: [],
};
const SECONDARY: readonly Entry[] = [
  ['Settings', '/Settings'],
  ['Help', '/Feedback'],
  ['Privacy', '/Privacy'],
  ['Logout', '/logout'],
];

/** The main screens of each type with the heading each shows. */
const SCREENS: Record<UserType, readonly Entry[]> = {
  restaurant: [
    ['Dashboard', '/'],
    ['Suppliers', '/Suppliers'],
    ['Orderguide', '/Search'],
    ['Cart', '/Cart'],
    ['Orders', '/Orders'],
    ['Reports', '/Reports'],
    ['Item audit', '/ItemAudit'],
    ['Help', '/Feedback'],
    ['Settings', '/Settings'],
  ],
  supplier: [
    ['Dashboard', '/'],
    ['Items', '/Items'],
    ['Customers', '/MyCustomers'],
    ['Orders', '/OrderStatus'],
    ['Reports', '/Reports'],
    ['Orderguide', '/Search'],
    ['Settings', '/Settings'],
  ],
  admin: [
    ['Dashboard', '/'],
    ['Pending invoices', '/Invoices'],
    ['All Orders', '/AllOrders'],
    ['Orderguides', '/Orderguides'],
    ['Orderguide', '/Search'],
    ['Cart', '/Cart'],
    ['Help inbox', '/FeedbackInbox'],
    ['Settings', '/Settings'],
  ],
  person: [['Settings', '/Settings']],
};

const ACCOUNTS: Record<UserType, string> = {
  restaurant: 'owner@maple.demo.test',
  supplier: 'sales@freshvalley.demo.test',
  admin: 'admin@demo.test',
  person: 'person@demo.test',
};

/** A concrete path for a route of the table ('/Orders/:id' → '/Orders/1'). */
const concrete = (route: string) => route.replace(/:\w+/g, '1');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const home = (type: UserType) => (type === 'person' ? '/Settings' : '/');

/** Routes of the table that a signed-in user of `type` may not open. */
function forbiddenFor(type: UserType): string[] {
  return Object.entries(SPA_ROUTES)
    .filter(([, audience]) => Array.isArray(audience) && !audience.includes(type))
    .map(([route]) => route);
}

/** Waits until the page shows its heading and has nothing left loading. */
async function expectLoaded(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Searching)/ })).toHaveCount(0);
}

/** No serious or critical axe violations, and nothing wider than the window. */
async function expectAccessibleAndFitting(page: Page, what: string) {
  // Colours are measured as they are once a change of state has faded in: a button enabled when its data arrived is
  // still grey for the 150 ms of its colour transition, which no one reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad, `axe on ${what}`).toEqual([]);
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.scrollingElement?.scrollWidth ?? 0,
    window.innerWidth,
  ]);
  expect(scrollWidth, `horizontal scroll on ${what}`).toBeLessThanOrEqual(innerWidth);
}

/** The sidebar (a drawer under 640 px) shows exactly the type's entries, in the spec's order, and its More entries. */
async function expectMenu(page: Page, type: UserType) {
  const narrow = (page.viewportSize()?.width ?? 1280) < 640;
  let scope = page.locator('aside');
  if (narrow) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    scope = page.getByRole('dialog', { name: 'Menu' });
    await expect(scope).toBeVisible();
  }
  const main = scope.getByRole('navigation', { name: 'Main' });
  if (PRIMARY[type].length === 0) await expect(main).toHaveCount(0);
  else await expectLinks(main.getByRole('link'), PRIMARY[type]);
  const more = scope.getByRole('navigation', { name: 'More' });
  if (MORE[type].length === 0) await expect(more).toHaveCount(0);
  else await expectLinks(more.getByRole('link'), MORE[type]);
  await expectLinks(scope.getByRole('navigation', { name: 'Account' }).getByRole('link'), SECONDARY);
  if (narrow) {
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(scope).toBeHidden();
  }
}

async function expectLinks(links: ReturnType<Page['getByRole']>, entries: readonly Entry[]) {
  await expect(links).toHaveText(entries.map(([label]) => label));
  for (const [i, [, path]] of entries.entries()) await expect(links.nth(i)).toHaveAttribute('href', path);
}

/** Menu, main screens (axe and width at 1280 and 414 px), and the redirects of the route table for one type. */
async function checkUserType(page: Page, type: UserType) {
  await login(page, ACCOUNTS[type], PASSWORD);
  await expect.poll(() => pathOf(page)).toBe(home(type));

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectMenu(page, type);
    for (const [heading, path] of SCREENS[type]) {
      await page.goto(path);
      await expectLoaded(page, heading);
      expect(pathOf(page)).toBe(path);
      await expectAccessibleAndFitting(page, `${path} as ${type} at ${width} px`);
    }
  }

  // A route outside the type's audience goes home; so do /login and unknown paths.
  for (const route of [...forbiddenFor(type), '/login', '/no-such-page']) {
    await page.goto(concrete(route));
    await expect.poll(() => pathOf(page), `${route} as ${type}`).toBe(home(type));
  }
  await expectLoaded(page, type === 'person' ? 'Settings' : 'Dashboard');
}

test('signed-out visitors go to /login from every signed-in route; login and register are accessible and fit', async ({
  page,
}) => {
  const protectedRoutes = Object.entries(SPA_ROUTES)
    .filter(([, audience]) => Array.isArray(audience))
    .map(([route]) => route);
  expect(protectedRoutes).toContain('/Suppliers');
  for (const route of [...protectedRoutes, '/no-such-page']) {
    await page.goto(concrete(route));
    await expect.poll(() => pathOf(page), route).toBe('/login');
  }
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expectLoaded(page, 'Sign in');
    await expectAccessibleAndFitting(page, `/login at ${width} px`);
    await page.goto('/register');
    await expectLoaded(page, 'Create an account');
    await expectAccessibleAndFitting(page, `/register at ${width} px`);
  }

  // Signing in from a page that sent the visitor to /login returns there.
  await page.goto('/Suppliers');
  await expect.poll(() => pathOf(page)).toBe('/login');
  await page.getByLabel('Email').fill(ACCOUNTS.restaurant);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => pathOf(page)).toBe('/Suppliers');
  await expectLoaded(page, 'Suppliers');

  // A person user has only Settings.
  await page.goto('/logout');
  await expect.poll(() => pathOf(page)).toBe('/login');
  await checkUserType(page, 'person');
});

for (const type of ['restaurant', 'supplier', 'admin'] as const) {
  test(`${type}: the menu is the spec's, main screens are accessible and fit at 1280 and 414 px, other routes go home`, async ({
    page,
  }) => {
    await checkUserType(page, type);
  });
}
