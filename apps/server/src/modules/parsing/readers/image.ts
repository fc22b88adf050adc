/** Photos and scans (PNG, JPEG): one page, prepared, read by OCR and laid out. */
import { analyseLayout } from '../layout-analysis.js';
import type { OcrMode } from '../ocr/ocr-engine.js';
import { readImage } from '../ocr/read-image.js';
import { chooseReading } from './ocr-reading.js';
import type { DocumentRead, ReadContext } from './registry.js';
import { secondReader } from './reread-cells.js';

/** Row by row first; the engine's own segmentation only when the rows do not add up. */
const MODES: readonly OcrMode[] = ['rows', 'auto'];

export async function readImageDocument(bytes: Uint8Array, ctx: ReadContext): Promise<DocumentRead> {
  async function* readings() {
    for await (const page of readImage(bytes, ctx.limits.maxPixels, ctx.deadline, MODES)) {
      yield { layout: analyseLayout([page], true) };
    }
  }
  const { layout } = await chooseReading(readings());
  return {
    ...layout,
    textLines: layout.lines.map((l) => l.text),
    pages: 1,
    method: 'ocr',
    rereadFigures: secondReader(),
  };
}
