import { demoTest, expect, login } from '../fixtures.js';

/** These tests need the demo restaurants, suppliers and catalogue. */
const test = demoTest;

// Each test starts a server with the demo data set, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const OWNER = 'owner@maple.demo.test';
const PASSWORD = 'Demo1234!';
const BY_COUNT = 'Eggs, Large White 180ct';

test('eggs sold by the count are compared with eggs sold by the dozen, and the cheaper egg is best', async ({
  page,
}) => {
  await login(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Search');
  await page.getByRole('group', { name: 'Search in' }).getByText('All Items', { exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search items' }).fill('eggs');

  // Metro's 180 count case is $0.31 an egg, Northern's and Fresh Valley's 15 dozen $0.32 and $0.33: one group,
  // Metro's first and best.
  const results = page.getByRole('list', { name: 'Search results' });
  const group = results.getByRole('listitem', { name: `3 suppliers offer ${BY_COUNT}` });
  await expect(group).toBeVisible();
  await expect(group.getByText('· best $0.31 / each at Metro Foodservice')).toBeVisible();
  for (const name of [BY_COUNT, 'Large Eggs 15 dozen', 'Eggs, Large Grade A 15 DZ'])
    await expect(group.getByText(name, { exact: true })).toBeVisible();
  await expect(group.getByText(/^\$0\.3\d \/ each$/)).toHaveCount(3);
  await expect(group.getByText(/^Save \d+(\.\d)?%$/)).toBeVisible();
  await expect(group.getByText(/^\+\d+(\.\d)?%$/)).toHaveCount(2);
});
