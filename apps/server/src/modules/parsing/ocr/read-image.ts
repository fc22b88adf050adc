/** Reading an uploaded photo or scan with OCR, after preparing it (ocr/prepare.ts). */
import { availableParallelism } from 'node:os';
import type { Deadline } from '../deadline.js';
import type { PageText } from '../types.js';
import { rereadJoined } from './dot-print.js';
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
 * How many OCR engines read a page: for a photo, one per mode asked for, each in a thread of its own, when the machine
 * has a core for more than one (a photo seldom reads right in the first mode alone: the second reading is then ready
 * with the first instead of after it); one, reading the modes in turn and the second only when asked for, for a scan
 * (read right in the first mode as a rule) or on a single core.
 */
export function enginesFor(modes: number, photographed: boolean, cores = availableParallelism()): number {
  return photographed && cores > 1 ? Math.max(1, modes) : 1;
}

/**
 * The page read once per segmentation mode, in the order given, then (two modes) each reading joined with what the
 * other found where it found nothing (ocr/merge-passes.ts); stop early by leaving the loop. With an engine per mode
 * (enginesFor) the modes are read at once, and those not asked for are stopped when the loop is left.
 */
export async function* readImage(
  bytes: Uint8Array,
  maxPixels: number,
  deadline: Deadline,
  modes: readonly OcrMode[],
): AsyncGenerator<PageText> {
  const gray = await deadline.race(decodeImage(bytes, maxPixels));
  const [{ image, original, scale, photographed }, engine] = await whileStarting(deadline, OcrEngine.create(), () =>
    preparePage(gray),
  );
  const engines: Promise<OcrEngine>[] = [Promise.resolve(engine)];
  for (let i = 1; i < enginesFor(modes.length, photographed); i++) engines.push(OcrEngine.create());
  try {
    const pgm = encodePgm(image);
    const page = ({ words, turn }: OcrPage): PageText => ({
      page: 1,
      width: image.width,
      height: image.height,
      words,
      original: mapBack(original, turn, image),
      source: { image, turn },
    });
    // The page prepared at its own size, for large print an enlargement misreads (ocr/large-print.ts).
    let small: Promise<Gray> | undefined;
    const ownSize = () => {
      small ??= preparePage(gray, true).then((p) => p.image);
      return small;
    };
    const readWith = async (started: Promise<OcrEngine>, mode: OcrMode): Promise<OcrPage> => {
      const engine = await started;
      // Print read unsurely (dot-matrix) is read again with its dots joined (ocr/dot-print.ts).
      const first = await rereadJoined(engine, image, await engine.read(pgm, undefined, mode), mode);
      const inked = await readUnreadInk(engine, image, first);
      return rereadLargePrint(engine, image, inked, scale, ownSize);
    };
    const together = engines.length > 1 ? modes.map((mode, i) => readWith(engines[i % engines.length], mode)) : null;
    // A reading not asked for fails when its engine is closed.
    for (const reading of together ?? []) reading.catch(() => undefined);
    const read: OcrPage[] = [];
    for (const [i, mode] of modes.entries()) {
      const reading = await deadline.race(together ? together[i] : readWith(engines[0], mode));
      read.push(reading);
      yield page(reading);
    }
    // Each reading with what the other found where it found nothing.
    if (read.length === 2) {
      yield page(mergeReadings(read[0], read[1]));
      yield page(mergeReadings(read[1], read[0]));
    }
  } finally {
    // An engine still starting is closed once it has started, without waiting for it.
    const closing = engines.map((started) =>
      started.then(
        (e) => e.close(),
        () => undefined,
      ),
    );
    await closing[0];
  }
}
