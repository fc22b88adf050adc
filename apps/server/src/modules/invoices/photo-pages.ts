/**
 * Several photos of one invoice's pages, taken on a phone, stored as one PDF: a page per photo, in the order given,
 * each page the photo's shape (its long side 11 inches, as a letter page photographed whole). A JPEG goes in as it
 * is, turned upright on the page after its EXIF orientation; a PNG goes in as its compressed pixel rows. So the
 * parser reads the photos as the pages of one document, and the review shows them as such.
 */
import { INVOICE_MSG, LIMITS } from '@app/contracts';
import { AppError } from '../../lib/errors.js';
import { extensionOf } from '../../lib/file-type.js';
import { sniffFileType } from '../parsing/sniff.js';

export type Photo = { bytes: Uint8Array; fileName: string };

/** The parser's cap on a document's pixels, per photo. */
const MAX_PHOTO_PIXELS = 40_000_000;
const LONG_SIDE_PT = 792;

/** An image as the PDF holds it: its stored pixels, how they are compressed, and the turn that makes them upright. */
type PageImage = {
  width: number;
  height: number;
  colors: 1 | 3;
  filter: 'DCTDecode' | 'FlateDecode';
  /** For PNG rows: the predictor parameters of their filters. */
  decodeParms?: string;
  data: Buffer;
  /** EXIF orientation without mirroring: 1 upright, 3 half a turn, 6 a quarter clockwise, 8 a quarter back. */
  orientation: 1 | 3 | 6 | 8;
};

/**
 * Checks the photos as one upload (each a .png or .jpg that is what its name says; all together at most the upload
 * size; at most LIMITS.uploadMaxPhotos) and writes them as one PDF.
 */
export async function combinePhotos(photos: readonly Photo[]): Promise<Uint8Array> {
  if (photos.length === 0) throw new AppError('VALIDATION', INVOICE_MSG.noFile);
  if (photos.length > LIMITS.uploadMaxPhotos) throw new AppError('VALIDATION', INVOICE_MSG.tooManyPhotos);
  const total = photos.reduce((n, p) => n + p.bytes.length, 0);
  if (total > LIMITS.uploadMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', INVOICE_MSG.photosTooLarge);
  for (const p of photos) {
    const ext = extensionOf(p.fileName);
    if (!['png', 'jpg', 'jpeg'].includes(ext)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVOICE_MSG.notPhotos);
    if (p.bytes.length === 0) throw new AppError('VALIDATION', INVOICE_MSG.noFile);
    const type = sniffFileType(p.bytes);
    if (type !== (ext === 'png' ? 'png' : 'jpeg')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVOICE_MSG.wrongType);
  }
  const images: PageImage[] = [];
  for (const p of photos) images.push(await pageImage(p.bytes));
  return writeImagePdf(images);
}

const unreadable = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'A photo could not be read. Take it again, or choose another file.');

async function pageImage(bytes: Uint8Array): Promise<PageImage> {
  const sharp = (await import('sharp')).default;
  const open = () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS });
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await open().metadata();
  } catch {
    throw unreadable();
  }
  if (!meta.width || !meta.height) throw unreadable();
  const orientation = meta.orientation ?? 1;
  const turn = orientation === 3 || orientation === 6 || orientation === 8 ? orientation : 1;
  const mirrored = orientation !== turn;
  try {
    if (meta.format === 'jpeg' && !mirrored && meta.space !== 'cmyk' && (meta.channels === 1 || meta.channels === 3)) {
      return {
        width: meta.width,
        height: meta.height,
        colors: meta.channels === 1 ? 1 : 3,
        filter: 'DCTDecode',
        data: Buffer.from(bytes),
        orientation: turn,
      };
    }
    if (meta.format === 'jpeg') {
      // CMYK or mirrored: made upright and sRGB once.
      const data = await open().autoOrient().toColourspace('srgb').jpeg({ quality: 92 }).toBuffer();
      const info = await sharp(data).metadata();
      return { width: info.width, height: info.height, colors: 3, filter: 'DCTDecode', data, orientation: 1 };
    }
    const png = pngRows(Buffer.from(bytes));
    if (png && orientation === 1) return { ...png, orientation: 1 };
    // Transparency, palettes, 16 bits or interlacing: the pixels again as plain 8-bit rows on white.
    const gray = meta.space === 'b-w' || meta.space === 'grey16';
    const redone = await open()
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .toColourspace(gray ? 'b-w' : 'srgb')
      .png({ palette: false, progressive: false })
      .toBuffer();
    const rows = pngRows(redone);
    if (!rows) throw unreadable();
    return { ...rows, orientation: 1 };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
}

/**
 * The compressed rows of an 8-bit, non-interlaced, opaque grey or RGB PNG as they are (the PDF reads PNG's row
 * filters); null for any other PNG.
 */
function pngRows(png: Buffer): Omit<PageImage, 'orientation'> | null {
  if (png.length < 33 || png.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const [depth, colorType, , , interlace] = png.subarray(24, 29);
  if (depth !== 8 || interlace !== 0 || (colorType !== 0 && colorType !== 2)) return null;
  const colors = colorType === 0 ? 1 : 3;
  const parts: Buffer[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > png.length) return null;
    if (type === 'IDAT') parts.push(png.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  if (!parts.length) return null;
  return {
    width,
    height,
    colors,
    filter: 'FlateDecode',
    decodeParms: `<< /Predictor 15 /Colors ${colors} /BitsPerComponent 8 /Columns ${width} >>`,
    data: Buffer.concat(parts),
  };
}

/** How the unit square of a stored image lands on a page of width w and height h, upright. */
function placement(o: PageImage['orientation'], w: number, h: number): number[] {
  switch (o) {
    case 3:
      return [-w, 0, 0, -h, w, h];
    case 6:
      return [0, -h, w, 0, 0, h];
    case 8:
      return [0, h, -w, 0, w, 0];
    default:
      return [w, 0, 0, h, 0, 0];
  }
}

const num = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(3));

/** A PDF of one page per image. Written the same for the same images, so an upload repeated is known as such. */
export function writeImagePdf(images: readonly PageImage[]): Uint8Array {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    chunks.push(buf);
    length += buf.length;
  };
  const object = (id: number, body: string, stream?: Buffer) => {
    offsets[id] = length;
    write(`${id} 0 obj\n${body}\n`);
    if (stream) {
      write('stream\n');
      write(stream);
      write('\nendstream\n');
    }
    write('endobj\n');
  };
  // 1 catalog, 2 page tree, then per page: the page, its content, its image.
  const pageId = (i: number) => 3 + i * 3;
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${images.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] /Count ${images.length} >>`);
  images.forEach((img, i) => {
    const turned = img.orientation === 6 || img.orientation === 8;
    const [uw, uh] = turned ? [img.height, img.width] : [img.width, img.height];
    const scale = LONG_SIDE_PT / Math.max(uw, uh);
    const w = Math.round(uw * scale * 1000) / 1000;
    const h = Math.round(uh * scale * 1000) / 1000;
    const id = pageId(i);
    const content = Buffer.from(`q ${placement(img.orientation, w, h).map(num).join(' ')} cm /Im0 Do Q\n`, 'latin1');
    object(
      id,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(w)} ${num(h)}] ` +
        `/Resources << /XObject << /Im0 ${id + 2} 0 R >> >> /Contents ${id + 1} 0 R >>`,
    );
    object(id + 1, `<< /Length ${content.length} >>`, content);
    object(
      id + 2,
      `<< /Type /XObject /Subtype /Image /Width ${img.width} /Height ${img.height} ` +
        `/ColorSpace /${img.colors === 1 ? 'DeviceGray' : 'DeviceRGB'} /BitsPerComponent 8 /Filter /${img.filter}` +
        `${img.decodeParms ? ` /DecodeParms ${img.decodeParms}` : ''} /Length ${img.data.length} >>`,
      img.data,
    );
  });
  const count = 3 + images.length * 3;
  const xref = length;
  write(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let id = 1; id < count; id++) write(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The stored name of combined photos: the name given, as a PDF ('Invoice photos.pdf'). */
export function combinedName(fileName: string): string {
  const stem = fileName.trim().replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'Invoice photos';
  return `${stem.slice(0, 250)}.pdf`;
}
