import {
  documentTypesBody,
  documentUploadBody,
  fileLinkBody,
  INVOICE_MSG,
  inboundAddressBody,
  invoiceIdBody,
  invoiceItemsBody,
  invoiceListBody,
  invoicePageBody,
  invoicePutBody,
  invoiceUploadBody,
  LIMITS,
  parseInstructionBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { AppError, notFound } from '../../lib/errors.js';
import { extensionOf } from '../../lib/file-type.js';
import { verifyFileSignature } from '../../lib/signed-url.js';
import { invoiceFileLink, invoiceScope, invoicesVisibleTo, ownInvoice } from './access.js';
import { listDocumentTypes, uploadDocument } from './documents.js';
import { importRecords } from './import.js';
import { getInboundAddress, rotateInboundAddress } from './inbound-address.js';
import { getInstructions, putInstruction } from './instructions.js';
import { invoicePageImage } from './page-image.js';
import { putInvoice, uploadFile } from './upload.js';

const LINES_GONE = 'The lines read from this file are no longer available. Upload the file again to import it.';

export function invoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(
    app,
    '/invoice_upload',
    { body: invoiceUploadBody, bodyLimit: LIMITS.uploadRequestMaxBytes, tooLarge: INVOICE_MSG.tooLarge },
    (b, req) => uploadFile(ctx, req.principal, b),
  );
  apiRoute(app, '/invoice_put', { body: invoicePutBody }, (b, req) => putInvoice(ctx, req.principal, b));

  apiRoute(app, '/invoice', { body: invoiceListBody }, async (b, req) => {
    const businessId = invoiceScope(req.principal, b.businessId);
    let q = ctx.db
      .selectFrom('invoices as i')
      .innerJoin('businesses as bz', 'bz.id', 'i.business_id')
      .leftJoin('suppliers as s', 's.id', 'i.supplier_id')
      .select([
        'i.id',
        'i.id as invoiceId',
        'i.upload_id as name',
        'i.created_at as created',
        'i.invoice_date',
        'i.invoice_number',
        'i.parsed_total',
        'i.status',
        'i.parse_status',
        'i.parse_error',
        'i.kind',
        'i.business_id',
        'i.user_id',
        'i.key',
        'i.full_key',
        'i.file_name as fileName',
        'i.supplier_id',
        's.name as supplierName',
        'bz.name as businessName',
      ])
      .where(invoicesVisibleTo(req.principal));
    if (businessId) q = q.where('i.business_id', '=', businessId);
    if (req.principal.usertype === 'admin' && b.searchName)
      q = q.where(
        sql<string>`lower(bz.name)`,
        'like',
        `%${b.searchName.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      );
    // New uploads first: an invoice dated last year, uploaded now, is the one being worked on.
    const invoices = await q.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(1000).execute();
    const totals = invoices.length
      ? await ctx.db
          .selectFrom('invoice_items')
          .select(['invoice_id', sql<string>`round(sum(price * quantity), 2)::text`.as('sum')])
          .where(
            'invoice_id',
            'in',
            invoices.map((i) => i.id),
          )
          .groupBy('invoice_id')
          .execute()
      : [];
    const invoiceTotals = Object.fromEntries(
      invoices.map((i) => [
        i.id,
        { sum: totals.find((t) => t.invoice_id === i.id)?.sum ?? null, supplier_id: i.supplier_id },
      ]),
    );
    return { invoices, invoiceTotals };
  });

  apiRoute(app, '/invoice_items_get', { body: invoiceIdBody }, async (b, req) => {
    const inv = await ownInvoice(ctx, req.principal, b.invoiceId);
    const items = await ctx.db
      .selectFrom('invoice_items')
      .select([
        'id',
        'item_id',
        'item_price_id',
        'name',
        'item_code',
        'unit',
        'quantity',
        'price',
        'category',
        'created_at',
      ])
      .where('invoice_id', '=', inv.id)
      .orderBy('id')
      .execute();
    const sum = await ctx.db
      .selectFrom('invoice_items')
      .select(sql<string | null>`round(sum(price * quantity), 2)::text`.as('total'))
      .where('invoice_id', '=', inv.id)
      .executeTakeFirst();
    return { items, invoice: inv, total: sum?.total ?? null };
  });

  apiRoute(
    app,
    '/invoice_page',
    { body: invoicePageBody, summary: 'A link to one page of an uploaded invoice or document as an image' },
    (b, req) => invoicePageImage(ctx, req.principal, b),
  );

  apiRoute(app, '/invoice_items', { body: invoiceItemsBody }, (b, req) => importRecords(ctx, req.principal, b));

  apiRoute(app, '/invoice_parse_instruction', { body: parseInstructionBody }, (b, req) =>
    b.type === 'Get' ? getInstructions(ctx, req.principal, b) : putInstruction(ctx, req.principal, b),
  );
  apiRoute(app, '/document_types', { body: documentTypesBody }, (b, req) => listDocumentTypes(ctx, req.principal, b));
  apiRoute(app, '/document_upload', { body: documentUploadBody }, (b, req) => uploadDocument(ctx, req.principal, b));
  apiRoute(
    app,
    '/inbound_address',
    { body: inboundAddressBody, summary: "The restaurant's address for emailed invoices" },
    (b, req) => getInboundAddress(ctx, req.principal, b),
  );
  apiRoute(
    app,
    '/inbound_address_rotate',
    { body: inboundAddressBody, summary: 'A new address for emailed invoices; the old one stops working' },
    (b, req) => rotateInboundAddress(ctx, req.principal, b),
  );

  apiRoute(app, '/s3_file_link', { body: fileLinkBody }, async (b, req) => {
    return invoiceFileLink(ctx, req.principal, b.Key);
  });

  app.get('/api/files/*', async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const { exp, sig } = req.query as { exp?: string; sig?: string };
    if (!verifyFileSignature(ctx.config.jwtSecret, key, exp, sig))
      throw new AppError('FORBIDDEN', 'This link has expired');
    const bytes = await ctx.storage.get(key).catch(() => null);
    if (!bytes) {
      if (key.endsWith('.tables.json')) {
        const inv = await ctx.db
          .selectFrom('invoices')
          .select(['parse_status', 'parse_error'])
          .where('full_key', '=', key.slice(0, -'.tables.json'.length))
          .executeTakeFirst();
        if (inv?.parse_status === 'failed')
          throw new AppError('VALIDATION', inv.parse_error || 'This document could not be read');
        // Read once, but its lines were not kept: waiting for them would never end.
        if (inv?.parse_status === 'parsed') throw new AppError('VALIDATION', LINES_GONE);
        // Still being read: an answer, not a failure (a 404 here would show in the browser's console on every poll).
        if (inv) return reply.code(202).header('cache-control', 'no-store').send({ status: inv.parse_status });
      }
      throw notFound('Not ready yet');
    }
    const ext = key.endsWith('.tables.json') ? 'json' : extensionOf(key);
    const types: Record<string, string> = {
      json: 'application/json',
      pdf: 'application/pdf',
      png: 'image/png',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      csv: 'text/csv; charset=utf-8',
    };
    const name = key.split('/').pop() ?? 'file';
    const inline = ['pdf', 'png', 'jpg', 'jpeg', 'json'].includes(ext);
    return reply
      .header('content-type', types[ext] ?? 'application/octet-stream')
      .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/"/g, '')}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .header('cache-control', 'private, max-age=300')
      .send(bytes);
  });
}
