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
 * `work` done while `starting` gets ready (an OCR engine loads its model in a thread of its own, half a second or more,
 * while the page is prepared on this one); both, or the engine closed when the work fails or time runs out.
 */
export async function whileStarting<T, E extends { close(): Promise<void> }>(
  deadline: Deadline,
  starting: Promise<E>,
  work: () => Promise<T>,
): Promise<[T, E]> {
  const dispose = (e: E) => e.close();
  // A failure to start is reported once the work is done.
  starting.catch(() => undefined);
  let done: T;
  try {
    done = await deadline.race(work());
  } catch (err) {
    starting.then(dispose, () => undefined);
    throw err;
  }
  return [done, await deadline.race(starting, dispose)];
}

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
  const [{ image, original, scale }, engine] = await whileStarting(deadline, OcrEngine.create(), () =>
    preparePage(gray),
  );
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
