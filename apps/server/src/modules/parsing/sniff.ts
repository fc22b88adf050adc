/** Recognising a file by its bytes, and refusing a file whose name claims another type. */
import { ParseError } from './errors.js';

export type FileType = 'pdf' | 'png' | 'jpeg' | 'xlsx' | 'csv' | 'zip' | 'html' | 'text' | 'unknown';

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);

function zipNames(bytes: Uint8Array): string {
  // Entry names sit in plain text in local headers and the central directory.
  return new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 4_000_000)));
}

function isTextLike(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, Math.min(bytes.length, 65536));
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32)) control++;
  }
  return control / Math.max(1, sample.length) < 0.01;
}

export function sniffFileType(bytes: Uint8Array): FileType {
  if (bytes.length === 0) return 'unknown';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipNames(bytes);
    return names.includes('[Content_Types].xml') && names.includes('xl/') ? 'xlsx' : 'zip';
  }
  if (!isTextLike(bytes)) return 'unknown';
  const text = head
    .replace(/^\uFEFF|^ï»¿/, '')
    .trimStart()
    .toLowerCase();
  if (/^<(?:!doctype html|html|head|body|\?xml|svg|script|div|table)/.test(text)) return 'html';
  const lines = head.split(/\r?\n/).filter((l) => l.trim());
  const delimited = lines.filter((l) => /[,;\t|]/.test(l)).length;
  return lines.length > 0 && delimited / lines.length >= 0.5 ? 'csv' : 'text';
}

const BY_EXTENSION: Record<string, FileType> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  xlsx: 'xlsx',
  csv: 'csv',
};

const DESCRIBE: Record<FileType, string> = {
  pdf: 'a PDF',
  png: 'a PNG image',
  jpeg: 'a JPEG image',
  xlsx: 'an Excel workbook',
  csv: 'a CSV file',
  zip: 'a zip archive',
  html: 'a web page',
  text: 'a plain text file',
  unknown: 'not a supported document',
};

/** The type of the upload, checked against its extension (.pdf .png .jpg .jpeg .xlsx .csv). */
export function checkFileType(bytes: Uint8Array, fileName: string): 'pdf' | 'png' | 'jpeg' | 'xlsx' | 'csv' {
  if (bytes.length === 0) throw new ParseError('The file is empty.');
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  const claimed = BY_EXTENSION[ext];
  if (!claimed) {
    throw new ParseError(
      `Files of type "${ext ? `.${ext}` : fileName}" cannot be read. Upload a PDF, PNG or JPG image, Excel (.xlsx) or CSV file.`,
    );
  }
  const actual = sniffFileType(bytes);
  if (claimed === 'csv' && actual === 'text') return 'csv';
  if (actual !== claimed) {
    const what = DESCRIBE[actual];
    throw new ParseError(`This file is named .${ext} but its content is ${what}. Please upload the original file.`);
  }
  return claimed as 'pdf' | 'png' | 'jpeg' | 'xlsx' | 'csv';
}
