/** Refuses zip archives (xlsx workbooks) that would expand to far more than their size: decompression bombs. */
import { ParseError } from '../errors.js';

export const ZIP_LIMITS = { maxTotal: 200 * 1024 * 1024, maxEntries: 10_000, maxRatio: 150 };

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

export type ZipSummary = { entries: number; uncompressed: number; compressed: number };

/** Reads the central directory's declared sizes; throws a ParseError when the archive is damaged or too large. */
export function checkZip(bytes: Uint8Array, limits = ZIP_LIMITS): ZipSummary {
  const damaged = new ParseError('This Excel file is damaged or incomplete. Please save it again and upload it.');
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65557); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged;
  const count = u16(bytes, eocd + 10);
  const dirOffset = u32(bytes, eocd + 16);
  if (count > limits.maxEntries) throw new ParseError('This Excel file contains too many parts to be read safely.');
  let at = dirOffset;
  let uncompressed = 0;
  let compressed = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw damaged;
    const c = u32(bytes, at + 20);
    const u = u32(bytes, at + 24);
    if (c === 0xffffffff || u === 0xffffffff) throw new ParseError('This Excel file is too large to be read.');
    compressed += c;
    uncompressed += u;
    at += 46 + u16(bytes, at + 28) + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  const tooLarge =
    uncompressed > limits.maxTotal ||
    (uncompressed > 10 * 1024 * 1024 && uncompressed > limits.maxRatio * Math.max(1, compressed));
  if (tooLarge)
    throw new ParseError('This Excel file expands to far more data than a document should hold, so it was not opened.');
  return { entries: count, uncompressed, compressed };
}
