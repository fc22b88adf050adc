import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { INVOICE_MSG } from '@app/contracts';
import type { Page } from '@playwright/test';
import { demoTest, expect } from '../fixtures.js';
import { signInAndUpload, supplierInvoice } from '../invoice-files.js';

/** The demo restaurant Maple Bistro, which has never bought from Sunny Acres Farm. */
const test = demoTest;

// Each test starts a server with the demo data set and waits for the parser, which takes a while on a busy machine.
test.describe.configure({ timeout: 110_000 });

const shots = path.resolve(import.meta.dirname, '../test-results/invoice-new-supplier');

async function screenshotAt(page: Page, width: number, file: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, file) });
}

test('an invoice from a new supplier is imported in one step, adding the supplier', async ({ page }) => {
  // Waiting for the invoice to be read is not an error: nothing of it lands in the console.
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  const dialog = await signInAndUpload(
    page,
    { email: 'owner@maple.demo.test', password: 'Demo1234!' },
    supplierInvoice(
      'Sunny Acres Farm',
      'SA-3301',
      [
        ['HT-1', 'Heirloom tomatoes', '2', 'CS', '18.50', '37.00'],
        ['MG-4', 'Microgreens mix', '3', 'EA', '6.00', '18.00'],
      ],
      '55.00',
    ),
  );
  await dialog.getByRole('button', { name: 'View Results' }).click();
  expect(consoleErrors).toEqual([]);

  const supplier = dialog.getByRole('region', { name: 'Supplier' });
  // The name printed at the head of the invoice is offered: nothing needs typing.
  await expect(supplier).toContainText('The supplier Sunny Acres Farm is not known yet');
  await expect(supplier.getByRole('combobox', { name: 'Search existing suppliers' })).toHaveValue('Sunny Acres Farm');
  await supplier.getByRole('button', { name: 'Use this as the supplier Name' }).click();
  await expect(supplier).toContainText('New supplier: importing adds Sunny Acres Farm to your suppliers.');
  // The account details are optional; the account number is given here, the rest is left for later.
  await supplier.getByText('Account details (optional)').click();
  await supplier.getByLabel('Account number').fill('SA-100');
  await screenshotAt(page, 1280, 'review-1280.png');
  await screenshotAt(page, 414, 'review-414.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Import selected items' }).click();
  await expect(dialog.getByText(INVOICE_MSG.needSupplier)).toHaveCount(0);
  await expect(dialog.getByText(INVOICE_MSG.importedTitle).first()).toBeVisible();
  await expect(dialog.getByText('2 items added from Sunny Acres Farm, one of your suppliers.')).toBeVisible({
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'SA-3301' });
  await expect(row).toContainText('Sunny Acres Farm');
  await expect(row).toContainText('Imported');
  await expect(row).toContainText('$55.00');

  // The supplier is now one of the restaurant's, with the account number given at the import.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Suppliers', exact: true }).click();
  const listed = page.getByRole('row').filter({ hasText: 'Sunny Acres Farm' });
  await expect(listed).toContainText('SA-100');
});
