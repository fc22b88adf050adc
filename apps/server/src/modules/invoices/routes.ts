import { INVOICE_MSG, LIMITS } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { listDocumentTypes, uploadDocument } from './documents.js';
import { fileLink, serveFile } from './files.js';
import { importRecords } from './import.js';
import { getInboundAddress, rotateInboundAddress } from './inbound-address.js';
import { getInstructions, putInstruction } from './instructions.js';
import { invoiceWithItems, listInvoices } from './invoice-list.js';
import { invoicePageImage } from './page-image.js';
import { putInvoice, uploadFile } from './upload.js';

export function invoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/invoice_upload', (b, req) => uploadFile(ctx, req.principal, b), {
    bodyLimit: LIMITS.uploadRequestMaxBytes,
    tooLarge: INVOICE_MSG.tooLarge,
  });
  route(app, '/invoice_put', (b, req) => putInvoice(ctx, req.principal, b));
  route(app, '/invoice', (b, req) => listInvoices(ctx, req.principal, b));
  route(app, '/invoice_items_get', (b, req) => invoiceWithItems(ctx, req.principal, b.invoiceId));
  route(app, '/invoice_page', (b, req) => invoicePageImage(ctx, req.principal, b));
  route(app, '/invoice_items', (b, req) => importRecords(ctx, req.principal, b));
  route(app, '/invoice_parse_instruction', (b, req) =>
    b.type === 'Get' ? getInstructions(ctx, req.principal, b) : putInstruction(ctx, req.principal, b),
  );
  route(app, '/document_types', (b, req) => listDocumentTypes(ctx, req.principal, b));
  route(app, '/document_upload', (b, req) => uploadDocument(ctx, req.principal, b));
  route(app, '/inbound_address', (b, req) => getInboundAddress(ctx, req.principal, b));
  route(app, '/inbound_address_rotate', (b, req) => rotateInboundAddress(ctx, req.principal, b));
  route(app, '/s3_file_link', (b, req) => fileLink(ctx, req.principal, b.Key));
  app.get('/api/files/*', (req, reply) => serveFile(ctx, req, reply));
}
