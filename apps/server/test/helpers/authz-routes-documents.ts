import { expect } from 'vitest';
import { app, csv, docBody, type Entry, png, putBody } from './authz-types.js';

/** Route table, part 4: invoice and document uploads, admin tools, reports and the supplier's own settings. */
export const DOCUMENT_ROUTES: Record<string, Entry> = {
  '/invoice_upload': {
    own: {
      restaurant: () => ({ fileContentBase64: png(), fileName: 'matrix-own.png' }),
      admin: (f) => ({ fileContentBase64: png(), fileName: 'matrix-own.png', businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ fileContentBase64: png(), fileName: 'x.png', businessId: f.harbour.id }),
      },
      {
        as: 'restaurant',
        field: 'uploadId',
        body: (f) => ({ fileContentBase64: png(), fileName: 'x.png', uploadId: f.harbour.uploadId }),
        expect: { status: 409, why: "spec 8: 'INVOICE EXISTS'; upload ids are unique, nothing of Harbour's is shown" },
      },
    ],
  },
  '/invoice_put': {
    own: {
      restaurant: (f) => putBody(f.maple.spare.putR),
      admin: (f) => ({ ...putBody(f.maple.spare.putA), businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ ...putBody(f.maple.spare.foreign), businessId: f.harbour.id }),
      },
      {
        as: 'restaurant',
        field: 'fullKey',
        body: (f) => ({ invoiceUploadId: 'matrix-foreign-key', fileName: 'x.png', fullKey: f.harbour.apiInvoiceKey }),
        expect: { status: 400, why: "spec 8: 'Invalid arguments' for a file that is not the restaurant's" },
      },
      {
        as: 'restaurant',
        field: 'invoiceUploadId',
        body: (f) => ({ ...putBody(f.maple.spare.foreign), invoiceUploadId: f.harbour.uploadId }),
        expect: { status: 409, why: "spec 8: 'INVOICE EXISTS'; nothing of Harbour's is shown" },
      },
    ],
  },
  '/invoice': {
    own: { restaurant: () => ({}), admin: () => ({}) },
    foreign: [
      { as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) },
      {
        as: 'restaurant',
        field: 'searchName',
        body: () => ({ searchName: 'Harbour' }),
        expect: { own: 'the restaurant-name search is an admin filter; a restaurant sees its own invoices' },
      },
    ],
  },
  '/invoice_parse_instruction': {
    own: {
      restaurant: (f) => ({ supplierId: f.fv.id, type: 'Get' }),
      admin: (f) => ({ supplierId: f.fv.id, type: 'Get', businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ supplierId: f.harbour.privateSupplierId, type: 'Get' }),
      },
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({
          supplierId: f.harbour.privateSupplierId,
          type: 'Put',
          action: 'field_association',
          data: { fieldMap: { Qty: 'unit_price' } },
        }),
      },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ supplierId: f.fv.id, type: 'Get', businessId: f.harbour.id }),
      },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({
          supplierId: f.fv.id,
          type: 'Put',
          businessId: f.harbour.id,
          action: 'field_association',
          data: { fieldMap: { Qty: 'unit_price' } },
        }),
      },
      {
        as: 'admin',
        field: 'supplierId',
        body: (f) => ({ supplierId: f.harbour.privateSupplierId, type: 'Get', businessId: f.maple.id }),
      },
    ],
  },
  '/document_types': {
    own: {
      restaurant: (f) => ({ supplierId: f.fv.id }),
      supplier: (f) => ({ supplierId: f.fv.id }),
      admin: (f) => ({ supplierId: f.fv.id, businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'supplierId', body: (f) => ({ supplierId: f.harbour.privateSupplierId }) },
      { as: 'restaurant', field: 'businessId', body: (f) => ({ supplierId: f.fv.id, businessId: f.harbour.id }) },
      { as: 'supplier', field: 'supplierId', body: (f) => ({ supplierId: f.nm.id }) },
    ],
  },
  '/document_upload': {
    own: {
      restaurant: (f) => docBody(f, f.maple.spare.docR),
      supplier: (f) => ({
        body: docBody(f, f.maple.spare.docS),
        status: 400,
        why: "'No restaurant available': documents belong to a restaurant and a supplier account has none",
      }),
      admin: (f) => ({ ...docBody(f, f.maple.spare.docA), businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ ...docBody(f, f.maple.spare.foreign), businessId: f.harbour.id }),
      },
      {
        as: 'restaurant',
        field: 'key',
        body: (f) => ({ ...docBody(f, f.maple.spare.foreign), key: f.harbour.documentKey }),
        expect: { status: 400, why: "spec 8: 'Invalid arguments' for a file that is not the restaurant's" },
      },
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ ...docBody(f, f.maple.spare.foreign), supplierId: f.harbour.privateSupplierId }),
      },
      {
        as: 'restaurant',
        field: 'documentType',
        body: (f) => ({ ...docBody(f, f.maple.spare.foreign), documentType: f.harbour.documentTypeId, new: false }),
      },
      {
        as: 'restaurant',
        field: 'userId',
        body: (f) => ({ ...docBody(f, f.maple.spare.docUser), userId: f.harbour.ownerId }),
        expect: {
          own: 'the document is always recorded as the caller’s',
          verify: async (f) => {
            const d = await app()
              .ctx.db.selectFrom('documents')
              .select(['user_id', 'business_id'])
              .where('key', '=', f.maple.spare.docUser!.fullKey)
              .executeTakeFirstOrThrow();
            expect(d).toEqual({ user_id: f.maple.ownerId, business_id: f.maple.id });
          },
        },
      },
    ],
  },
  '/inbound_address': {
    own: { restaurant: () => ({}), admin: (f) => ({ businessId: f.maple.id }) },
    foreign: [{ as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) }],
  },
  '/inbound_address_rotate': {
    own: { restaurant: () => ({}), admin: (f) => ({ businessId: f.maple.id }) },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ businessId: f.harbour.id }),
      },
    ],
  },
  '/s3_file_link': {
    own: {
      restaurant: (f) => ({ Key: f.maple.invoiceKey }),
      supplier: (f) => ({
        body: { Key: f.maple.invoiceKey },
        status: 404,
        why: 'stored files belong to restaurants; a supplier account has none',
      }),
      admin: (f) => ({ Key: f.maple.invoiceKey }),
    },
    foreign: [
      { as: 'restaurant', field: 'Key', body: (f) => ({ Key: f.harbour.invoiceKey }) },
      { as: 'restaurant', field: 'Key', body: (f) => ({ Key: f.harbour.apiInvoiceKey }) },
      { as: 'restaurant', field: 'Key', body: (f) => ({ Key: `${f.harbour.apiInvoiceKey}.tables.json` }) },
      { as: 'restaurant', field: 'Key', body: (f) => ({ Key: `/${f.harbour.apiInvoiceKey}` }) },
      { as: 'supplier', field: 'Key', body: (f) => ({ Key: f.harbour.invoiceKey }) },
    ],
  },
  '/admin_dashboard': { own: { admin: () => ({}) }, foreign: 'takes no ids' },
  '/business_search': { own: { admin: () => ({ searchTerm: '' }) }, foreign: 'takes no ids' },
  '/order_guide_get': {
    own: { admin: (f) => ({ businessId: f.maple.id }) },
    foreign: [{ as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) }],
  },
  '/order_guide_refresh': {
    own: { admin: (f) => ({ businessId: f.maple.id }) },
    foreign: [{ as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) }],
  },
  '/reports': {
    own: { restaurant: () => ({ all: true }), supplier: () => ({ all: true }) },
    foreign: [
      { as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id, all: true }) },
      {
        as: 'supplier',
        field: 'businessId',
        body: (f) => ({ businessId: f.quayside.id, all: true }),
        expect: { own: "a supplier's report is always its own sales" },
      },
    ],
  },
  '/item_update': {
    own: { supplier: (f) => ({ itemId: f.fv.itemId, pack: '25 LB' }) },
    foreign: [
      { as: 'supplier', field: 'itemId', body: (f) => ({ itemId: f.nm.itemId, pack: 'x' }) },
      { as: 'supplier', field: 'itemId', body: (f) => ({ itemId: f.harbour.privateItemId, pack: 'x' }) },
    ],
  },
  '/item_import_preview': {
    own: { supplier: () => ({ fileContentBase64: csv('MATRIX-CSV-OWN'), fileName: 'matrix.csv' }) },
    foreign: [
      {
        as: 'supplier',
        field: 'uploadId',
        // Not the id the commit case below uses: this call makes a Fresh Valley import under the name.
        body: (f) => ({ fileContentBase64: csv('MATRIX-CSV-X'), fileName: 'x.csv', uploadId: f.nm.importUploadIds[1] }),
        expect: {
          own: "upload ids are kept per supplier: Northern Meats' id names a new Fresh Valley import",
          verify: async (_f, res) => {
            expect((res.body.rows as { itemCode: string }[]).map((r) => r.itemCode)).toEqual(['MATRIX-CSV-X']);
          },
        },
      },
    ],
  },
  '/item_import_commit': {
    own: { supplier: (f) => ({ uploadId: f.fv.importUploadId }) },
    foreign: [{ as: 'supplier', field: 'uploadId', body: (f) => ({ uploadId: f.nm.importUploadIds[0] }) }],
  },
  '/supplier_profile_update': { own: { supplier: (f) => f.fv.profile }, foreign: 'takes no ids' },
  '/delivery_area_get': { own: { supplier: () => ({}) }, foreign: 'takes no ids' },
  // A supplier's own request to manage a record (Fresh Valley, in a team, has none); the admins' queue.
  '/supplier_claim_get': { own: { supplier: () => ({}) }, foreign: 'takes no ids' },
  '/supplier_claim_send_code': {
    own: { supplier: () => ({ body: {}, status: 404, why: 'a supplier in a team has no request waiting' }) },
    foreign: 'takes no ids',
  },
  '/supplier_claim_confirm': {
    own: {
      supplier: () => ({ body: { code: '123456' }, status: 404, why: 'a supplier in a team has no request waiting' }),
    },
    foreign: 'takes no ids',
  },
  '/admin_supplier_claims': { own: { admin: () => ({}) }, foreign: 'takes no ids' },
  '/admin_supplier_claim_decide': {
    own: { admin: (f) => ({ claimId: f.claim.id, decision: 'reject' }) },
    foreign: [
      { as: 'supplier', field: 'claimId', body: (f) => ({ claimId: f.claim.id, decision: 'approve' }) },
      { as: 'restaurant', field: 'claimId', body: (f) => ({ claimId: f.claim.id, decision: 'approve' }) },
    ],
  },
  '/delivery_area_put': {
    own: { supplier: () => ({ kind: 'city', value: 'Matrixville', deliveryDays: 'M' }) },
    foreign: [
      {
        as: 'supplier',
        field: 'id',
        body: (f) => ({ id: f.nm.areaId, kind: 'city', value: 'Matrix Foreign', deliveryDays: 'M' }),
      },
    ],
  },
  '/delivery_area_delete': {
    own: { supplier: (f) => ({ id: f.fv.areaToDelete }) },
    foreign: [{ as: 'supplier', field: 'id', body: (f) => ({ id: f.nm.areaId }) }],
  },
  '/first_run_get': { own: { restaurant: () => ({}) }, foreign: 'takes no ids' },
  '/first_run_dismiss': { own: { restaurant: () => ({}) }, foreign: 'takes no ids' },
  '/feedback_send': {
    own: {
      restaurant: () => ({ subject: 'Matrix', message: 'From the restaurant', requestKey: 'matrix-feedback-r' }),
      supplier: () => ({ subject: 'Matrix', message: 'From the supplier', requestKey: 'matrix-feedback-s' }),
      admin: () => ({ subject: 'Matrix', message: 'From the admin', requestKey: 'matrix-feedback-a' }),
      person: () => ({ subject: 'Matrix', message: 'From the person', requestKey: 'matrix-feedback-p' }),
    },
    foreign: [],
    notTenant: { requestKey: "the sender's own key for one press of Send, looked up per user" },
  },
  '/admin_feedback': { own: { admin: () => ({}) }, foreign: 'takes no ids' },
  '/admin_feedback_handle': {
    own: {
      admin: () => ({
        body: { feedbackId: 2_000_000_000, handled: true },
        status: 404,
        why: 'the fixture has no message; help.test.ts marks real ones',
      }),
    },
    foreign: [],
    notTenant: { feedbackId: 'messages to the admins belong to no tenant; only admins reach the route' },
  },
};
