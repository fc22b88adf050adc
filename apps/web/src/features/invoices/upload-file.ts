import {
  type BodyOf,
  DOCUMENT_EXTENSIONS,
  type EndpointPath,
  INVOICE_EXTENSIONS,
  type ResponseOf,
} from '@app/contracts';
import { ApiError, jsonOf, networkError, type RawResponse, responseError, sendWithSession } from '../../lib/api';

export type UploadKind = 'invoice' | 'document';

export const EXTENSIONS: Record<UploadKind, readonly string[]> = {
  invoice: INVOICE_EXTENSIONS,
  document: DOCUMENT_EXTENSIONS,
};

/**
 * The `accept` attribute of a file input: the extensions, and for invoices the media types too, so a phone offers
 * its camera and photo library ('image/*,application/pdf,.png,.jpg,.jpeg,.pdf').
 */
export function acceptOf(kind: UploadKind): string {
  const extensions = EXTENSIONS[kind].map((e) => `.${e}`);
  return (kind === 'invoice' ? ['image/*', 'application/pdf', ...extensions] : extensions).join(',');
}

export function extensionOf(fileName: string): string {
  const m = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  return m ? m[1].toLowerCase() : '';
}

/** Only files with a recognised extension are taken (spec 5 Invoice files); others are ignored. */
export function isAcceptedFile(fileName: string, kind: UploadKind): boolean {
  return EXTENSIONS[kind].includes(extensionOf(fileName));
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A client-made upload id ([A-Za-z0-9_-]{6,100}); one per upload attempt. */
export function newUploadId(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))) {
  const bytes = random(20);
  let id = 'up_';
  for (const b of bytes) id += ID_ALPHABET[b % ID_ALPHABET.length];
  return id;
}

export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(new ApiError(0, 'FILE_READ', 'The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export type UploadProgress = { loaded: number; total: number };

/** POSTs a JSON text over XMLHttpRequest, which reports the upload's progress (fetch does not). */
function post(
  path: string,
  body: string,
  token: string | null,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () =>
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, data: jsonOf(xhr.responseText) });
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * POST /api/<path> like `api`, with the same session handling and errors, but over XMLHttpRequest so the upload's
 * progress can be shown.
 */
async function postWithProgress<T>(
  path: string,
  body: unknown,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<T> {
  const json = JSON.stringify(body);
  const r = await sendWithSession((token) => post(path, json, token, onProgress, signal));
  if (!r.ok) throw responseError(r.status, r.data);
  return r.data as T;
}

/** `postWithProgress` of a path with a contract: its body and response are the contract's. */
export function callWithProgress<P extends EndpointPath>(
  path: P,
  body: BodyOf<P>,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ResponseOf<P>> {
  return postWithProgress<ResponseOf<P>>(path, body, onProgress, signal);
}

export type UploadResult = ResponseOf<'/invoice_upload'>;

/** The name several photos of one invoice are stored under: 'IMG_2041 (3 photos).pdf'. */
export function photosName(files: readonly File[]): string {
  const stem = (files[0]?.name ?? 'Invoice').replace(/\.[A-Za-z0-9]+$/, '').trim() || 'Invoice';
  return `${stem} (${files.length} photos).pdf`;
}

/**
 * Sends a file to /invoice_upload (base64 in JSON), reporting the bytes sent; several photos go together, as the
 * pages of one invoice that the server stores as one PDF.
 */
export async function uploadFile(options: {
  files: readonly File[];
  kind: UploadKind;
  businessId?: number | null;
  onProgress: (p: UploadProgress) => void;
  signal?: AbortSignal;
}): Promise<UploadResult> {
  const { files, kind, businessId, onProgress, signal } = options;
  const common = { uploadId: newUploadId(), kind, ...(businessId ? { businessId } : {}) };
  const body =
    files.length === 1
      ? { fileContentBase64: await readAsBase64(files[0]), fileName: files[0].name, ...common }
      : {
          photos: await Promise.all(
            files.map(async (f) => ({ fileContentBase64: await readAsBase64(f), fileName: f.name })),
          ),
          fileName: photosName(files),
          ...common,
        };
  return callWithProgress('/invoice_upload', body, onProgress, signal);
}
