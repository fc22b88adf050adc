/** Refuses zip archives (xlsx workbooks) that would expand to far more than their size: decompression bombs. */
import { inflateRawSync } from 'node:zlib';
import { ParseError } from '../errors.js';

const MB = 1024 * 1024;

/**
 * A workbook's parts are read whole into memory and then parsed into cells, at several times their size, so
 * inflated sizes are capped well below what a worker can hold: 32 MB of XML is some 20,000 rows of 100 columns.
 */
export const ZIP_LIMITS = { maxTotal: 64 * MB, maxEntry: 32 * MB, maxEntries: 10_000, maxRatio: 150 };

export const ZIP_MESSAGES = {
  damaged: 'This Excel file is damaged or incomplete. Please save it again and upload it.',
  tooLarge: 'This Excel file expands to far more data than a document should hold, so it was not opened.',
} as const;

const u16 = (b: Uint8Array, at: number) => b[at] | (b[at + 1] << 8);
const u32 = (b: Uint8Array, at: number) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16) | (b[at + 3] << 24)) >>> 0;

export type ZipSummary = { entries: number; uncompressed: number; compressed: number };

/** One part of the archive as its central directory describes it. */
export type ZipEntry = { name: string; method: number; compressed: number; uncompressed: number; localOffset: number };

function centralDirectory(bytes: Uint8Array, limits: typeof ZIP_LIMITS): ZipEntry[] {
  const damaged = new ParseError(ZIP_MESSAGES.damaged);
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
  const entries: ZipEntry[] = [];
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw damaged;
    const compressed = u32(bytes, at + 20);
    const uncompressed = u32(bytes, at + 24);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff)
      throw new ParseError('This Excel file is too large to be read.');
    const nameLength = u16(bytes, at + 28);
    if (at + 46 + nameLength > bytes.length) throw damaged;
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    entries.push({ name, method: u16(bytes, at + 10), compressed, uncompressed, localOffset: u32(bytes, at + 42) });
    at += 46 + u16(bytes, at + 28) + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/** Reads the central directory's declared sizes; throws a ParseError when the archive is damaged or too large. */
export function checkZip(bytes: Uint8Array, limits = ZIP_LIMITS): ZipSummary {
  const entries = centralDirectory(bytes, limits);
  let uncompressed = 0;
  let compressed = 0;
  for (const e of entries) {
    if (e.uncompressed > limits.maxEntry) throw new ParseError(ZIP_MESSAGES.tooLarge);
    compressed += e.compressed;
    uncompressed += e.uncompressed;
  }
  const tooLarge =
    uncompressed > limits.maxTotal ||
    (uncompressed > 10 * MB && uncompressed > limits.maxRatio * Math.max(1, compressed));
  if (tooLarge) throw new ParseError(ZIP_MESSAGES.tooLarge);
  return { entries: entries.length, uncompressed, compressed };
}

/**
 * The parts of an archive whose declared sizes pass the limits (checkZip), by name; read them with inflateEntry.
 */
export function zipEntries(bytes: Uint8Array, limits = ZIP_LIMITS): Map<string, ZipEntry> {
  checkZip(bytes, limits);
  return new Map(centralDirectory(bytes, limits).map((e) => [e.name, e]));
}

/**
 * Inflates one part, stopping as soon as it passes `room` bytes (declared sizes can lie): the part, or a ParseError
 * when it is damaged or expands past the room.
 */
export function inflateEntry(bytes: Uint8Array, e: ZipEntry, room: number): Buffer {
  const damaged = new ParseError(ZIP_MESSAGES.damaged);
  const at = e.localOffset;
  if (at + 30 > bytes.length || u32(bytes, at) !== 0x04034b50) throw damaged;
  const start = at + 30 + u16(bytes, at + 26) + u16(bytes, at + 28);
  if (start + e.compressed > bytes.length) throw damaged;
  let data: Buffer;
  if (e.method === 0) data = Buffer.from(bytes.subarray(start, start + e.compressed));
  else if (e.method === 8) {
    try {
      data = inflateRawSync(bytes.subarray(start, start + e.compressed), { maxOutputLength: Math.max(1, room) });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ParseError(ZIP_MESSAGES.tooLarge);
      throw damaged;
    }
  } else throw damaged;
  if (data.length > room) throw new ParseError(ZIP_MESSAGES.tooLarge);
  return data;
}

/**
 * Declared sizes can lie, so this inflates every part (keeping none of it) and stops as soon as one part or
 * all of them together pass the limits; returns the real inflated size. Memory stays within one part's limit.
 */
export function checkInflatedZip(bytes: Uint8Array, limits = ZIP_LIMITS): number {
  let total = 0;
  for (const e of centralDirectory(bytes, limits)) {
    total += inflateEntry(bytes, e, Math.min(limits.maxEntry, limits.maxTotal - total)).length;
  }
  return total;
}
