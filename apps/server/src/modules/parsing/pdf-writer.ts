/** Writes small PDFs with text at given positions (Helvetica) and grayscale images, for tests that need real PDFs. */
import { deflateSync } from 'node:zlib';
import type { Gray } from './ocr/raster.js';

/** An image placed at x, y (from the top left, in points) with the given size. */
export type PdfImage = { x: number; y: number; width: number; height: number; gray: Gray };

export type PdfText = { x: number; y: number; text: string; size?: number };
export type PdfPage = PdfText[];

const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

/** Pages of text; y is measured from the top of a US Letter page. `encrypt` adds a password the file cannot open without. */
export function writePdf(pages: PdfPage[], opts: { encrypt?: boolean; images?: PdfImage[][] } = {}): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  const imageRefs: string[][] = pages.map(() => []);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  const images = opts.images ?? [];
  let next = 4 + pages.length * 2;
  images.forEach((list, page) => {
    for (const img of list ?? []) {
      const data = deflateSync(img.gray.data).toString('latin1');
      objects[next] =
        `<< /Type /XObject /Subtype /Image /Width ${img.gray.width} /Height ${img.gray.height} /ColorSpace /DeviceGray ` +
        `/BitsPerComponent 8 /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data}\nendstream`;
      imageRefs[page].push(`/Im${next} ${next} 0 R`);
      next++;
    }
  });
  pages.forEach((texts, i) => {
    const drawn = (images[i] ?? []).map(
      (img, k) =>
        `q ${img.width} 0 0 ${img.height} ${img.x} ${792 - img.y - img.height} cm ${imageRefs[i][k].split(' ')[0]} Do Q`,
    );
    const content = [
      ...drawn,
      ...texts.map((t) => `BT /F1 ${t.size ?? 9} Tf 1 0 0 1 ${t.x} ${792 - t.y} Tm (${escapeText(t.text)}) Tj ET`),
    ].join('\n');
    const xobjects = imageRefs[i].length ? ` /XObject << ${imageRefs[i].join(' ')} >>` : '';
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >>${xobjects} >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let encryptRef = '';
  if (opts.encrypt) {
    const id = objects.length;
    objects[id] = `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`;
    encryptRef = ` /Encrypt ${id} 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>]`;
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R${encryptRef} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** A table as PDF text: each row is a list of [x, text] cells written on one baseline. */
export function tableRows(rows: [number, string][][], top: number, pitch = 14, size = 9): PdfText[] {
  return rows.flatMap((cells, i) => cells.map(([x, text]) => ({ x, y: top + i * pitch, text, size })));
}
