/** Photos and scans (PNG, JPEG): one page, read by OCR and laid out. */
import { analyseLayout } from '../layout-analysis.js';
import { readImage } from '../ocr/read-image.js';
import type { DocumentRead, ReadContext } from './registry.js';

export async function readImageDocument(
  bytes: Uint8Array,
  type: 'png' | 'jpeg',
  ctx: ReadContext,
): Promise<DocumentRead> {
  const page = await readImage(bytes, type, ctx.limits.maxPixels, ctx.deadline);
  const layout = analyseLayout([page], true);
  return { ...layout, textLines: layout.lines.map((l) => l.text), pages: 1, method: 'ocr' };
}
