import type { Locator, Page } from '@playwright/test';
import { expect, login } from './fixtures.js';

/* Small PDFs with a text layer (Helvetica), written by the tests so each owns what its invoice says. */

export type PdfText = { x: number; y: number; text: string; size?: number };

/** A one-page PDF of these texts; `encrypt` adds a standard security handler (it opens only with a password). */
export function writePdf(texts: PdfText[], { encrypt = false } = {}): Buffer {
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
  if (encrypt) objects.push(`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`);
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  const trailerExtra = encrypt ? ` /Encrypt ${objects.length} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]` : '';
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export type InvoiceLine = [code: string, name: string, qty: string, unit: string, price: string, amount: string];
export type InvoiceFile = { name: string; mimeType: string; buffer: Buffer };

/** A supplier's invoice: its name at the top, a table of lines and a printed subtotal. */
export function supplierInvoice(
  supplier: string,
  number: string,
  lines: InvoiceLine[],
  subtotal: string,
  fileName = `${supplier.toLowerCase().replace(/\W+/g, '-')}-${number}.pdf`,
): InvoiceFile {
  const xs = [40, 110, 300, 350, 420, 500];
  // An empty cell prints nothing (a name continued on the next line has no figures).
  const row = (y: number, cells: string[]) => cells.flatMap((text, i) => (text ? [{ x: xs[i], y, text }] : []));
  const bottom = 150 + lines.length * 16 + 10;
  const buffer = writePdf([
    { x: 40, y: 50, text: supplier, size: 16 },
    { x: 40, y: 70, text: `Invoice ${number}` },
    { x: 40, y: 82, text: 'Invoice Date: 2024-05-02' },
    ...row(130, ['Code', 'Description', 'Qty', 'Unit', 'Price', 'Amount']),
    ...lines.flatMap((l, i) => row(150 + i * 16, l)),
    { x: 420, y: bottom, text: 'Subtotal' },
    { x: 500, y: bottom, text: subtotal },
  ]);
  return { name: fileName, mimeType: 'application/pdf', buffer };
}

/** Opens 'Import an invoice' on /Invoices and chooses a supplier invoice. */
export async function openInvoiceUpload(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import an invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Import an? (invoice|document)/ });
  await dialog.getByRole('button', { name: /^Upload a supplier invoice/ }).click();
  return dialog;
}

/** Uploads the file and waits until it has been read (View Results, or Done when it imported itself). */
export async function uploadInvoice(dialog: Locator, file: InvoiceFile, done = 'View Results'): Promise<void> {
  await dialog.getByLabel('Invoice file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload and continue' }).click();
  await expect(dialog.getByRole('button', { name: done })).toBeVisible({ timeout: 45_000 });
}

/** Signs in at 1280 px, opens Invoices and uploads the file; the dialog, once the file has been read. */
export async function signInAndUpload(
  page: Page,
  account: { email: string; password: string },
  file: InvoiceFile,
): Promise<Locator> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Invoices');
  const dialog = await openInvoiceUpload(page);
  await uploadInvoice(dialog, file);
  return dialog;
}
