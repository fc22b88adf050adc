/** PDF documents: an embedded e-invoice when there is one, else the text layer (or OCR of the pages) laid out. */
import { pageOverrulesXml } from '../einvoice/page-check.js';
import { analyseLayout } from '../layout-analysis.js';
import { joinPdfReadings } from '../pdf/joined-readings.js';
import { readPdf } from '../pdf/read-pdf.js';
import { chooseReading } from './ocr-reading.js';
import type { DocumentRead, ReadContext } from './registry.js';
import { secondReader } from './reread-cells.js';

export async function readPdfDocument(bytes: Uint8Array, ctx: ReadContext): Promise<DocumentRead> {
  const options = {
    maxPages: ctx.limits.maxPages,
    maxPixels: ctx.limits.maxPixels,
    deadline: ctx.deadline,
    eInvoice: ctx.eInvoice,
  };
  const read = await readPdf(bytes, options);
  const first = { pdf: read, layout: analyseLayout(read.pages, read.ocr) };
  // Scanned pages were read row by row; they are read with the engine's own segmentation too when the rows do not
  // add up, then each reading with what the other found where it found nothing.
  async function* scans() {
    yield first;
    const again = await readPdf(bytes, { ...options, ocrMode: 'auto' });
    yield { pdf: again, layout: analyseLayout(again.pages, true) };
    for (const [base, extra] of [
      [read, again],
      [again, read],
    ]) {
      const joined = joinPdfReadings(base, extra);
      yield { pdf: joined, layout: analyseLayout(joined.pages, true) };
    }
  }
  const { pdf, layout } = read.ocr ? await chooseReading(scans()) : first;
  const textLines = layout.lines.map((l) => l.text);
  if (pdf.eInvoice && pageOverrulesXml(pdf.eInvoice.table, layout.tables, layout.style)) {
    // The printed page lists more priced lines than the XML holds: its lines win, the XML's header fields stay.
    const { invoiceNumber, invoiceDate, total, sellerName } = pdf.eInvoice;
    const method = pdf.ocr ? 'ocr' : 'text';
    return { ...layout, textLines, pages: pdf.numPages, method, invoiceNumber, invoiceDate, total, sellerName };
  }
  if (pdf.eInvoice) {
    return {
      tables: [pdf.eInvoice.table],
      lines: layout.lines,
      textLines,
      pages: pdf.numPages,
      method: 'e-invoice',
      style: 'dot',
      invoiceNumber: pdf.eInvoice.invoiceNumber,
      invoiceDate: pdf.eInvoice.invoiceDate,
      total: pdf.eInvoice.total,
      sellerName: pdf.eInvoice.sellerName,
    };
  }
  if (!pdf.ocr) return { ...layout, textLines, pages: pdf.numPages, method: 'text' };
  return { ...layout, textLines, pages: pdf.numPages, method: 'ocr', rereadFigures: secondReader() };
}
