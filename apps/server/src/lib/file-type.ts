/**
 * The checks every incoming file gets, whichever way it comes in (invoice or document upload, emailed invoice,
 * catalogue import): an extension the way in accepts, not empty, not too large, and bytes that are what the
 * extension says. Which types each way in accepts is data: the extension lists the web app offers, each read by a
 * registered reader. What a file is comes from the one sniffer; the extension alone is never trusted.
 */
import {
  CATALOG_IMPORT,
  CATALOG_IMPORT_MSG,
  DOCUMENT_EXTENSIONS,
  INVOICE_EXTENSIONS,
  INVOICE_MSG,
  LIMITS,
} from '@app/contracts';
import { type DocumentReader, readerForExtension } from '../modules/parsing/readers/registry.js';
import { extensionOf, sniffFileType } from '../modules/parsing/sniff.js';
import { AppError } from './errors.js';

export { extensionOf };

/** The ways a file comes in. Emailed invoices come in as documents. */
export type UploadPath = 'invoice' | 'document' | 'catalogue';

const choose = (extensions: readonly string[]) => `Choose a ${extensions.map((e) => `.${e}`).join(', ')} file`;

export const UPLOAD_PATHS: Record<UploadPath, { extensions: readonly string[]; wrongExtension: string }> = {
  invoice: { extensions: INVOICE_EXTENSIONS, wrongExtension: choose(INVOICE_EXTENSIONS) },
  document: { extensions: DOCUMENT_EXTENSIONS, wrongExtension: choose(DOCUMENT_EXTENSIONS) },
  /** Spreadsheets only: the import reads their sheets. */
  catalogue: { extensions: CATALOG_IMPORT.extensions, wrongExtension: CATALOG_IMPORT_MSG.wrongExtension },
};

/**
 * The reader of an incoming file, after its checks; each refusal is the message the person sees: a 415 for an
 * extension the way in does not take or bytes that are not what the extension says, 400 empty, 413 too large.
 */
export function acceptUpload(
  bytes: Uint8Array,
  fileName: string,
  path: UploadPath,
): { reader: DocumentReader; ext: string } {
  const accepts = UPLOAD_PATHS[path];
  const ext = extensionOf(fileName);
  const reader = accepts.extensions.includes(ext) ? readerForExtension(ext) : undefined;
  if (!reader) throw new AppError('UNSUPPORTED_MEDIA_TYPE', accepts.wrongExtension);
  if (bytes.length === 0) throw new AppError('VALIDATION', INVOICE_MSG.noFile);
  if (bytes.length > LIMITS.uploadMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', INVOICE_MSG.tooLarge);
  if (sniffFileType(bytes) !== reader.type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INVOICE_MSG.wrongType);
  return { reader, ext };
}

/**
 * A photo taken with a delivery: a .jpg or .png name, bytes that are that image (sniffed, not trusted from the
 * name), at most `maxBytes`. Refusals are 415 (not an image) and 413 (too large).
 */
export function acceptPhoto(
  bytes: Uint8Array,
  fileName: string,
  maxBytes: number,
  msg: { wrongType: string; tooLarge: string },
): { ext: string; contentType: string } {
  const ext = extensionOf(fileName);
  const reader = ['png', 'jpg', 'jpeg'].includes(ext) ? readerForExtension(ext) : undefined;
  if (!reader || bytes.length === 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg.wrongType);
  if (bytes.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', msg.tooLarge);
  if (sniffFileType(bytes) !== reader.type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', msg.wrongType);
  return { ext, contentType: reader.contentType };
}
