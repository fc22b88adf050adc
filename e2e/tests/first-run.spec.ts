import { apiRegisterRestaurant, expect, login, test } from '../fixtures.js';

/** A new restaurant on an empty app: the dashboard's first-run checklist and the pages outside the main menu. */
test.describe.configure({ timeout: 150_000 });
test.use({ actionTimeout: 20_000 });

const EMAIL = 'rita@newbistro.e2e.test';

test('a new restaurant sees a checklist that ticks itself off after adding a supplier, and can dismiss it', async ({
  page,
  server,
}) => {
  const account = await apiRegisterRestaurant(server, EMAIL, { restaurant: 'New Bistro' });
  await login(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);

  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toBeVisible();
  await expect(checklist.getByText('0 of 4 done')).toBeVisible();
  const steps = checklist.getByRole('listitem');
  await expect(steps).toHaveText([
    /Add your suppliers \(to do\)/,
    /Upload an invoice or a price list \(to do\)/,
    /Build your order guide \(to do\)/,
    /Invite your team \(to do\)/,
  ]);
  await expect(checklist.getByRole('link', { name: 'Invite' })).toHaveAttribute('href', '/Settings?tab=Team+Members');

  // Reports and Item audit are one click away: cards on the dashboard and a "More" menu under the spec's menu.
  const shortcuts = page.getByRole('navigation', { name: 'Reports and notes' });
  await expect(shortcuts.getByRole('link', { name: /Reports/ })).toHaveAttribute('href', '/Reports');
  await expect(shortcuts.getByRole('link', { name: /Item audit/ })).toHaveAttribute('href', '/ItemAudit');
  const more = page.locator('aside').getByRole('navigation', { name: 'More' });
  await more.getByRole('link', { name: 'Item audit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Item audit' })).toBeVisible();
  await more.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();

  // The step's link leads to where it is done.
  await checklist.getByRole('link', { name: 'Add suppliers' }).click();
  await expect(page).toHaveURL(/\/Suppliers$/);
  await page.getByRole('button', { name: 'Add a supplier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Suppliers' });
  await dialog.getByRole('combobox', { name: 'Supplier name' }).fill('Lakeshore Greens');
  await dialog.getByLabel('Account number').fill('LG-100');
  await dialog.getByLabel('Minimum order ($)').fill('50');
  await dialog.getByLabel('Order cutoff').selectOption({ label: '2:00 PM' });
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: 'Monday', exact: true }) })
    .click();
  await dialog.getByRole('button', { name: 'Save and close' }).click();
  await expect(dialog).toBeHidden({ timeout: 10_000 });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(checklist.getByText('1 of 4 done')).toBeVisible();
  await expect(steps.first()).toHaveText(/Add your suppliers \(done\)/);
  await expect(steps.first().getByRole('link')).toHaveCount(0);
  await expect(steps.nth(1)).toHaveText(/\(to do\)/);

  // Dismissed, it stays away, also after signing in again.
  await checklist.getByRole('button', { name: 'Dismiss the getting-started checklist' }).click();
  await expect(checklist).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Reports and notes' })).toBeVisible();
  await expect(checklist).toHaveCount(0);
});
