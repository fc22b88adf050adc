import { demoTest, expect, login } from '../fixtures.js';

/** These tests need the demo suppliers, their catalogues and the restaurants connected to them. */
const test = demoTest;

test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'Demo1234!';
const SUPPLIER = 'sales@freshvalley.demo.test';
const OWNER = 'owner@maple.demo.test';
const NEW_ITEM = 'Dragon Fruit Red 12 CT';

const CSV = [
  'SKU,Description,UOM,Pack,Unit Price,Category',
  `FV-E2E-1,${NEW_ITEM},CS,12 CT,41.25,Produce`,
  'FV-1021,Roma Tomatoes 25 LB,CS,25 LB,33.10,Produce',
  // A decimal point slipped: ten times the price.
  'FV-1022,"Onions, Yellow Jumbo 50 LB",BAG,50 LB,287.50,Produce',
  'FV-E2E-2,Star Fruit,CS,,n/a,Produce',
].join('\n');

test('a supplier imports a CSV through the review dialog, and a connected restaurant finds the new item', async ({
  page,
  browser,
  server,
}) => {
  await login(page, SUPPLIER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Items');
  const table = page.getByRole('table', { name: 'Items' });
  await expect(table.getByRole('row', { name: /Roma Tomatoes 25 LB/ })).toBeVisible();

  // The dialog opens from the keyboard with the file box focused, and offers the template.
  await page.getByRole('button', { name: 'Import', exact: true }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import items' });
  await expect(dialog).toBeVisible();
  const fileInput = dialog.getByLabel('Catalogue file');
  await expect(fileInput).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Download template' })).toHaveAttribute(
    'download',
    'catalogue-template.csv',
  );

  // A file of another kind is refused before anything is sent.
  await fileInput.setInputFiles({ name: 'prices.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(dialog.getByText('Choose a .csv or .xlsx file')).toBeVisible();

  await fileInput.setInputFiles({ name: 'prices.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await dialog.getByRole('button', { name: 'Review file' }).press('Enter');

  // The review: counts, each row's status, the bad row's problem highlighted.
  const summary = dialog.getByRole('status', { name: 'Import summary' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('1 new item');
  await expect(summary).toContainText('2 updated items');
  await expect(summary).toContainText('1 with errors');
  const rows = dialog.getByRole('table', { name: 'Rows of the file' });
  const bad = rows.getByRole('row', { name: /Star Fruit/ });
  await expect(bad).toHaveAttribute('data-status', 'error');
  await expect(bad).toContainText('The price "n/a" is not a number');
  await expect(bad.getByRole('checkbox')).toBeDisabled();
  const tomatoes = rows.getByRole('row', { name: /Roma Tomatoes 25 LB/ });
  await expect(tomatoes).toContainText('Changes price');
  // An update shows the price it replaces; one that moves by more than half is flagged.
  await expect(tomatoes).toContainText(/\$32\.50\W+to \$33\.10/);
  await expect(tomatoes).toContainText('+2 %');
  await expect(tomatoes).not.toContainText('check it');
  const onions = rows.getByRole('row', { name: /Onions, Yellow Jumbo/ });
  await expect(onions).toContainText(/\$28\.75\W+to \$287\.50/);
  await expect(onions).toContainText('Price changes by more than 50 % (+900 %): check it');
  await expect(dialog.getByRole('status').filter({ hasText: '1 price changes by more than 50 %' })).toBeVisible();
  await page.screenshot({ path: 'test-results/supplier-items/review-1280.png' });
  await page.setViewportSize({ width: 414, height: 900 });
  await page.screenshot({ path: 'test-results/supplier-items/review-414.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await onions.getByRole('checkbox').uncheck();
  await expect(rows.getByRole('row', { name: new RegExp(NEW_ITEM) })).toContainText('New');

  await dialog.getByRole('button', { name: 'Import 2 items' }).press('Enter');
  await expect(page.getByText('2 items imported')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The catalogue refreshes with the new item and the new price.
  await page.getByRole('searchbox', { name: 'Search items' }).fill('dragon');
  const row = table.getByRole('row', { name: new RegExp(NEW_ITEM) });
  await expect(row).toContainText('FV-E2E-1');
  await expect(row).toContainText('$41.25');
  await page.getByRole('searchbox', { name: 'Search items' }).fill('roma');
  await expect(table.getByRole('row', { name: /Roma Tomatoes 25 LB/ })).toContainText('$33.10');
  await expect(table.getByRole('row', { name: /Star Fruit/ })).toHaveCount(0);

  // Maple Bistro buys from Fresh Valley: its search finds the imported item.
  const restaurant = await (await browser.newContext({ baseURL: server.url })).newPage();
  await login(restaurant, OWNER, PASSWORD);
  await expect(restaurant).toHaveURL(/\/$/);
  await restaurant.goto('/Search');
  await restaurant.getByRole('group', { name: 'Search in' }).getByText('All Items', { exact: true }).click();
  await restaurant.getByRole('searchbox', { name: 'Search items' }).fill('dragon fruit');
  const results = restaurant.getByRole('list', { name: 'Search results' });
  await expect(results.getByText(NEW_ITEM, { exact: true })).toBeVisible();
  await expect(results.getByText('Fresh Valley Produce').first()).toBeVisible();
});
