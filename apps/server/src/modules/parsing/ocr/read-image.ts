/** Reading an uploaded photo or scan with OCR, after preparing it (ocr/prepare.ts). */
import type { Deadline } from '../deadline.js';
import type { PageText } from '../types.js';
import { rereadLargePrint } from './large-print.js';
import { mergeReadings } from './merge-passes.js';
import { mapBack, OcrEngine, type OcrMode, type OcrPage } from './ocr-engine.js';
import { decodeImage, preparePage } from './prepare.js';
import { encodePgm, type Gray } from './raster.js';
import { readUnreadInk } from './unread-ink.js';

/**
 * The page read once per segmentation mode, in the order given, then (two modes) each reading joined with what the
 * other found where it found nothing (ocr/merge-passes.ts); stop early by leaving the loop.
 */
export async function* readImage(
  bytes: Uint8Array,
  maxPixels: number,
  deadline: Deadline,
  modes: readonly OcrMode[],
): AsyncGenerator<PageText> {
  const gray = await deadline.race(decodeImage(bytes, maxPixels));
  const { image, original, scale } = await deadline.race(preparePage(gray));
  const engine = await deadline.race(OcrEngine.create(), (late) => late.close());
  try {
    const pgm = encodePgm(image);
    const page = ({ words, turn }: OcrPage): PageText => ({
      page: 1,
      width: image.width,
      height: image.height,
      words,
      original: mapBack(original, turn, image),
    });
    const read: OcrPage[] = [];
    // The page prepared at its own size, for large print an enlargement misreads (ocr/large-print.ts).
    let small: Promise<Gray> | undefined;
    const ownSize = () => {
      small ??= preparePage(gray, true).then((p) => p.image);
      return small;
    };
    for (const mode of modes) {
      const first = await deadline.race(engine.read(pgm, undefined, mode));
      const inked = await deadline.race(readUnreadInk(engine, image, first));
      const reading = await deadline.race(rereadLargePrint(engine, image, inked, scale, ownSize));
      read.push(reading);
      yield page(reading);
    }
    // Each reading with what the other found where it found nothing.
    if (read.length === 2) {
      yield page(mergeReadings(read[0], read[1]));
      yield page(mergeReadings(read[1], read[0]));
    }
  } finally {
    await engine.close();
  }
}
