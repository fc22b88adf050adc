/**
 * One page of an uploaded invoice or document as an image for display beside its review: a photo upright after its
 * EXIF orientation, a PDF page rendered, either at most PAGE_IMAGE_MAX_SIDE pixels on its long side, as JPEG. The
 * image is made once and kept beside the upload; the caller gets a short-lived link to it. Spreadsheets have no
 * pages to show.
 */
import type { InvoicePage, invoicePageBody } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { extensionOf } from '../../lib/file-type.js';
import { signedFileUrl } from '../../lib/signed-url.js';
import { ownInvoice } from './access.js';

export const PAGE_IMAGE_MAX_SIDE = 2000;
const JPEG_QUALITY = 82;
/** The parser's cap on a document's pixels: a page image is never made of a larger picture. */
const MAX_INPUT_PIXELS = 40_000_000;
const RENDER_TIMEOUT_MS = 30_000;

const NO_PAGES = 'This file is a spreadsheet: it has no pages to show.';
const pageKey = (fullKey: string, page: number) => `${fullKey}.page-${page}.jpg`;
const countKey = (fullKey: string) => `${fullKey}.pages.json`;

export function pageOutOfRange(page: number, pages: number): string {
  return pages === 1
    ? `Page ${page} does not exist: this document has 1 page.`
    : `Page ${page} does not exist: this document has ${pages} pages (1 to ${pages}).`;
}

export async function invoicePageImage(
  ctx: AppContext,
  p: Principal,
  b: z.infer<typeof invoicePageBody>,
): Promise<InvoicePage> {
  const inv = await ownInvoice(ctx, p, b.invoiceId);
  const { key, pages } = await pageImage(ctx, inv.full_key, b.page);
  return { url: signedFileUrl(ctx.config.jwtSecret, key), page: b.page, pages };
}

/**
 * Makes the first page's image of a stored upload ahead of its review (after parsing), so it shows at once; a file
 * without pages, or one that cannot be drawn, is left for the review to report.
 */
export async function preparePageImage(ctx: AppContext, fullKey: string): Promise<void> {
  if (!pageKind(fullKey)) return;
  await pageImage(ctx, fullKey, 1).catch(() => undefined);
}

const pageKind = (fullKey: string) => {
  const ext = extensionOf(fullKey);
  return ext === 'pdf' ? 'pdf' : ext === 'png' || ext === 'jpg' || ext === 'jpeg' ? 'image' : null;
};

/** The storage key of page `page`'s image, made and kept when it is not there yet, and the document's page count. */
async function pageImage(ctx: AppContext, fullKey: string, page: number): Promise<{ key: string; pages: number }> {
  const kind = pageKind(fullKey);
  if (!kind) throw new AppError('VALIDATION', NO_PAGES);
  const key = pageKey(fullKey, page);
  let pages = kind === 'image' ? 1 : await knownPageCount(ctx, fullKey);
  if (pages !== null && page > pages) throw new AppError('VALIDATION', pageOutOfRange(page, pages));
  if (pages === null || !(await ctx.storage.exists(key))) {
    const bytes = await ctx.storage.get(fullKey);
    if (!bytes) throw new AppError('NOT_FOUND', 'The uploaded file could not be found');
    const made = kind === 'image' ? { pages: 1, image: await photoImage(bytes) } : await pdfPageImage(bytes, page);
    pages = made.pages;
    if (kind === 'pdf') {
      await ctx.storage.put(countKey(fullKey), Buffer.from(JSON.stringify({ pages })), 'application/json');
    }
    if (!made.image) throw new AppError('VALIDATION', pageOutOfRange(page, pages));
    await ctx.storage.put(key, made.image, 'image/jpeg');
  }
  return { key, pages };
}

async function knownPageCount(ctx: AppContext, fullKey: string): Promise<number | null> {
  const stored = await ctx.storage.get(countKey(fullKey));
  if (!stored) return null;
  try {
    const pages = Number((JSON.parse(stored.toString('utf8')) as { pages?: unknown }).pages);
    return Number.isInteger(pages) && pages > 0 ? pages : null;
  } catch {
    return null;
  }
}

const unreadable = () => new AppError('VALIDATION', 'This page cannot be shown: the file could not be read.');

/** The photo upright (EXIF orientation), no larger than the display needs, as JPEG. */
async function photoImage(bytes: Uint8Array): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(PAGE_IMAGE_MAX_SIDE, PAGE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/** The document's page count, and page `n` rendered (null when there is no such page). */
async function pdfPageImage(bytes: Uint8Array, n: number): Promise<{ pages: number; image: Buffer | null }> {
  const [{ openPdf }, { renderPageRgba }, sharp] = await Promise.all([
    import('../parsing/pdf/pdf-document.js'),
    import('../parsing/pdf/render-page.js'),
    import('sharp').then((m) => m.default),
  ]);
  const doc = await openPdf(new Uint8Array(bytes), MAX_INPUT_PIXELS).catch((err: unknown) => {
    throw new AppError('VALIDATION', err instanceof Error ? err.message : 'This PDF cannot be read.');
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    if (n > doc.numPages) return { pages: doc.numPages, image: null };
    const render = (async () => {
      const page = await doc.getPage(n);
      try {
        const size = page.getViewport({ scale: 1 });
        const scale = PAGE_IMAGE_MAX_SIDE / Math.max(size.width, size.height, 1);
        return await renderPageRgba(page, scale);
      } finally {
        page.cleanup();
      }
    })();
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    const rgba = await Promise.race([render, timeout]);
    if (!rgba) throw new AppError('VALIDATION', 'This page cannot be shown: it could not be drawn.');
    const image = await sharp(Buffer.from(rgba.data.buffer, rgba.data.byteOffset, rgba.data.byteLength), {
      raw: { width: rgba.width, height: rgba.height, channels: 4 },
    })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
    return { pages: doc.numPages, image };
  } finally {
    clearTimeout(timer);
    await doc.loadingTask.destroy().catch(() => undefined);
  }
}
