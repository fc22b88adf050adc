import type { Page } from '@playwright/test';
import { demoTest, expect, login } from '../fixtures.js';

/** The demo restaurants and their suppliers. */
const test = demoTest;

test.describe.configure({ timeout: 100_000 });

const PASSWORD = 'Demo1234!';
const OWNER = 'owner@maple.demo.test';
const ADDRESS = /^invoices\+[a-f0-9]{32}@127\.0\.0\.1$/;

async function openImport(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices', exact: true }).click();
  await page.getByRole('button', { name: 'Import an invoice' }).first().click();
  return page.getByRole('dialog', { name: /^Import an? (invoice|document)/ });
}

test('Settings shows the restaurant’s secret invoice address, and Rotate replaces it', async ({ page }) => {
  await login(page, OWNER, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/Settings?tab=Restaurant');
  const field = page.getByLabel('Your invoice address');
  await expect(field).toHaveValue(ADDRESS);
  const first = await field.inputValue();

  await page.getByRole('button', { name: 'Rotate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rotate the invoice address?' });
  await expect(confirm).toContainText('Mail sent to the current one will be refused');
  await confirm.getByRole('button', { name: 'Rotate' }).click();
  await expect(page.getByText('You have a new invoice address')).toBeVisible();
  await expect(field).not.toHaveValue(first);
  await expect(field).toHaveValue(ADDRESS);
  const second = await field.inputValue();

  // The upload dialog tells where to email invoices: the new address.
  const dialog = await openImport(page);
  await dialog.getByRole('button', { name: /^Upload a supplier invoice/ }).click();
  await expect(dialog.getByText(second)).toBeVisible();
  await expect(dialog.getByText(first)).toHaveCount(0);
});

test('documents are filed under one of the restaurant’s own suppliers', async ({ page }) => {
  await login(page, OWNER, PASSWORD);
  const dialog = await openImport(page);
  await dialog.getByRole('button', { name: /^Upload other document/ }).click();
  const supplier = dialog.getByRole('combobox', { name: 'Supplier' });
  await supplier.fill('Fresh');
  await dialog.getByRole('option', { name: /Fresh Valley Produce/ }).click();
  await expect(dialog.getByText('Supplier: Fresh Valley Produce')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Create new document/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('combobox', { name: 'Supplier' }).fill('zzz-no-such-supplier');
  await expect(
    dialog.getByText('None of your suppliers matches. Add the supplier on the Suppliers page first.'),
  ).toBeVisible();
});
