/**
 * Hostile uploads built in memory, small on disk: damaged and oversized PDFs, a decompression-bomb workbook,
 * images that declare (or inflate to) huge pixel counts, markup dressed up as an image.
 */
import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { type PdfPage, tableRows, writePdf } from '../../src/modules/parsing/pdf-writer.js';

const MB = 1024 * 1024;

/** A one-page invoice with a readable table. */
export function invoicePage(title = 'Fresh Valley Foods Inc.', number = '558123'): PdfPage {
  return [
    { x: 40, y: 40, text: title, size: 14 },
    { x: 400, y: 40, text: 'INVOICE', size: 14 },
    { x: 400, y: 58, text: `Invoice No: ${number}` },
    { x: 400, y: 72, text: 'Invoice Date: 03/14/2024' },
    ...tableRows(
      [
        [
          [40, 'QTY'],
          [110, 'ITEM #'],
          [200, 'DESCRIPTION'],
          [430, 'PRICE'],
          [500, 'AMOUNT'],
        ],
        [
          [45, '2'],
          [110, '100234'],
          [200, 'OLIVE OIL EXTRA VIRGIN'],
          [430, '54.20'],
          [500, '108.40'],
        ],
        [
          [45, '1'],
          [110, '200417'],
          [200, 'TOMATOES CRUSHED'],
          [430, '31.75'],
          [500, '31.75'],
        ],
        [
          [45, '3'],
          [110, '300981'],
          [200, 'ONIONS YELLOW JUMBO'],
          [430, '18.90'],
          [500, '56.70'],
        ],
      ],
      150,
    ),
  ];
}

export const normalPdf = (number = '558123') => Buffer.from(writePdf([invoicePage(undefined, number)]));

/** A PDF cut off part way through, as an interrupted copy leaves it. */
export function truncatedPdf(): Buffer {
  const full = writePdf([invoicePage(), invoicePage()]);
  return Buffer.from(full.subarray(0, Math.floor(full.length * 0.6)));
}

/** A PDF that needs a password to open. */
export const encryptedPdf = () => Buffer.from(writePdf([invoicePage()], { encrypt: true }));

/** A PDF of `pages` pages, each with a line of text. */
export const longPdf = (pages: number) =>
  Buffer.from(writePdf(Array.from({ length: pages }, (_, i) => [{ x: 40, y: 40, text: `Page ${i + 1}` }])));

/**
 * Raw deflate data that inflates to prefix + chunk × repeat + suffix without holding the inflated bytes: each
 * part is compressed up to a full flush (no shared dictionary), so the compressed chunk can simply be repeated.
 */
function repeatedDeflate(prefix: Buffer, chunk: Buffer, repeat: number, suffix: Buffer) {
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const head = deflateRawSync(prefix, flush);
  const body = deflateRawSync(chunk, flush);
  const tail = deflateRawSync(suffix, { level: 9 });
  let crc = crc32(prefix);
  for (let i = 0; i < repeat; i++) crc = crc32(chunk, crc);
  crc = crc32(suffix, crc);
  return {
    data: Buffer.concat([head, ...Array.from({ length: repeat }, () => body), tail]),
    size: prefix.length + chunk.length * repeat + suffix.length,
    crc,
  };
}

type ZipEntry = { name: string; data: Buffer; crc: number; size: number; declaredSize?: number };

/** A zip of already deflated entries; `declaredSize` lets an entry lie about how large it inflates. */
function writeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const declared = e.declaredSize ?? e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0, 8);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(0, 12);
    dir.writeUInt32LE(e.crc >>> 0, 16);
    dir.writeUInt32LE(e.data.length, 20);
    dir.writeUInt32LE(declared, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    central.push(dir, name);
    offset += local.length + name.length + e.data.length;
  }
  const dirSize = central.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...central, end]);
}

/**
 * A real workbook whose first sheet's XML inflates to `inflatedMb` megabytes of rows. With `lie`, the zip
 * directory declares the sheet as a few kilobytes, so only inflating it shows its size.
 */
export async function xlsxBomb(inflatedMb: number, opts: { lie?: boolean } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Prices').addRows([
    ['Code', 'Description', 'Price'],
    ['A1', 'Olive oil', 3],
  ]);
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const entries: ZipEntry[] = [];
  for (const [name, file] of Object.entries(zip.files)) {
    if (file.dir) continue;
    if (name === 'xl/worksheets/sheet1.xml') {
      const row = '<row><c t="inlineStr"><is><t>OLIVE OIL EXTRA VIRGIN 4 x 3 L</t></is></c><c><v>54.2</v></c></row>';
      const chunk = Buffer.from(row.repeat(Math.ceil(MB / row.length)));
      const bomb = repeatedDeflate(
        Buffer.from(
          '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
        ),
        chunk,
        Math.ceil((inflatedMb * MB) / chunk.length),
        Buffer.from('</sheetData></worksheet>'),
      );
      entries.push({ name, ...bomb, declaredSize: opts.lie ? 4096 : undefined });
      continue;
    }
    const content = await file.async('nodebuffer');
    entries.push({ name, data: deflateRawSync(content), crc: crc32(content), size: content.length });
  }
  return writeZip(entries);
}

const ADLER = 65521;

function adler32(b: Buffer): number {
  let a = 1;
  let s = 0;
  for (const v of b) {
    a = (a + v) % ADLER;
    s = (s + a) % ADLER;
  }
  return ((s << 16) | a) >>> 0;
}

/** The Adler-32 of A followed by B, from both checksums and B's length (as zlib's adler32_combine). */
function adler32Combine(first: number, second: number, secondLength: number): number {
  const a1 = first & 0xffff;
  const b1 = first >>> 16;
  const a2 = second & 0xffff;
  const b2 = second >>> 16;
  const rem = secondLength % ADLER;
  const a = (a1 + a2 - 1 + ADLER) % ADLER;
  const b = (b1 + b2 + ((rem * a1) % ADLER) - rem + ADLER) % ADLER;
  return ((b << 16) | a) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

/**
 * A white 8-bit grayscale PNG whose pixel data really is width × height (it compresses to almost nothing).
 * `declared` writes another size in the header, e.g. a small one over pixel data that inflates far beyond it.
 */
export function whitePng(width: number, height: number, declared?: { width: number; height: number }): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(declared?.width ?? width, 0);
  ihdr.writeUInt32BE(declared?.height ?? height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const line = Buffer.alloc(width + 1, 0xff);
  line[0] = 0;
  const rowsPerChunk = Math.max(1, Math.floor(MB / line.length));
  const chunk = Buffer.concat(Array.from({ length: rowsPerChunk }, () => line));
  const full = Math.floor(height / rowsPerChunk);
  const rest = Buffer.concat(Array.from({ length: height - full * rowsPerChunk }, () => line));
  const idat = repeatedDeflate(Buffer.alloc(0), chunk, full, rest).data;
  let sum = adler32(Buffer.alloc(0));
  const once = adler32(chunk);
  for (let i = 0; i < full; i++) sum = adler32Combine(sum, once, chunk.length);
  sum = adler32Combine(sum, adler32(rest), rest.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(sum >>> 0, 0);
  const zlibData = Buffer.concat([Buffer.from([0x78, 0xda]), idat, check]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlibData),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small, honest PNG (a few lines of gray), for comparison. */
export function smallPng(): Buffer {
  const w = 4;
  const h = 4;
  const raw = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y++) raw[y * (w + 1)] = 0;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svgAsPng = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><script>alert(1)</script></svg>',
  );
export const htmlAsPng = () =>
  Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/user")</script></body></html>');

/**
 * A small workbook of `sheets` worksheets, each holding one value at row `row` (1,048,576 is Excel's last row),
 * written part by part as Excel lays them out: a few tens of kilobytes that a reader expanding rows would turn
 * into millions of empty ones.
 */
export function sparseWorkbook(sheets: number, row = 1_048_576): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const ids = Array.from({ length: sheets }, (_, i) => i + 1);
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      ids
        .map(
          (i) =>
            `<Override PartName="/xl/worksheets/sheet${i}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('') +
      '</Types>',
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets>${ids
      .map((i) => `<sheet name="Sheet ${i}" sheetId="${i}" r:id="rId${i}"/>`)
      .join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${ids
      .map((i) => `<Relationship Id="rId${i}" Type="${rel}/worksheet" Target="worksheets/sheet${i}.xml"/>`)
      .join('')}</Relationships>`,
  };
  for (const i of ids)
    parts[`xl/worksheets/sheet${i}.xml`] =
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><dimension ref="A${row}"/><sheetData>` +
      `<row r="${row}"><c r="A${row}"><v>${i}</v></c></row></sheetData></worksheet>`;
  return writeZip(
    Object.entries(parts).map(([name, text]) => {
      const content = Buffer.from(text);
      return { name, data: deflateRawSync(content), crc: crc32(content), size: content.length };
    }),
  );
}

/**
 * A normal price list whose sheet also declares a merged range and a validation covering every cell of the
 * sheet (A1:XFD1048576): a reader that expands ranges cell by cell never finishes it.
 */
export async function wholeSheetRanges(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Prices').addRows([
    ['Code', 'Description', 'UOM', 'Price'],
    ['A1', 'Olive oil 4 x 3 L', 'CS', 54.2],
  ]);
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const path = 'xl/worksheets/sheet1.xml';
  const xml = (await zip.file(path)?.async('string')) ?? '';
  if (!xml.includes('</sheetData>') || !xml.includes('<pageMargins')) throw new Error('unexpected sheet XML');
  zip.file(
    path,
    xml
      .replace('</sheetData>', '</sheetData><mergeCells count="1"><mergeCell ref="C3:XFD1048576"/></mergeCells>')
      .replace(
        '<pageMargins',
        '<dataValidations count="1"><dataValidation type="list" sqref="A3:XFD1048576"><formula1>"a,b"</formula1></dataValidation></dataValidations><pageMargins',
      ),
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
