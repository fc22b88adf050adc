/** Opening PDFs with pdfjs in Node, with failures turned into messages a restaurant user can act on. */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ParseError } from '../errors.js';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

export const PDF_MESSAGES = {
  password: 'This PDF is password-protected. Remove the password and upload it again.',
  damaged: 'This PDF file is damaged or incomplete and cannot be read. Please upload the original file again.',
  truncated:
    'This PDF file is incomplete (it was cut off during copying or upload). Please upload the original file again.',
} as const;

/** A complete PDF ends with %%EOF; a file cut short does not. */
export function looksTruncated(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 2048)));
  return !tail.includes('%%EOF');
}

export async function openPdf(bytes: Uint8Array, maxPixels: number): Promise<PDFDocumentProxy> {
  if (looksTruncated(bytes)) throw new ParseError(PDF_MESSAGES.truncated);
  const task = getDocument({
    data: bytes.slice(),
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: `${path.join(PDFJS_DIR, 'standard_fonts')}/`,
    cMapUrl: `${path.join(PDFJS_DIR, 'cmaps')}/`,
    cMapPacked: true,
    // Image decoders (JBIG2, JPEG 2000) and colour management run as WebAssembly shipped with pdfjs-dist.
    wasmUrl: `${path.join(PDFJS_DIR, 'wasm')}/`,
    maxImageSize: maxPixels,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) throw new ParseError(PDF_MESSAGES.damaged);
    return doc;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    if (err instanceof ParseError) throw err;
    const name = err instanceof Error ? err.name : '';
    if (name === 'PasswordException') throw new ParseError(PDF_MESSAGES.password);
    throw new ParseError(PDF_MESSAGES.damaged);
  }
}

export type Attachment = { name: string; content: Uint8Array };

export async function pdfAttachments(doc: PDFDocumentProxy): Promise<Attachment[]> {
  try {
    const found = await doc.getAttachments();
    if (!found) return [];
    const out: Attachment[] = [];
    for (const [id, a] of found) {
      // Content comes with the list when pdfjs has it at hand, otherwise it is fetched by id.
      const content = a.content ?? (await doc.getAttachmentContent(id));
      if (content instanceof Uint8Array) out.push({ name: a.filename || id, content });
    }
    return out;
  } catch {
    return [];
  }
}
