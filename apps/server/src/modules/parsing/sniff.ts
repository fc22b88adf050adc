/**
 * The one file-type sniffer: what a file is from its bytes, built from the registered readers. The extension alone
 * is never trusted: an upload, and a document the parser is handed, must be what its name says.
 */
import { ParseError } from './errors.js';
import { type DocumentReader, type DocumentType, READERS, readerForExtension } from './readers/registry.js';

/** A registered document type, or what else the bytes are, for saying so. */
export type FileType = DocumentType | 'zip' | 'html' | 'text' | 'unknown';

const OTHER: Record<Exclude<FileType, DocumentType>, string> = {
  zip: 'a zip archive',
  html: 'a web page',
  text: 'a plain text file',
  unknown: 'not a supported document',
};

/** The extension of a file name, lower case, without the dot ('' when it has none). */
export const extensionOf = (fileName: string) => fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

function isTextLike(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, Math.min(bytes.length, 65536));
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32)) control++;
  }
  return control / Math.max(1, sample.length) < 0.01;
}

/** What bytes no reader recognises are, as far as a message needs to say. */
function otherType(bytes: Uint8Array): Exclude<FileType, DocumentType> {
  if (bytes.length === 0) return 'unknown';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  if (!isTextLike(bytes)) return 'unknown';
  const head = new TextDecoder('latin1')
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF|^ï»¿/, '')
    .trimStart()
    .toLowerCase();
  if (/^<(?:!doctype html|html|head|body|\?xml|svg|script|div|table)/.test(head)) return 'html';
  return 'text';
}

/** The type of a file from its first bytes: the first registered reader that recognises it, else what it is. */
export function sniffFileType(bytes: Uint8Array): FileType {
  const reader = bytes.length < 4 ? undefined : READERS.find((r) => r.sniff(bytes));
  return reader ? reader.type : otherType(bytes);
}

/** 'a PNG image', 'a web page': what a sniffed type is called in a message. */
export function describeFileType(type: FileType): string {
  return type in OTHER ? OTHER[type as keyof typeof OTHER] : (READERS.find((r) => r.type === type)?.description ?? '');
}

/** The reader for a document the parser is handed, checked against its name (.pdf .png .jpg .jpeg .xlsx .csv). */
export function documentReader(bytes: Uint8Array, fileName: string): DocumentReader {
  if (bytes.length === 0) throw new ParseError('The file is empty.');
  const ext = extensionOf(fileName.trim());
  const reader = readerForExtension(ext);
  if (!reader) {
    throw new ParseError(
      `Files of type "${ext ? `.${ext}` : fileName}" cannot be read. Upload a PDF, PNG or JPG image, Excel (.xlsx) or CSV file.`,
    );
  }
  const actual = sniffFileType(bytes);
  if (actual !== reader.type) {
    throw new ParseError(
      `This file is named .${ext} but its content is ${describeFileType(actual)}. Please upload the original file.`,
    );
  }
  return reader;
}

/** The type of a document the parser is handed, checked against its name; a ParseError says what is wrong. */
export function checkFileType(bytes: Uint8Array, fileName: string): DocumentType {
  return documentReader(bytes, fileName).type;
}
