import { createHash, randomBytes } from 'node:crypto';
import {
  CATALOG_IMPORT,
  CATALOG_IMPORT_MSG,
  type CatalogImportPreview,
  type CatalogImportResult,
  INVOICE_MSG,
  type ItemImportCommitInput,
  type ItemImportPreviewInput,
} from '@app/contracts';
import { sql } from 'kysely';
import type { AppContext, Principal } from '../../context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { acceptUpload } from '../../lib/file-type.js';
import { supplierScope } from '../../lib/tenancy.js';
import { queueSavingsAlert } from '../notifications/savings-alerts.js';
import { connectionsVisibleTo } from '../suppliers/access.js';
import { itemsVisibleTo } from './access.js';
import { readCatalogFile } from './import-file.js';
import { missingRequired } from './import-headers.js';
import { countRows, type ExistingItem, itemChanges, planRows, priceChanges } from './import-plan.js';
import { type ParsedImportRow, rowsFromGrid } from './import-rows.js';
import { latestVisiblePrice } from './visible-prices.js';

const CHUNK = 500;

/** The bytes of an uploaded catalogue file, after the checks every upload gets: type, size, content. */
function fileBytes(input: ItemImportPreviewInput) {
  const base64 = input.fileContentBase64.replace(/^data:[^,]*,/, '');
  if (!base64) throw new AppError('VALIDATION', INVOICE_MSG.noFile);
  if (!/^[A-Za-z0-9+/=\s]+$/.test(base64)) throw new AppError('VALIDATION', INVOICE_MSG.invalid);
  const bytes = Buffer.from(base64, 'base64');
  return { bytes, ...acceptUpload(bytes, input.fileName, 'catalogue') };
}

/** The supplier's own catalogue (inactive items too) with each item's current supplier price. */
export async function loadCatalogue(db: Db, supplierId: number): Promise<ExistingItem[]> {
  const price = latestVisiblePrice(db, null, sql.ref<number>('i.id')).select(['vp.price', 'vp.quantity', 'vp.unit']);
  const r = await sql<ExistingItem>`
    SELECT i.id, i.name, i.item_code, i.category, i.unit, i.pack,
           p.price::text AS price, p.quantity::text AS quantity, p.unit AS price_unit
    FROM items i
    LEFT JOIN LATERAL ${price} p ON true
    WHERE ${itemsVisibleTo({ supplierId })}
    ORDER BY i.id`.execute(db);
  return r.rows;
}

/**
 * Reads an uploaded CSV or Excel catalogue into rows for review: each row checked, and marked new, update,
 * unchanged or error against the current catalogue. The file and the rows are kept under the upload id for
 * the commit; nothing in the catalogue changes yet.
 */
export async function previewImport(
  ctx: AppContext,
  p: Principal,
  input: ItemImportPreviewInput,
): Promise<CatalogImportPreview> {
  const supplierId = supplierScope(p);
  const { bytes, reader, ext } = fileBytes(input);
  const { grid, map } = await readCatalogFile(bytes, reader.type);
  if (!map) {
    const missing = missingRequired(grid);
    throw new AppError(
      'VALIDATION',
      missing.length && grid.length ? CATALOG_IMPORT_MSG.missingColumns(missing) : CATALOG_IMPORT_MSG.noHeader,
      [{ missing }],
    );
  }
  const { rows, warnings } = rowsFromGrid(grid, map);
  if (rows.length === 0) throw new AppError('VALIDATION', CATALOG_IMPORT_MSG.noRows);
  if (rows.length > CATALOG_IMPORT.maxRows)
    throw new AppError('PAYLOAD_TOO_LARGE', CATALOG_IMPORT_MSG.tooManyRows(rows.length));

  const uploadId = input.uploadId ?? `ci_${randomBytes(12).toString('hex')}`;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const earlier = await ctx.db
    .selectFrom('catalog_imports')
    .select(['sha256', 'status'])
    .where('supplier_id', '=', supplierId)
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
  if (earlier && earlier.sha256 !== sha256) throw new AppError('CONFLICT', CATALOG_IMPORT_MSG.uploadReused);
  if (!earlier) {
    const fileKey = `catalog-imports/${supplierId}/${uploadId}.${ext}`;
    await ctx.storage.put(fileKey, bytes, reader.contentType);
    await ctx.db
      .insertInto('stored_files')
      .values({
        key: fileKey,
        content_type: reader.contentType,
        size: bytes.length,
        sha256,
        supplier_id: supplierId,
        user_id: p.userId,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    await ctx.db
      .insertInto('catalog_imports')
      .values({
        supplier_id: supplierId,
        user_id: p.userId,
        upload_id: uploadId,
        file_name: input.fileName,
        file_key: fileKey,
        sha256,
        rows: JSON.stringify(rows),
      })
      .onConflict((oc) => oc.columns(['supplier_id', 'upload_id']).doNothing())
      .execute();
  }
  const planned = planRows(rows, await loadCatalogue(ctx.db, supplierId));
  const columns = Object.entries(map.headers)
    .filter(([field]) => field !== 'size')
    .map(([field, header]) => ({ field: field as CatalogImportPreview['columns'][number]['field'], header }));
  if (map.headers.size) columns.push({ field: 'pack', header: map.headers.size });
  return {
    uploadId,
    fileName: input.fileName,
    columns,
    warnings,
    rows: planned,
    counts: countRows(planned),
    status: earlier?.status ?? 'preview',
  };
}

/**
 * Imports the reviewed rows of a previewed file in one transaction: new items with their price, changed items
 * updated and, where the price, pack size or unit changed, a new supplier price. Rows with errors and rows
 * the reviewer left out are not imported. The upload is locked while this runs, and a second commit of the
 * same upload returns the first result without writing anything.
 */
export async function commitImport(
  ctx: AppContext,
  p: Principal,
  input: ItemImportCommitInput,
): Promise<CatalogImportResult> {
  const supplierId = supplierScope(p);
  return ctx.db.transaction().execute(async (tx) => {
    const imp = await tx
      .selectFrom('catalog_imports')
      .select(['id', 'rows', 'status', 'result'])
      .where('supplier_id', '=', supplierId)
      .where('upload_id', '=', input.uploadId)
      .forUpdate()
      .executeTakeFirst();
    if (!imp) throw new AppError('NOT_FOUND', CATALOG_IMPORT_MSG.notFound);
    if (imp.status === 'imported') return { ...(imp.result as CatalogImportResult), repeated: true };

    const rows = (typeof imp.rows === 'string' ? JSON.parse(imp.rows) : imp.rows) as ParsedImportRow[];
    const existing = await loadCatalogue(tx, supplierId);
    const byId = new Map(existing.map((e) => [e.id, e]));
    const planned = planRows(rows, existing);
    const excluded = new Set(input.excludeRows);
    const take = planned.filter((r) => r.action !== 'error' && !excluded.has(r.row));
    const skipped = planned.filter((r) => r.action !== 'error' && excluded.has(r.row)).length;
    if (take.length === 0) throw new AppError('VALIDATION', CATALOG_IMPORT_MSG.nothingToImport);

    const fresh = take.filter((r) => r.action === 'new');
    const ids = fresh.length
      ? (
          await sql<{ id: number }>`
            SELECT nextval(pg_get_serial_sequence('items', 'id'))::int AS id
            FROM generate_series(1, ${fresh.length})`.execute(tx)
        ).rows.map((r) => r.id)
      : [];
    for (let i = 0; i < fresh.length; i += CHUNK) {
      await tx
        .insertInto('items')
        .values(
          fresh.slice(i, i + CHUNK).map((r, j) => ({
            id: ids[i + j]!,
            supplier_id: supplierId,
            business_id: null,
            name: r.name,
            item_code: r.itemCode,
            category: r.category,
            unit: r.unit,
            pack: r.pack,
          })),
        )
        .execute();
    }
    const prices: { item_id: number; price: string; unit: string; quantity: string }[] = fresh.map((r, i) => ({
      item_id: ids[i]!,
      price: r.price!,
      unit: r.unit,
      quantity: r.quantity,
    }));
    let updated = 0;
    for (const r of take) {
      if (r.action !== 'update' || r.itemId === null) continue;
      const item = byId.get(r.itemId)!;
      const set = itemChanges(r, item);
      if (Object.keys(set).length)
        await tx
          .updateTable('items')
          .set({ ...set, updated_at: new Date() })
          .where('id', '=', item.id)
          .where('supplier_id', '=', supplierId)
          .execute();
      if (priceChanges(r, item).length)
        prices.push({ item_id: item.id, price: r.price!, unit: r.unit, quantity: r.quantity });
      updated++;
    }
    for (let i = 0; i < prices.length; i += CHUNK) {
      await tx
        .insertInto('item_prices')
        .values(prices.slice(i, i + CHUNK).map((v) => ({ ...v, source: 'supplier' as const, business_id: null })))
        .execute();
    }
    if (prices.length) {
      const customers = await tx
        .selectFrom('business_suppliers as bs')
        .select('bs.business_id')
        .where(connectionsVisibleTo({ supplierId }))
        .execute();
      for (const c of customers) await queueSavingsAlert(ctx, tx, c.business_id, 'A supplier changed its prices.');
    }

    const result: CatalogImportResult = {
      status: 'SUCCESS',
      uploadId: input.uploadId,
      created: fresh.length,
      updated,
      unchanged: take.filter((r) => r.action === 'unchanged').length,
      skipped,
      errors: planned.filter((r) => r.action === 'error').map((r) => ({ row: r.row, errors: r.errors })),
      repeated: false,
    };
    await tx
      .updateTable('catalog_imports')
      .set({ status: 'imported', result: JSON.stringify(result), imported_at: new Date(), user_id: p.userId })
      .where('id', '=', imp.id)
      .execute();
    return result;
  });
}
