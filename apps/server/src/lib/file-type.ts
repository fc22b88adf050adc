/** What a file really is, from its first bytes; the extension alone is never trusted. */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'xlsx' | 'csv';

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);

export function sniffFileType(bytes: Uint8Array): FileKind | null {
  if (bytes.length < 4) return null;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const text = Buffer.from(bytes).toString('latin1');
    return text.includes('[Content_Types].xml') && text.includes('xl/') ? 'xlsx' : null;
  }
  return looksLikeCsv(bytes) ? 'csv' : null;
}

function looksLikeCsv(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head.length < bytes.length ? trimPartial(head) : head);
  } catch {
    return false;
  }
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('<') || trimmed.startsWith('{') || trimmed.startsWith('%!')) return false;
  const lines = trimmed
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(0, 20);
  return lines.length > 0 && lines.some((l) => /[,;\t]/.test(l));
}

/** Cuts a UTF-8 buffer before a sequence the 64 KiB window split in two. */
function trimPartial(b: Uint8Array): Uint8Array {
  let end = b.length;
  while (end > 0 && end > b.length - 4 && ((b[end - 1] ?? 0) & 0xc0) === 0x80) end--;
  if (end > 0 && ((b[end - 1] ?? 0) & 0xc0) === 0xc0) end--;
  return b.subarray(0, end);
}

export const EXTENSIONS: Record<string, FileKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  xlsx: 'xlsx',
  csv: 'csv',
};

export const CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export const extensionOf = (fileName: string) => fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';
