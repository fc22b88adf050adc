/** Reading an uploaded photo or scan (PNG or JPEG) with OCR. */
import type { Deadline } from '../deadline.js';
import { ParseError } from '../errors.js';
import type { PageText } from '../types.js';
import { decodeJpeg, jpegComplete, jpegInfo, jpegOrientation, turnsForOrientation } from './jpeg.js';
import { OcrEngine, type OcrMode } from './ocr-engine.js';
import { decodePng, pngComplete, pngInfo } from './png.js';
import { encodePgm, prepareForOcr, rotate } from './raster.js';

/** The page read once per segmentation mode, in the order given; stop early by leaving the loop. */
export async function* readImage(
  bytes: Uint8Array,
  type: 'png' | 'jpeg',
  maxPixels: number,
  deadline: Deadline,
  modes: readonly OcrMode[],
): AsyncGenerator<PageText> {
  const info = type === 'png' ? pngInfo(bytes) : jpegInfo(bytes);
  if (!info?.width || !info.height) throw new ParseError('This image file is damaged and cannot be read.');
  if (info.width * info.height > maxPixels) {
    throw new ParseError(
      `This image is too large (${info.width} × ${info.height} pixels). Please upload an image under ${Math.round(maxPixels / 1e6)} megapixels.`,
    );
  }
  if (!(type === 'png' ? pngComplete(bytes) : jpegComplete(bytes))) {
    throw new ParseError('This image file is incomplete (it was cut off). Please upload the original file again.');
  }
  const decoded = type === 'png' ? decodePng(bytes) : decodeJpeg(bytes);
  const gray = decoded && type === 'jpeg' ? rotate(decoded, turnsForOrientation(jpegOrientation(bytes))) : decoded;
  const engine = await deadline.race(OcrEngine.create(), (late) => late.close());
  try {
    const prepared = gray ? prepareForOcr(gray).image : null;
    for (const mode of modes) {
      if (!prepared) {
        const words = await deadline.race(engine.read(bytes, undefined, mode));
        yield { page: 1, width: info.width, height: info.height, words };
        continue;
      }
      const words = await deadline.race(engine.read(encodePgm(prepared), undefined, mode));
      yield { page: 1, width: prepared.width, height: prepared.height, words };
    }
  } finally {
    await engine.close();
  }
}
