/** Small PNG files for tests, written without any image library. */
import { deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  Buffer.from(data).copy(out, 8);
  return out;
}

/** An 8-bit grayscale PNG of the given pixels (row by row). `declared` overrides the size written in the header. */
export function grayPng(
  width: number,
  height: number,
  pixels: Uint8Array,
  declared?: { width: number; height: number },
): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(declared?.width ?? width, 0);
  ihdr.writeUInt32BE(declared?.height ?? height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const raw = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}
