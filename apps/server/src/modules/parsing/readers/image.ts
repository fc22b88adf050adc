/** Photos and scans (PNG, JPEG): one page, read by OCR and laid out. */
import { analyseLayout } from '../layout-analysis.js';
import { readImage } from '../ocr/read-image.js';
import { better, readingScore } from './ocr-reading.js';
import type { DocumentRead, ReadContext } from './registry.js';

export async function readImageDocument(
  bytes: Uint8Array,
  type: 'png' | 'jpeg',
  ctx: ReadContext,
): Promise<DocumentRead> {
  let best: (ReturnType<typeof readingScore> & { layout: ReturnType<typeof analyseLayout> }) | null = null;
  // Row by row first; the engine's own segmentation only when the rows do not add up.
  for await (const page of readImage(bytes, type, ctx.limits.maxPixels, ctx.deadline, ['rows', 'auto'])) {
    const layout = analyseLayout([page], true);
    const reading = { layout, ...readingScore(layout) };
    best = best ? better(best, reading) : reading;
    if (reading.perfect) break;
  }
  if (!best) throw new Error('The image gave no reading');
  const { layout } = best;
  return { ...layout, textLines: layout.lines.map((l) => l.text), pages: 1, method: 'ocr' };
}
