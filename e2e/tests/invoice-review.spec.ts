import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { INVOICE_MSG, RESTAURANT_SETTINGS_MSG } from '@app/contracts';
import type { Locator, Page } from '@playwright/test';
import { demoTest, expect, login } from '../fixtures.js';

/** The demo restaurant Maple Bistro and its supplier Fresh Valley Produce. */
const test = demoTest;

// Each test starts a server with the demo data set and waits for the parser, which takes a while on a busy machine.
test.describe.configure({ timeout: 110_000 });

const PASSWORD = 'Demo1234!';
const OWNER = 'owner@maple.demo.test';

/* A small PDF with a text layer (Helvetica), written here so the test owns what its invoice says. */

type PdfText = { x: number; y: number; text: string; size?: number };

function writePdf(texts: PdfText[]): Buffer {
  const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
  const content = texts
    .map((t) => `BT /F1 ${t.size ?? 9} Tf 1 0 0 1 ${t.x} ${792 - t.y} Tm (${esc(t.text)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

type Line = [code: string, name: string, qty: string, unit: string, price: string, amount: string];

/** A Fresh Valley Produce invoice: a table of lines and a printed subtotal. */
function freshValleyInvoice(number: string, lines: Line[], subtotal: string) {
  const xs = [40, 110, 300, 350, 420, 500];
  const row = (y: number, cells: string[]) => cells.map((text, i) => ({ x: xs[i], y, text }));
  const bottom = 150 + lines.length * 16 + 10;
  const buffer = writePdf([
    { x: 40, y: 50, text: 'Fresh Valley Produce', size: 16 },
    { x: 40, y: 70, text: `Invoice ${number}` },
    { x: 40, y: 82, text: 'Invoice Date: 2024-05-02' },
    ...row(130, ['Code', 'Description', 'Qty', 'Unit', 'Price', 'Amount']),
    ...lines.flatMap((l, i) => row(150 + i * 16, l)),
    { x: 420, y: bottom, text: 'Subtotal' },
    { x: 500, y: bottom, text: subtotal },
  ]);
  return { name: `fresh-valley-${number}.pdf`, mimeType: 'application/pdf', buffer };
}

async function openInvoiceUpload(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import an invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Import an? (invoice|document)/ });
  await dialog.getByRole('button', { name: /^Upload a supplier invoice/ }).click();
  return dialog;
}

/** Uploads the file and waits until it has been read (View Results, or Done when it imported itself). */
async function upload(dialog: Locator, file: ReturnType<typeof freshValleyInvoice>, done = 'View Results') {
  await dialog.getByLabel('Invoice file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload and continue' }).click();
  await expect(dialog.getByRole('button', { name: done })).toBeVisible({ timeout: 45_000 });
}

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
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Invoices');
  const dialog = await openInvoiceUpload(page);
  // The unit price of the tomatoes is printed without its decimal point: 3 × "400" cannot be 12.00.
  await upload(
    dialog,
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
