import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { INVOICE_MSG, RESTAURANT_SETTINGS_MSG } from '@app/contracts';
import type { Page } from '@playwright/test';
import { demoTest, expect, login } from '../fixtures.js';
import {
  type InvoiceLine,
  openInvoiceUpload,
  signInAndUpload,
  supplierInvoice,
  uploadInvoice,
} from '../invoice-files.js';

/** The demo restaurant Maple Bistro and its supplier Fresh Valley Produce. */
const test = demoTest;

// Each test starts a server with the demo data set and waits for the parser, which takes a while on a busy machine.
test.describe.configure({ timeout: 110_000 });

const PASSWORD = 'Demo1234!';
const OWNER = 'owner@maple.demo.test';

/** A Fresh Valley Produce invoice: a table of lines and a printed subtotal. */
const freshValleyInvoice = (number: string, lines: InvoiceLine[], subtotal: string) =>
  supplierInvoice('Fresh Valley Produce', number, lines, subtotal, `fresh-valley-${number}.pdf`);

const upload = uploadInvoice;

/** A screenshot of the review at a width, kept with the test's results for a person to look at. */
async function screenshotAt(page: Page, width: number, file: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const dir = path.resolve(import.meta.dirname, '../test-results/invoice-review');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, file) });
}

test('the review shows which lines reconcile and which were repaired, and imports them all at once', async ({
  page,
}) => {
  // The unit price of the tomatoes is printed without its decimal point: 3 × "400" cannot be 12.00.
  const dialog = await signInAndUpload(
    page,
    { email: OWNER, password: PASSWORD },
    freshValleyInvoice(
      'FV-8120',
      [
        ['TOM-1', 'Roma tomatoes', '3', 'KG', '400', '12.00'],
        ['BAS-2', 'Basil bunch', '2', 'EA', '6.25', '12.50'],
      ],
      '24.50',
    ),
  );
  await dialog.getByRole('button', { name: 'View Results' }).click();

  const lines = dialog.getByRole('table', { name: /^Invoice lines/ });
  const tomatoes = lines.getByRole('row').filter({ hasText: 'Roma tomatoes' });
  const basil = lines.getByRole('row').filter({ hasText: 'Basil bunch' });
  await expect(dialog.getByRole('region', { name: 'Check of the lines' })).toContainText(
    'Lines add up to the printed subtotal $24.50',
  );
  await expect(basil.getByText('Reconciled')).toBeVisible();
  const repaired = tomatoes.getByRole('button', { name: 'Repaired' });
  await expect(repaired).toBeVisible();
  await expect(tomatoes.getByRole('button', { name: /^Price, row 1: 4\.00\./ })).toBeVisible();
  await expect(lines.getByRole('button', { name: 'Repaired' })).toHaveCount(1);
  await expect(lines.getByText('Reconciled')).toHaveCount(1);

  // A repaired line needs a look before everything imports at once.
  await expect(dialog.getByRole('button', { name: 'Import all 2 lines' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Select only lines to check' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Select row 1' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Select row 2' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Select row 2' }).check();

  // What was put right shows on focus.
  await repaired.focus();
  const repairs = dialog.getByRole('region', { name: 'Repairs of row 1' });
  await expect(repairs).toContainText('400 read as 4.00 (decimal point restored)');
  await screenshotAt(page, 1280, 'review-1280.png');
  await repairs.getByRole('button', { name: 'The repair is right' }).click();
  await page.keyboard.press('Escape');
  await expect(repairs).toBeHidden();
  await screenshotAt(page, 414, 'review-414.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Import all 2 lines' }).click();
  await expect(dialog.getByText(INVOICE_MSG.importedTitle).first()).toBeVisible();
  await expect(dialog.getByText('2 items added')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'FV-8120' });
  await expect(row).toContainText('Imported');
  await expect(row).toContainText('$24.50');
});

test('with automatic import on, an invoice whose lines all check out is imported without review', async ({ page }) => {
  await login(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Settings?tab=Restaurant');
  const setting = page.getByRole('switch', { name: RESTAURANT_SETTINGS_MSG.autoImport });
  await expect(setting).not.toBeChecked();
  await setting.click();
  await expect(page.getByText('Invoices that check out will import automatically')).toBeVisible();
  await expect(setting).toBeChecked();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices', exact: true }).click();
  const dialog = await openInvoiceUpload(page);
  await upload(
    dialog,
    freshValleyInvoice(
      'FV-8121',
      [
        ['TOM-1', 'Roma tomatoes', '3', 'KG', '4.00', '12.00'],
        ['BAS-2', 'Basil bunch', '2', 'EA', '6.25', '12.50'],
      ],
      '24.50',
    ),
    'Done',
  );
  await expect(dialog.getByText('Your invoice was imported automatically')).toBeVisible();
  await expect(dialog.getByText(/2 items added/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'View Results' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'FV-8121' });
  await expect(row).toContainText('Imported');
  await expect(row).toContainText('$24.50');
});

test('two rows of the review merge into one line, and the merge can be taken back', async ({ page }) => {
  const dialog = await signInAndUpload(
    page,
    { email: OWNER, password: PASSWORD },
    freshValleyInvoice(
      'FV-8122',
      [
        ['TOM-1', 'Roma tomatoes', '3', 'KG', '4.00', '12.00'],
        ['TOM-1', 'Roma tomatoes', '2', 'KG', '4.00', '8.00'],
        ['BAS-2', 'Basil bunch', '2', 'EA', '6.25', '12.50'],
      ],
      '32.50',
    ),
  );
  // Before anything is imported, the list shows the total printed on the invoice.
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  const listed = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: 'FV-8122' });
  await expect(listed).toContainText('$32.50');
  await expect(listed).toContainText('as printed');
  await expect(listed).toContainText('Pending');
  await screenshotAt(page, 1280, 'list-1280.png');
  await screenshotAt(page, 414, 'list-414.png');
  await page.setViewportSize({ width: 1280, height: 900 });
  await listed.getByRole('button', { name: 'View' }).click();

  const lines = dialog.getByRole('table', { name: /^Invoice lines/ });
  await expect(lines.getByRole('row')).toHaveCount(4);
  await lines.getByRole('button', { name: 'Merge row 1 with row 2' }).click();
  await expect(lines.getByRole('row')).toHaveCount(3);
  const merged = lines.getByRole('row').nth(1);
  await expect(merged.getByRole('button', { name: /^Qty, row 1: 5\b/ })).toBeVisible();
  await expect(merged.getByRole('button', { name: /^Amount, row 1: 20\.00\b/ })).toBeVisible();
  await expect(merged.getByRole('button', { name: /^Price, row 1: 4\.00\b/ })).toBeVisible();
  await expect(merged).toContainText('Edited');
  await screenshotAt(page, 1280, 'merge-1280.png');
  await screenshotAt(page, 414, 'merge-414.png');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Taken back, the two lines are as they were read; merged again, one line of 5 KG is imported.
  await merged.getByRole('button', { name: 'Undo the merge of row 1' }).click();
  await expect(lines.getByRole('row')).toHaveCount(4);
  await expect(lines.getByRole('button', { name: /^Qty, row 2: 2\b/ })).toBeVisible();
  await lines.getByRole('button', { name: 'Merge row 1 with row 2' }).click();
  await expect(lines.getByRole('button', { name: 'Merge row 2 with row 3' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Import selected items' }).click();
  await expect(dialog.getByText('2 items added')).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole('link', { name: 'Open the invoice' }).click();
  const items = page.getByRole('table', { name: 'Imported items' });
  await expect(items.getByRole('row').filter({ hasText: 'Roma tomatoes' })).toContainText('5');
  await expect(page.getByText('2 items · Total')).toBeVisible();
});
