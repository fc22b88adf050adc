import { expect } from 'vitest';
import { app, type Entry, importRecord, newItem } from './authz-types.js';

/** Route table, part 3: catalog items, order guide, search and invoice items and notes. */
export const CATALOG_ROUTES: Record<string, Entry> = {
  '/add_item': {
    own: {
      restaurant: (f) => newItem('MATRIX-R-1', { supplierId: f.fv.id }),
      supplier: () => newItem('MATRIX-S-1'),
      admin: (f) => newItem('MATRIX-A-1', { supplierId: f.fv.id, businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) =>
          newItem('MATRIX-X-1', { supplierName: 'Harbour Private Larder', supplierId: f.harbour.privateSupplierId }),
      },
      {
        as: 'restaurant',
        field: 'supplierName',
        body: () => newItem('MATRIX-X-2', { supplierName: 'Harbour Private Larder' }),
      },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => newItem('MATRIX-X-3', { supplierId: f.fv.id, businessId: f.harbour.id }),
      },
      { as: 'supplier', field: 'supplierId', body: (f) => newItem('MATRIX-X-4', { supplierId: f.nm.id }) },
    ],
  },
  '/order_guide_items': {
    own: {
      restaurant: (f) => ({ action: 'add', itemId: f.fv.itemId }),
      admin: (f) => ({ action: 'add', itemId: f.fv.itemId, businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'itemId', body: (f) => ({ action: 'add', itemId: f.harbour.privateItemId }) },
      { as: 'restaurant', field: 'itemId', body: (f) => ({ action: 'delete', itemId: f.harbour.privateItemId }) },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ action: 'add', itemId: f.fv.itemId, businessId: f.harbour.id }),
      },
    ],
  },
  '/item_category_update': {
    own: {
      restaurant: (f) => ({ itemId: f.fv.itemId, newCategory: 'Produce' }),
      admin: (f) => ({ itemId: f.fv.itemId, newCategory: 'Produce', businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'itemId', body: (f) => ({ itemId: f.harbour.privateItemId, newCategory: 'Produce' }) },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ itemId: f.fv.itemId, newCategory: 'Produce', businessId: f.harbour.id }),
      },
    ],
  },
  '/item_search': {
    own: {
      restaurant: () => ({ type: 'restaurant_item', searchTerm: '', category: 'Produce' }),
      supplier: () => ({}),
      admin: (f) => ({ businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) },
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ type: 'supplier_items', supplierId: f.harbour.privateSupplierId }),
        expect: { empty: 'items' },
      },
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ type: 'restaurant_item', supplierId: f.harbour.privateSupplierId, searchTerm: 'saffron' }),
        expect: { empty: 'items' },
      },
      { as: 'supplier', field: 'supplierId', body: (f) => ({ supplierId: f.nm.id }) },
    ],
  },
  '/item_last_ordered': {
    own: {
      restaurant: (f) => ({ itemId: f.fv.itemId }),
      admin: (f) => ({ itemId: f.fv.itemId, businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'itemId', body: (f) => ({ itemId: f.harbour.privateItemId }) },
      { as: 'restaurant', field: 'businessId', body: (f) => ({ itemId: f.fv.itemId, businessId: f.harbour.id }) },
    ],
  },
  '/invoice_items': {
    own: {
      restaurant: (f) => ({ invoiceId: f.maple.invoiceId, records: [importRecord(f.fv.id, 'MATRIX-IMPORT-R')] }),
      admin: (f) => ({
        invoiceId: f.maple.invoiceId,
        businessId: f.maple.id,
        records: [importRecord(f.fv.id, 'MATRIX-IMPORT-A')],
      }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'invoiceId',
        body: (f) => ({ invoiceId: f.harbour.invoiceId, records: [importRecord(f.fv.id, 'MATRIX-X')] }),
      },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({
          invoiceId: f.maple.invoiceId,
          businessId: f.harbour.id,
          records: [importRecord(f.fv.id, 'MATRIX-X')],
        }),
      },
      {
        as: 'restaurant',
        field: 'records',
        body: (f) => ({
          invoiceId: f.maple.invoiceId,
          records: [importRecord(f.harbour.privateSupplierId, 'MATRIX-X')],
        }),
        expect: { status: 400, why: 'spec 8: an unknown supplier asks to add the supplier first; nothing imported' },
      },
    ],
  },
  '/invoice_items_get': {
    own: { restaurant: (f) => ({ invoiceId: f.maple.invoiceId }), admin: (f) => ({ invoiceId: f.maple.invoiceId }) },
    foreign: [
      { as: 'restaurant', field: 'invoiceId', body: (f) => ({ invoiceId: f.harbour.invoiceId }) },
      { as: 'restaurant', field: 'invoiceId', body: (f) => ({ invoiceId: f.harbour.apiInvoiceId }) },
    ],
  },
  '/invoice_check': {
    own: { restaurant: (f) => ({ invoiceId: f.maple.invoiceId }), admin: (f) => ({ invoiceId: f.maple.invoiceId }) },
    foreign: [{ as: 'restaurant', field: 'invoiceId', body: (f) => ({ invoiceId: f.harbour.invoiceId }) }],
  },
  '/invoice_credit_request': {
    // The seeded invoice was never imported against an order: it has no differences to choose.
    own: {
      restaurant: (f) => ({
        body: { invoiceId: f.maple.invoiceId, differenceIds: [1_000_000] },
        status: 404,
        why: 'seeded invoice without differences',
      }),
      admin: (f) => ({
        body: { invoiceId: f.maple.invoiceId, differenceIds: [1_000_000] },
        status: 404,
        why: 'seeded invoice without differences',
      }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'invoiceId',
        body: (f) => ({ invoiceId: f.harbour.invoiceId, differenceIds: [1] }),
      },
    ],
  },
  '/invoice_page': {
    // The seeded invoice has no stored file: past the access check, its file is what is missing (invoice-pages.test.ts
    // shows pages of uploaded files).
    own: {
      restaurant: (f) => ({ body: { invoiceId: f.maple.invoiceId, page: 1 }, status: 404, why: 'seeded, no file' }),
      admin: (f) => ({ body: { invoiceId: f.maple.invoiceId, page: 1 }, status: 404, why: 'seeded, no file' }),
    },
    foreign: [
      { as: 'restaurant', field: 'invoiceId', body: (f) => ({ invoiceId: f.harbour.invoiceId, page: 1 }) },
      { as: 'restaurant', field: 'invoiceId', body: (f) => ({ invoiceId: f.harbour.apiInvoiceId, page: 1 }) },
    ],
  },
  '/item_note_put': {
    own: { restaurant: (f) => ({ item_id: f.fv.itemId, item_price_id: f.fv.priceId, note: 'Matrix audit note' }) },
    foreign: [
      { as: 'restaurant', field: 'item_id', body: (f) => ({ item_id: f.harbour.privateItemId, note: 'Matrix' }) },
      {
        as: 'restaurant',
        field: 'item_price_id',
        body: (f) => ({
          item_id: f.harbour.invoicePrice.itemId,
          item_price_id: f.harbour.invoicePrice.id,
          note: 'Matrix',
        }),
      },
      {
        as: 'restaurant',
        field: 'item_price_id',
        body: (f) => ({ item_id: f.fv.itemId, item_price_id: f.harbour.privatePriceId, note: 'Matrix' }),
      },
      {
        as: 'restaurant',
        field: 'user_id',
        body: (f) => ({ item_id: f.fv.itemId, note: 'Matrix note by user id', user_id: f.harbour.ownerId }),
        expect: {
          own: 'the note is always written by the caller',
          verify: async (f, res) => {
            const n = await app()
              .ctx.db.selectFrom('item_notes')
              .select(['user_id', 'business_id'])
              .where('id', '=', Number(res.body.id))
              .executeTakeFirstOrThrow();
            expect(n).toEqual({ user_id: f.maple.ownerId, business_id: f.maple.id });
          },
        },
      },
    ],
  },
  '/item_note': {
    own: { restaurant: () => ({}) },
    foreign: [
      {
        as: 'restaurant',
        field: 'user_id',
        body: (f) => ({ user_id: f.harbour.ownerId }),
        expect: { own: "the list is always the caller's restaurant's notes" },
      },
    ],
  },
};
