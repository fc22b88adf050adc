import { ITEM_MSG } from '@app/contracts';
import { demoTest, expect, login } from '../fixtures.js';

/** These tests need the demo restaurants, suppliers and catalogue. */
const test = demoTest;

// Each test starts a server with the demo data set, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const OWNER = 'owner@maple.demo.test';
const PASSWORD = 'Demo1234!';
const ROMA = 'Roma Tomatoes 25 LB';

test('searching a misspelt name compares suppliers, and the item goes into the order guide and the cart', async ({
  page,
}) => {
  await login(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Search');

  const modes = page.getByRole('group', { name: 'Search in' });
  await expect(modes.getByRole('radio', { name: 'My Order Guide' })).toBeChecked();
  await modes.getByText('All Items', { exact: true }).click();
  await expect(page.getByText(ITEM_MSG.searchPrompt)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search items' }).fill('tomatoe');
  const results = page.getByRole('list', { name: 'Search results' });
  const group = results.getByRole('listitem', { name: '2 suppliers offer Tomatoes, Roma 25lb case' });
  await expect(group).toBeVisible();
  await expect(group.getByText(ROMA, { exact: true })).toBeVisible();
  await expect(group.getByText('Tomatoes, Roma 25lb case', { exact: true })).toBeVisible();
  await expect(group.getByText('Fresh Valley Produce')).toBeVisible();
  await expect(group.getByText('Metro Foodservice', { exact: true })).toBeVisible();
  // Unit prices per kg, the cheapest offer marked with its saving, the dearer one with its premium.
  await expect(group.getByText(/^\$\d+\.\d{2} \/ kg$/)).toHaveCount(2);
  await expect(group.getByText(/^Save \d+(\.\d)?%$/)).toBeVisible();
  await expect(group.getByText(/^\+\d+(\.\d)?%$/)).toBeVisible();

  // A row expands to its last orders and price history.
  await group.getByRole('button', { name: `Show details of ${ROMA}` }).click();
  const history = page.getByRole('region', { name: `Price history: ${ROMA}` });
  await expect(history).toBeVisible();
  await expect(history.getByRole('row')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: `Last ordered: ${ROMA}` })).toBeVisible();

  // Into the order guide.
  const star = page.getByRole('button', { name: `Add ${ROMA} to order guide` });
  await star.click();
  await expect(page.getByRole('button', { name: `Remove ${ROMA} from order guide` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Into the cart: the count on the cart button follows.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.getByLabel(`Quantity of ${ROMA}`).fill('2');
  await page.getByRole('button', { name: `Add ${ROMA} to cart` }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const cart = await page.evaluate(() => localStorage.getItem('cart-storage') ?? '');
  expect(cart).toContain(ROMA);

  // My Order Guide now holds it, with and without a search term, and its cache is kept locally.
  await modes.getByText('My Order Guide', { exact: true }).click();
  await expect(results.getByText(ROMA, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByText(/items? in your order guide/)).toBeVisible();
  await expect(results.getByText(ROMA, { exact: true })).toBeVisible();
  await expect(page.getByText(/^Updated (just now|\d+ min ago)$/)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('items_orderguide_cache') ?? '')).toContain(ROMA);
  await page.getByRole('button', { name: 'Refresh order guide' }).click();
  await expect(results.getByText(ROMA, { exact: true })).toBeVisible();
});

test('Add Item shows every validation message, then adds the item to the order guide', async ({ page }) => {
  await login(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Search');

  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Item' });
  await dialog.getByRole('button', { name: 'Add item', exact: true }).click();
  for (const message of [
    ITEM_MSG.supplierName,
    ITEM_MSG.name,
    ITEM_MSG.category,
    ITEM_MSG.itemCode,
    ITEM_MSG.price,
    ITEM_MSG.quantity,
    ITEM_MSG.unit,
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  const fill = async (code: string) => {
    await dialog.getByLabel('Supplier').selectOption({ label: 'Fresh Valley Produce' });
    await dialog.getByLabel('Item description').fill('Heirloom Tomatoes Mixed');
    await dialog.getByLabel('Category').selectOption('Produce');
    await dialog.getByLabel('Item code').fill(code);
    await dialog.getByLabel('Price').fill('4.25');
    await dialog.getByLabel('Pack size').fill('10');
    await dialog.getByLabel('Unit', { exact: true }).fill('LB');
  };
  await fill('E2E-HT-1');
  await expect(dialog.getByText(ITEM_MSG.unit)).toBeHidden();
  await dialog.getByRole('button', { name: 'Add item', exact: true }).click();
  await expect(dialog.getByText(ITEM_MSG.added)).toBeVisible();
  // The dialog closes by itself after 3 seconds.
  await expect(dialog).toBeHidden({ timeout: 6_000 });

  await page.getByRole('searchbox', { name: 'Search items' }).fill('heirloom');
  const row = page.getByRole('list', { name: 'Search results' }).getByText('Heirloom Tomatoes Mixed', { exact: true });
  await expect(row).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Heirloom Tomatoes Mixed from order guide' })).toBeVisible();

  // The same code again is refused, and the message shows under the item code.
  await page.getByRole('button', { name: 'Add Item' }).click();
  await fill('E2E-HT-1');
  await dialog.getByRole('button', { name: 'Add item', exact: true }).click();
  await expect(dialog.getByText(/item code exists already/)).toBeVisible();
  await expect(dialog.getByText(ITEM_MSG.added)).toBeHidden();
});

test('a word the catalogue knows is searched as typed, not as a typo of other words', async ({ page }) => {
  await login(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Search');
  await page.getByRole('group', { name: 'Search in' }).getByText('All Items', { exact: true }).click();
  const search = page.getByRole('searchbox', { name: 'Search items' });
  const results = page.getByRole('list', { name: 'Search results' });

  await search.fill('butter');
  await expect(results.getByText('Butter, Unsalted 36x1 LB', { exact: true })).toBeVisible();
  await expect(page.getByText('3 items matching “butter”')).toBeVisible();
  // Pork butt, mushroom buttons and butcher paper are not butter.
  await expect(results.getByText(/Pork Butt|Button|Butcher/)).toHaveCount(0);

  // A misspelt word still finds what it meant.
  await search.fill('buttr');
  await expect(results.getByText('Butter, Unsalted 36x1 LB', { exact: true })).toBeVisible();
});
