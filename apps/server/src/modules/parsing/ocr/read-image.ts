/** Reading an uploaded photo or scan with OCR, after preparing it (ocr/prepare.ts). */
import { availableParallelism } from 'node:os';
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
 * How many OCR engines read a page: one per mode asked for, each in a thread of its own, when the machine has a core
 * for more than one (the second reading is ready with the first instead of after it); one, reading the modes in turn,
 * on a single core.
 */
export function enginesFor(modes: number, cores = availableParallelism()): number {
  return cores > 1 ? Math.max(1, modes) : 1;
}

/** Engines started together; all closed by `close`, and those started closed again when one fails to start. */
async function startEngines(count: number): Promise<{ list: OcrEngine[]; close(): Promise<void> }> {
  const settled = await Promise.allSettled(Array.from({ length: count }, () => OcrEngine.create()));
  const list = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const close = async () => {
    await Promise.all(list.map((e) => e.close()));
  };
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return { list, close };
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
  const [{ image, original, scale }, engines] = await whileStarting(
    deadline,
    startEngines(enginesFor(modes.length)),
    () => preparePage(gray),
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
    // The page prepared at its own size, for large print an enlargement misreads (ocr/large-print.ts).
    let small: Promise<Gray> | undefined;
    const ownSize = () => {
      small ??= preparePage(gray, true).then((p) => p.image);
      return small;
    };
    const readWith = async (engine: OcrEngine, mode: OcrMode): Promise<OcrPage> => {
      const first = await engine.read(pgm, undefined, mode);
      const inked = await readUnreadInk(engine, image, first);
      return rereadLargePrint(engine, image, inked, scale, ownSize);
    };
    const together =
      engines.list.length > 1 ? modes.map((mode, i) => readWith(engines.list[i % engines.list.length], mode)) : null;
    // A reading not asked for fails when its engine is closed.
    for (const reading of together ?? []) reading.catch(() => undefined);
    const read: OcrPage[] = [];
    for (const [i, mode] of modes.entries()) {
      const reading = await deadline.race(together ? together[i] : readWith(engines.list[0], mode));
      read.push(reading);
      yield page(reading);
    }
    // Each reading with what the other found where it found nothing.
    if (read.length === 2) {
      yield page(mergeReadings(read[0], read[1]));
      yield page(mergeReadings(read[1], read[0]));
    }
  } finally {
    await engines.close();
  }
}
