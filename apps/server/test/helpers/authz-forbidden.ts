import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { type Caller, type Fx, type Secrets, secrets } from './authz-types.js';

/**
 * What each caller of the authorisation matrix must never see in an answer: Harbour's side for the restaurant, the
 * guest and the person; other suppliers' for Fresh Valley.
 */
export async function forbiddenFor(db: Db, f: Fx): Promise<Partial<Record<Caller, Secrets>>> {
  const out: Partial<Record<Caller, Secrets>> = {};
  // What Maple (and a guest or person) must never see: Harbour's names, people, accounts, files and ids.
  const ids = async (q: { execute(): Promise<{ id: number }[]> }) => (await q.execute()).map((r) => r.id);
  const connectionText = async (where: 'business' | 'supplier', not: number) => {
    const rows = await sql<{ account_id: string; customer_notes: string }>`
      SELECT account_id, customer_notes FROM business_suppliers
      WHERE ${sql.ref(where === 'business' ? 'business_id' : 'supplier_id')} <> ${not}`.execute(db);
    const own = await sql<{ account_id: string; customer_notes: string }>`
      SELECT account_id, customer_notes FROM business_suppliers
      WHERE ${sql.ref(where === 'business' ? 'business_id' : 'supplier_id')} = ${not}`.execute(db);
    const mine = new Set(own.rows.flatMap((r) => [r.account_id, r.customer_notes]));
    return rows.rows.flatMap((r) => [r.account_id, r.customer_notes]).filter((s) => !mine.has(s));
  };
  const harbourInvoices = await db
    .selectFrom('invoices')
    .select(['id', 'kind', 'upload_id', 'file_name', 'invoice_number'])
    .where('business_id', '<>', f.maple.id)
    .execute();
  const harbourSide = secrets(
    [
      'Harbour Grill',
      'harbour.demo.test',
      '388 Water St',
      'HARBOUR-SECRET',
      'Harbour Secret',
      'secret.contact@harbour-larder.test',
      'Quayside',
      ...(await connectionText('business', f.maple.id)),
      // A document's file name is the name of the restaurant's own document type.
      ...harbourInvoices.flatMap((i) => [i.upload_id ?? '', i.file_name, i.invoice_number ?? '']),
    ],
    {
      business: [f.harbour.id, f.quayside.id],
      order: await ids(db.selectFrom('orders').select('id').where('business_id', '<>', f.maple.id)),
      invoice: harbourInvoices.map((i) => i.id),
      item: [f.harbour.privateItemId],
      itemPrice: await ids(db.selectFrom('item_prices').select('id').where('business_id', '=', f.harbour.id)),
    },
  );
  out.restaurant = harbourSide;
  out.guest = harbourSide;
  out.person = harbourSide;
  // What Fresh Valley must never see: other suppliers, their orders, items and customers' accounts.
  const nmCodes = await db.selectFrom('items').select('item_code').where('supplier_id', '=', f.nm.id).execute();
  out.supplier = secrets(
    [
      'Northern Meats',
      'northernmeats.demo.test',
      'NM-SECRET',
      'Northern Secret',
      'northern-secret.csv',
      '45 Speedvale Ave W',
      'Quayside',
      'QUAYSIDE-SECRET',
      'HARBOUR-SECRET',
      'Harbour Secret',
      ...nmCodes.map((i) => i.item_code),
      ...(await connectionText('supplier', f.fv.id)),
    ],
    {
      business: [f.quayside.id],
      supplier: await ids(db.selectFrom('suppliers').select('id').where('id', '<>', f.fv.id)),
      order: await ids(db.selectFrom('orders').select('id').where('supplier_id', '<>', f.fv.id)),
      item: await ids(db.selectFrom('items').select('id').where('supplier_id', '<>', f.fv.id)),
    },
  );
  return out;
}
