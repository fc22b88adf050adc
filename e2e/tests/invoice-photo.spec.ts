import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { INVOICE_MSG } from '@app/contracts';
import type { Browser, Locator, Page } from '@playwright/test';
import { demoTest, expect, login } from '../fixtures.js';

/** The demo restaurant Maple Bistro and its supplier Fresh Valley Produce. */
const test = demoTest;

// Each test starts a server with the demo data set and waits for the photo to be read, which takes a while.
test.describe.configure({ timeout: 150_000 });

const PASSWORD = 'Demo1234!';
const OWNER = 'owner@maple.demo.test';

type Line = [code: string, name: string, qty: string, unit: string, price: string, amount: string];

/** Where a line stands on the photo, as fractions of its width and height. */
type Place = { x0: number; y0: number; x1: number; y1: number };

/**
 * A phone photo of a printed Fresh Valley Produce invoice: the sheet lies slightly turned on a desk, lit unevenly,
 * and is photographed from above (a JPEG of the page drawn in the browser), out of focus by `blur` pixels. Returns
 * the file and where each line is.
 */
async function photographInvoice(browser: Browser, title: string, lines: Line[], subtotal: string | null, blur = 0) {
  const camera = await browser.newPage({ viewport: { width: 900, height: 1200 }, deviceScaleFactor: 1.4 });
  const cell = (text: string, right = false) =>
    `<td style="padding:7px 10px;${right ? 'text-align:right' : ''}">${text}</td>`;
  await camera.setContent(`<!doctype html>
    <body style="margin:0;height:1200px;background:radial-gradient(circle at 30% 20%,#8a7560,#4d3d2e);overflow:hidden">
      <div id="sheet" style="position:absolute;left:60px;top:70px;width:780px;height:1040px;background:#fbfaf6;
        transform:rotate(-1.2deg);box-shadow:0 12px 40px rgba(0,0,0,.45);font-family:'DejaVu Sans',Arial,sans-serif;
        filter:blur(${blur}px);
        color:#1d1d1f;padding:48px 44px;box-sizing:border-box">
        <div style="font-size:34px;font-weight:bold">Fresh Valley Produce</div>
        <div style="font-size:18px;margin-top:6px">12 Orchard Road, Guelph ON</div>
        <div style="font-size:20px;margin-top:26px">${title}</div>
        <div style="font-size:20px;margin-top:4px">Invoice Date: 2024-05-02</div>
        <table style="margin-top:40px;border-collapse:collapse;font-size:21px;width:100%">
          <tr style="font-weight:bold">${['Code', 'Description', 'Qty', 'Unit', 'Price', 'Amount']
            .map((h, i) => cell(h, i >= 4))
            .join('')}</tr>
          ${lines.map((l) => `<tr class="line">${l.map((v, i) => cell(v, i >= 4)).join('')}</tr>`).join('')}
        </table>
        ${
          subtotal
            ? `<div style="margin-top:28px;font-size:21px;text-align:right;padding-right:10px">Subtotal&nbsp;&nbsp;&nbsp;${subtotal}</div>`
            : ''
        }
      </div>
      <div style="position:absolute;inset:0;background:linear-gradient(115deg,rgba(255,255,255,.10),rgba(0,0,0,.16))"></div>
    </body>`);
  const places: Place[] = await camera.$$eval('tr.line', (rows) =>
    rows.map((r) => {
      const b = r.getBoundingClientRect();
      return { x0: b.left / 900, y0: b.top / 1200, x1: b.right / 900, y1: b.bottom / 1200 };
    }),
  );
  const buffer = await camera.screenshot({ type: 'jpeg', quality: 82 });
  await camera.close();
  expect(buffer.length).toBeLessThan(300 * 1024);
  return { buffer, places };
}

async function openInvoiceUpload(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import an invoice' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Import an? (invoice|document)/ });
  await dialog.getByRole('button', { name: /^Upload a supplier invoice/ }).click();
  return dialog;
}

/** A screenshot of the review at a width, kept with the test's results for a person to look at. */
async function screenshotAt(page: Page, width: number, file: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const dir = path.resolve(import.meta.dirname, '../test-results/invoice-photo');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, file) });
}

/** The outline's place on the page image, as fractions of the image. */
async function outlineOn(panel: Locator): Promise<Place> {
  const image = await panel.getByRole('img', { name: /^Page \d+ of the invoice/ }).boundingBox();
  const outline = await panel.locator('[data-row-outline]').boundingBox();
  if (!image || !outline) throw new Error('no outline on the page');
  return {
    x0: (outline.x - image.x) / image.width,
    y0: (outline.y - image.y) / image.height,
    x1: (outline.x + outline.width - image.x) / image.width,
    y1: (outline.y + outline.height - image.y) / image.height,
  };
}

/**
 * The outline stands on the line as photographed: it overlaps the line, its middle nearer the line's middle than a
 * neighbouring line's would be (the page found in a photo is straightened to within a few pixels), and it is about
 * the line's height.
 */
function expectAround(outline: Place, line: Place) {
  const height = line.y1 - line.y0;
  expect(Math.min(outline.y1, line.y1)).toBeGreaterThan(Math.max(outline.y0, line.y0));
  expect(Math.abs((outline.y0 + outline.y1) / 2 - (line.y0 + line.y1) / 2)).toBeLessThan(0.75 * height);
  expect(outline.y1 - outline.y0).toBeLessThan(1.5 * (line.y1 - line.y0));
  expect(outline.x0).toBeLessThan(line.x0 + 0.2);
  expect(outline.x1).toBeGreaterThan(line.x1 - 0.35);
}

const LINES: Line[] = [
  ['TOM-1', 'Roma tomatoes', '3', 'KG', '4.00', '12.00'],
  ['BAS-2', 'Basil bunch', '2', 'EA', '6.25', '12.50'],
  ['LEM-3', 'Lemons', '5', 'KG', '3.10', '15.50'],
];

test('a phone photo of an invoice shows beside its lines; the chosen line is outlined on it; the lines import', async ({
  page,
  browser,
}) => {
  const photo = await photographInvoice(browser, 'Invoice FV-8130', LINES, '40.00');
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Invoices');
  const dialog = await openInvoiceUpload(page);
  const input = dialog.getByLabel('Invoice file');
  await expect(input).toHaveAttribute('accept', /image\/\*/);
  await input.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo.buffer });
  await dialog.getByRole('button', { name: 'Upload and continue' }).click();
  await expect(dialog.getByRole('button', { name: 'View Results' })).toBeVisible({ timeout: 90_000 });
  await dialog.getByRole('button', { name: 'View Results' }).click();

  const panel = dialog.getByRole('region', { name: 'Invoice document' });
  const image = panel.getByRole('img', { name: 'Page 1 of the invoice' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(panel.getByText('Choose a row to see where it is on the invoice.')).toBeVisible();
  // A sharp photo whose lines check out needs no advice on taking it again.
  await expect(dialog.getByRole('region', { name: 'Photo quality' })).toHaveCount(0);

  const lines = dialog.getByRole('table', { name: /^Invoice lines/ });
  const basil = lines.getByRole('row').filter({ hasText: /Basil/ });
  await expect(basil).toHaveCount(1);
  // Chosen with a click: outlined on the photo where it was printed.
  await basil.getByText(/Basil/).click();
  await expect(panel.getByText(/^Row \d is outlined on this page\.$/)).toBeVisible();
  expectAround(await outlineOn(panel), photo.places[1]);
  // Chosen from the keyboard: focus on its tick moves the outline.
  await lines
    .getByRole('row')
    .filter({ hasText: /Lemons/ })
    .getByRole('checkbox')
    .focus();
  await expect.poll(async () => (await outlineOn(panel)).y0).toBeGreaterThan(photo.places[1].y1 - 0.01);
  expectAround(await outlineOn(panel), photo.places[2]);

  // Zoom: in with the button, then fitted again from the keyboard.
  await panel.getByRole('button', { name: 'Zoom in' }).click();
  await expect(panel.getByText('125%')).toBeVisible();
  const widthZoomed = (await image.boundingBox())?.width ?? 0;
  await panel.getByRole('region', { name: /^Page 1, zoom/ }).press('0');
  await expect(panel.getByText('100%')).toBeVisible();
  expect((await image.boundingBox())?.width ?? 0).toBeLessThan(widthZoomed);
  expectAround(await outlineOn(panel), photo.places[2]);

  await screenshotAt(page, 1280, 'review-1280.png');
  await screenshotAt(page, 414, 'review-414.png');
  // On a phone the photo stands above the lines and folds away.
  const toggle = panel.getByRole('button', { name: 'The invoice' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panelBox = await panel.boundingBox();
  const tableBox = await lines.boundingBox();
  expect(panelBox && tableBox && panelBox.y < tableBox.y).toBe(true);
  await toggle.click();
  await expect(image).toBeHidden();
  await screenshotAt(page, 414, 'review-414-folded.png');
  await toggle.click();
  await expect(image).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Import selected items' }).click();
  await expect(dialog.getByText(INVOICE_MSG.importedTitle).first()).toBeVisible({ timeout: 15_000 });
});

test('a photo too blurred to read asks for a better picture and says how to take it', async ({ page, browser }) => {
  const photo = await photographInvoice(browser, 'Invoice FV-8132', LINES, '40.00', 4);
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, OWNER, PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Invoices');
  const dialog = await openInvoiceUpload(page);
  await dialog
    .getByLabel('Invoice file')
    .setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo.buffer });
  await dialog.getByRole('button', { name: 'Upload and continue' }).click();
  await expect(dialog.getByRole('button', { name: 'View Results' })).toBeVisible({ timeout: 90_000 });
  await dialog.getByRole('button', { name: 'View Results' }).click();
  const advice = dialog.getByRole('region', { name: 'Photo quality' });
  await expect(advice).toBeVisible();
  await expect(advice).toContainText('This photo or scan was hard to read');
  await expect(advice).toContainText('the whole page, flat, filling most of the picture');
  await screenshotAt(page, 1280, 'blurred-1280.png');
  await screenshotAt(page, 414, 'blurred-414.png');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 414, height: 900 } });

  test('photos taken one page at a time are the pages of one invoice', async ({ page, browser }) => {
    const first = await photographInvoice(browser, 'Invoice FV-8131 (page 1 of 2)', LINES.slice(0, 2), null);
    const second = await photographInvoice(
      browser,
      'Invoice FV-8131 (page 2 of 2)',
      [['ONI-4', 'Yellow onions', '4', 'KG', '2.20', '8.80']],
      '33.30',
    );
    await login(page, OWNER, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/Invoices');
    const dialog = await openInvoiceUpload(page);
    // The camera: one page, then the next.
    const camera = dialog.getByLabel('Photo of a page');
    await expect(camera).toHaveAttribute('capture', 'environment');
    await expect(camera).toHaveAttribute('accept', 'image/*');
    await expect(dialog.getByRole('button', { name: 'Take a photo' })).toBeVisible();
    await camera.setInputFiles({ name: 'image.jpg', mimeType: 'image/jpeg', buffer: first.buffer });
    await expect(dialog.getByRole('button', { name: 'Take a photo of the next page' })).toBeVisible();
    await camera.setInputFiles({ name: 'image.jpg', mimeType: 'image/jpeg', buffer: second.buffer });
    const pages = dialog.getByRole('list', { name: 'Pages' });
    await expect(pages.getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByText('2 photos: the pages of one invoice')).toBeVisible();
    await screenshotAt(page, 414, 'photos-chosen-414.png');
    await dialog.getByRole('button', { name: 'Upload and continue' }).click();
    await expect(dialog.getByRole('button', { name: 'View Results' })).toBeVisible({ timeout: 120_000 });
    await dialog.getByRole('button', { name: 'View Results' }).click();

    const panel = dialog.getByRole('region', { name: 'Invoice document' });
    await expect(panel.getByText('Page 1 of 2')).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Page 1 of the invoice' })).toBeVisible();
    await panel.getByRole('button', { name: 'Next page' }).click();
    await expect(panel.getByRole('img', { name: 'Page 2 of the invoice' })).toBeVisible();
    await panel.getByRole('button', { name: 'Previous page' }).click();
    await expect(panel.getByText('Page 1 of 2')).toBeVisible();
    // The second photo's line, in the table read from it (the grid turns the panel to that table's page).
    const tables = dialog.getByRole('navigation', { name: 'Tables' });
    if (await tables.isVisible()) {
      await tables.getByRole('button', { name: 'Next' }).click();
      await expect(panel.getByText('Page 2 of 2')).toBeVisible();
      await panel.getByRole('button', { name: 'Previous page' }).click();
    }
    // Choosing it turns the panel to its page.
    const onions = dialog
      .getByRole('table', { name: /^Invoice lines/ })
      .getByRole('row')
      .filter({ hasText: /onions/i });
    await onions.getByText(/onions/i).click();
    await expect(panel.getByText('Page 2 of 2')).toBeVisible();
    await expect(panel.getByRole('img', { name: 'Page 2 of the invoice' })).toBeVisible();
    await expect(panel.getByText(/is outlined on this page\.$/)).toBeVisible();
    // Above the lines: back up to the photo, where the line is in view.
    await panel.scrollIntoViewIfNeeded();
    await expect(panel.locator('[data-row-outline]')).toBeInViewport();
    expectAround(await outlineOn(panel), second.places[0]);
    await screenshotAt(page, 414, 'photos-414.png');
  });
});
