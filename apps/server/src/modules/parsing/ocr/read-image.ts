/** Reading an uploaded photo or scan with OCR, after preparing it (ocr/prepare.ts). */
import type { Deadline } from '../deadline.js';
import type { PageText } from '../types.js';
import { mapBack, OcrEngine, type OcrMode } from './ocr-engine.js';
import { decodeImage, preparePage } from './prepare.js';
import { encodePgm } from './raster.js';
import { readUnreadInk } from './unread-ink.js';

/** The page read once per segmentation mode, in the order given; stop early by leaving the loop. */
export async function* readImage(
  bytes: Uint8Array,
  maxPixels: number,
  deadline: Deadline,
  modes: readonly OcrMode[],
): AsyncGenerator<PageText> {
  const gray = await deadline.race(decodeImage(bytes, maxPixels));
  const { image, original } = await deadline.race(preparePage(gray));
  const engine = await deadline.race(OcrEngine.create(), (late) => late.close());
  try {
    const pgm = encodePgm(image);
    for (const mode of modes) {
      const first = await deadline.race(engine.read(pgm, undefined, mode));
      const { words, turn } = await deadline.race(readUnreadInk(engine, image, first));
      yield { page: 1, width: image.width, height: image.height, words, original: mapBack(original, turn, image) };
    }
  } finally {
    await engine.close();
  }
}
