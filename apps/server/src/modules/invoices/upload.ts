import { createHash, randomBytes } from 'node:crypto';
import type { invoicePutBody, invoiceUploadBody } from '@app/contracts';
import { FILE_TYPES, INVOICE_MSG } from '@app/contracts';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { acceptUpload, extensionOf } from '../../lib/file-type.js';
import { PARSE_JOB } from './parse-job.js';
import { combinedName, combinePhotos } from './photo-pages.js';

/** The restaurant an upload is for; an admin must name one ('No restaurant available' otherwise). */
export function uploadBusiness(p: Principal, requested: number | null | undefined): number {
  if (p.usertype === 'admin') {
    if (!requested) throw new AppError('VALIDATION', INVOICE_MSG.noRestaurant);
    return requested;
  }
  if (p.usertype !== 'restaurant' || !p.businessId) throw new AppError('VALIDATION', INVOICE_MSG.noRestaurant);
  if (requested && requested !== p.businessId) throw new AppError('NOT_FOUND', 'Restaurant not found');
  return p.businessId;
}

/**
 * Stores an uploaded invoice or document: the extension must be one we read, the bytes must be what the extension
 * says, at most LIMITS.uploadMaxBytes, and not a file this restaurant uploaded before. Several photos of one
 * invoice's pages are stored as one PDF of those pages, checked the same way as a whole (photo-pages.ts).
 */
export async function uploadFile(ctx: AppContext, p: Principal, input: z.infer<typeof invoiceUploadBody>) {
  const businessId = uploadBusiness(p, input.businessId);
  if (input.photos && input.fileContentBase64) throw new AppError('VALIDATION', INVOICE_MSG.invalid);
  const photos = input.photos?.map((photo) => ({
    bytes: decodeBase64(photo.fileContentBase64),
    fileName: photo.fileName,
  }));
  const single = photos?.length === 1 ? photos[0] : null;
  const file = single
    ? single
    : photos
      ? { bytes: await combinePhotos(photos), fileName: combinedName(input.fileName) }
      : { bytes: decodeBase64(input.fileContentBase64 ?? ''), fileName: input.fileName };
  const stored = await storeFile(ctx, {
    businessId,
    userId: p.userId,
    bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
    fileName: file.fileName,
    kind: input.kind,
    uploadId: input.uploadId,
  });
  return { status: 'SUCCESS', ...stored, fileName: file.fileName };
}

/** A file's bytes from base64 (a data: URL prefix allowed); none is 'No file', anything but base64 'Invalid arguments'. */
export function decodeBase64(text: string): Buffer {
  const base64 = text.replace(/^data:[^,]*,/, '');
  if (!base64) throw new AppError('VALIDATION', INVOICE_MSG.noFile);
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new AppError('VALIDATION', INVOICE_MSG.invalid);
  return Buffer.from(base64, 'base64');
}

/**
 * The checks and storage every incoming file goes through (upload or email): a known extension, bytes that
 * are what the extension says, at most LIMITS.uploadMaxBytes, not a file this restaurant sent before.
 */
export async function storeFile(
  ctx: AppContext,
  f: {
    businessId: number;
    userId: number;
    bytes: Buffer;
    fileName: string;
    kind: 'invoice' | 'document';
    uploadId?: string;
  },
) {
  const business = await ctx.db.selectFrom('businesses').select('id').where('id', '=', f.businessId).executeTakeFirst();
  if (!business) throw new AppError('VALIDATION', INVOICE_MSG.noRestaurant);
  const { reader, ext } = acceptUpload(f.bytes, f.fileName, f.kind);

  const hash = createHash('sha256').update(f.bytes).digest('hex');
  const uploadId = f.uploadId ?? randomBytes(12).toString('hex');
  const dup = await ctx.db
    .selectFrom('invoices')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('upload_id', '=', uploadId),
        eb.and([eb('business_id', '=', f.businessId), eb('content_hash', '=', hash)]),
      ]),
    )
    .executeTakeFirst();
  if (dup) throw new AppError('CONFLICT', INVOICE_MSG.exists);

  const key = `${uploadId}.${ext}`;
  const fullKey = `invoices/${f.businessId}/${key}`;
  await ctx.storage.put(fullKey, f.bytes, reader.contentType);
  await ctx.db
    .insertInto('stored_files')
    .values({
      key: fullKey,
      content_type: reader.contentType,
      size: f.bytes.length,
      sha256: hash,
      business_id: f.businessId,
      user_id: f.userId,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return { uploadId, key, fullKey };
}

/** Records the invoice for a stored upload and queues its parsing; the same upload id twice is 'INVOICE EXISTS'. */
export async function putInvoice(
  ctx: AppContext,
  p: Principal,
  input: z.infer<typeof invoicePutBody>,
  extra: InvoiceExtra = {},
) {
  return createInvoice(ctx, uploadBusiness(p, input.businessId), p.userId, input, extra);
}

export type InvoiceExtra = {
  kind?: 'invoice' | 'document';
  supplierId?: number | null;
  documentTypeId?: number | null;
  source?: 'upload' | 'email';
};

export async function createInvoice(
  ctx: AppContext,
  businessId: number,
  userId: number,
  input: { invoiceUploadId: string; fileName: string; fullKey: string },
  extra: InvoiceExtra = {},
) {
  const file = await storedUpload(ctx.db, businessId, input.fullKey);
  return ctx.db.transaction().execute((tx) => insertInvoice(ctx, tx, { businessId, userId, input, file, extra }));
}

/** A file the restaurant stored (upload or email); any other key is 'Invalid arguments'. */
export async function storedUpload(db: Db, businessId: number, fullKey: string) {
  const file = await db
    .selectFrom('stored_files')
    .select(['key', 'sha256'])
    .where('key', '=', fullKey)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!file) throw new AppError('VALIDATION', INVOICE_MSG.invalid);
  return file;
}

/** Records the invoice of a checked stored file and queues its parsing, inside the caller's transaction. */
export async function insertInvoice(
  ctx: AppContext,
  tx: Tx,
  r: {
    businessId: number;
    userId: number;
    input: { invoiceUploadId: string; fileName: string };
    file: { key: string; sha256: string };
    extra: InvoiceExtra;
  },
) {
  const ext = extensionOf(r.file.key);
  const invoice = await tx
    .insertInto('invoices')
    .values({
      business_id: r.businessId,
      user_id: r.userId,
      supplier_id: r.extra.supplierId ?? null,
      source: r.extra.source ?? 'upload',
      kind: r.extra.kind ?? 'invoice',
      document_type_id: r.extra.documentTypeId ?? null,
      upload_id: r.input.invoiceUploadId,
      key: r.file.key.split('/').pop() ?? r.file.key,
      full_key: r.file.key,
      file_name: r.input.fileName,
      file_type: FILE_TYPES[ext] ?? 2,
      content_hash: r.file.sha256,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'full_key'])
    .executeTakeFirst();
  if (!invoice) throw new AppError('CONFLICT', INVOICE_MSG.exists);
  await ctx.queue.enqueue(tx, PARSE_JOB, { invoiceId: invoice.id }, { singletonKey: `parse:${invoice.id}` });
  return { invoiceId: invoice.id, fullKey: invoice.full_key };
}
