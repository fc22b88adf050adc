/** Reading a PDF: e-invoice attachment, text layer per page, OCR for scanned pages. */

import type { Deadline } from '../deadline.js';
import { type EInvoice, eInvoiceFrom } from '../einvoice/einvoice.js';
import { ParseError } from '../errors.js';
import { rereadJoined } from '../ocr/dot-print.js';
import { mapBack, OcrEngine, type OcrMode } from '../ocr/ocr-engine.js';
import { type PreparedPage, preparePage } from '../ocr/prepare.js';
import { encodePgm } from '../ocr/raster.js';
import { whileStarting } from '../ocr/read-image.js';
import { readUnreadInk } from '../ocr/unread-ink.js';
import type { PageText } from '../types.js';
import { readPage } from './page-content.js';
import { openPdf, pdfAttachments } from './pdf-document.js';

export type PdfRead = {
  pages: PageText[];
  numPages: number;
  ocr: boolean;
  eInvoice: EInvoice | null;
  /** Of each page read by OCR (by page number), the angle its words were turned by (OcrPage's `turn`). */
  turns?: Map<number, number>;
};

/** Pages of a PDF whose prepared images are kept beside their words (an image of a page is some 8 MB). */
const KEPT_IMAGES = 6;

export type PdfOptions = {
  maxPages: number;
  maxPixels: number;
  deadline: Deadline;
  eInvoice: boolean;
  /** How scanned pages are segmented by the OCR engine (default `rows`). */
  ocrMode?: OcrMode;
};

export async function readPdf(bytes: Uint8Array, opts: PdfOptions): Promise<PdfRead> {
  const doc = await opts.deadline.race(openPdf(bytes, opts.maxPixels), (late) => late.loadingTask.destroy());
  let engine: OcrEngine | null = null;
  try {
    if (doc.numPages > opts.maxPages) {
      throw new ParseError(
        `This document has more than ${opts.maxPages} pages (it has ${doc.numPages}). Please upload at most ${opts.maxPages} pages at a time.`,
      );
    }
    const eInvoice = opts.eInvoice ? eInvoiceFrom(await opts.deadline.race(pdfAttachments(doc))) : null;
    const pages: PageText[] = [];
    const turns = new Map<number, number>();
    let ocr = false;
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await opts.deadline.race(readPage(doc, n, opts.maxPixels));
      if (!content.scan) {
        pages.push({ page: n, width: content.width, height: content.height, words: content.words });
        continue;
      }
      if (eInvoice) continue;
      ocr = true;
      // A page without text may be a scan or a photo (several photos of one invoice are stored as one PDF): the
      // page is looked for as in a photo, and a scan, whose paper fills the frame, is left whole. The engine of the
      // first such page loads while it is prepared.
      const scan = content.scan;
      let prepared: PreparedPage;
      if (engine) prepared = await opts.deadline.race(preparePage(scan));
      else [prepared, engine] = await whileStarting(opts.deadline, OcrEngine.create(), () => preparePage(scan));
      const { image, scale, original } = prepared;
      const dpi = content.scanDpi * scale;
      const read = await opts.deadline.race(engine.read(encodePgm(image), dpi, opts.ocrMode));
      // Print read unsurely (dot-matrix) is read again with its dots joined, as in a photo (ocr/dot-print.ts).
      const first = await opts.deadline.race(rereadJoined(engine, image, read, opts.ocrMode, dpi));
      const { words, turn } = await opts.deadline.race(readUnreadInk(engine, image, first, dpi));
      turns.set(n, turn);
      pages.push({
        page: n,
        width: image.width,
        height: image.height,
        words,
        original: mapBack(original, turn, image),
        // The prepared image is kept for reading figures again (reread-figures.ts), for the first pages only.
        ...(pages.length < KEPT_IMAGES ? { source: { image, turn } } : {}),
      });
    }
    return { pages, numPages: doc.numPages, ocr, eInvoice, turns };
  } finally {
    await engine?.close();
    await doc.loadingTask.destroy().catch(() => undefined);
  }
}
