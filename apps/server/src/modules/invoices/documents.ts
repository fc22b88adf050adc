/**
 * Supplier documents (spec 2.9, document flow): a restaurant files an uploaded order guide or price list under one
 * of its suppliers and a document type. Document types belong to the restaurant that named them: another
 * restaurant never sees or changes them.
 */
import type { documentTypesBody, documentUploadBody } from '@app/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppContext, Principal } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { extensionOf } from '../../lib/file-type.js';
import { businessScope, supplierScope } from '../../lib/tenancy.js';
import { getConnection } from '../suppliers/repository.js';
import { insertInvoice, storedUpload, uploadBusiness } from './upload.js';

/** A document's name with the stored file's extension (the parser reads a file by its type): 'Price list.csv'. */
function documentFileName(name: string, key: string): string {
  const ext = extensionOf(key);
  const base = name.trim().slice(0, 240);
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

/**
 * The restaurant's document types for one of its suppliers. A supplier account files no documents: it gets an
 * empty list for itself, and another supplier's id is not found.
 */
export async function listDocumentTypes(ctx: AppContext, p: Principal, b: z.infer<typeof documentTypesBody>) {
  if (p.usertype === 'supplier') {
    supplierScope(p, b.supplierId);
    return { documentTypes: [] };
  }
  const businessId = businessScope(p, b.businessId);
  await getConnection(ctx.db, businessId, b.supplierId);
  const documentTypes = await ctx.db
    .selectFrom('document_types')
    .select(['id', 'name', 'created_at'])
    .where('business_id', '=', businessId)
    .where('supplier_id', '=', b.supplierId)
    .orderBy('name')
    .execute();
  return { documentTypes };
}

/**
 * Files an uploaded document: everything is checked first (the restaurant, the supplier being one of its
 * suppliers, the stored file being its own, a known type being its own), then the type, the invoice record, its
 * parse job and the document are written in one transaction.
 */
export async function uploadDocument(ctx: AppContext, p: Principal, b: z.infer<typeof documentUploadBody>) {
  const businessId = uploadBusiness(p, b.businessId);
  await getConnection(ctx.db, businessId, b.supplierId);
  const file = await storedUpload(ctx.db, businessId, b.key);
  let known: { id: number; name: string } | undefined;
  if (!b.new) {
    known = await ctx.db
      .selectFrom('document_types')
      .select(['id', 'name'])
      .where('business_id', '=', businessId)
      .where('supplier_id', '=', b.supplierId)
      .where('id', '=', Number(b.documentType) || -1)
      .executeTakeFirst();
    if (!known) throw notFound('Document type not found');
  }
  const newName = (b.name ?? String(b.documentType)).trim();
  const uploadId =
    b.key
      .split('/')
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, '') ?? '';

  return ctx.db.transaction().execute(async (tx) => {
    const type =
      known ??
      (await tx
        .insertInto('document_types')
        .values({ business_id: businessId, supplier_id: b.supplierId, name: newName, created_by: p.userId })
        .onConflict((oc) => oc.expression(sql`business_id, supplier_id, lower(name)`).doUpdateSet({ name: newName }))
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow());
    const result = await insertInvoice(ctx, tx, {
      businessId,
      userId: p.userId,
      input: { invoiceUploadId: uploadId, fileName: documentFileName(type.name, b.key) },
      file,
      extra: { kind: 'document', supplierId: b.supplierId, documentTypeId: type.id },
    });
    await tx
      .insertInto('documents')
      .values({
        document_type_id: type.id,
        supplier_id: b.supplierId,
        business_id: businessId,
        user_id: p.userId,
        invoice_id: result.invoiceId,
        key: b.key,
      })
      .execute();
    return { ...result, documentTypeId: type.id };
  });
}
