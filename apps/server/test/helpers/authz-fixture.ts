import { randomBytes } from 'node:crypto';
import { DEMO_PASSWORD, seedDemo } from '../../src/db/seed/demo.js';
import { sha256 } from '../../src/modules/auth/tokens.js';
import { createUser } from '../../src/modules/users/create-user.js';
import { forbiddenFor } from './authz-forbidden.js';
import { type Caller, CONNECTION, csv, type Fx, firstRow, newItem, png, type Secrets } from './authz-routes.js';
import { deliverableTime } from './delivery.js';
import type { TestApp } from './test-app.js';

export type MatrixFixture = {
  f: Fx;
  tokens: Partial<Record<Caller, string>>;
  /** What each caller must never see: Harbour's data for the restaurant, guest and person; others' for the supplier. */
  forbiddenData: Partial<Record<Caller, Secrets>>;
};

/**
 * The authorisation matrix's world on top of the demo data: Maple Bistro and Fresh Valley as the callers' own
 * tenants, Harbour Grill, Quayside and Northern Meats as the foreign ones, each with orders, invoices, uploads,
 * items, notes and settings marked SECRET, so that any leak of them shows in an answer.
 */
export async function buildMatrixFixture(t: TestApp): Promise<MatrixFixture> {
  const tokens: Partial<Record<Caller, string>> = {};
  const forbiddenData: Partial<Record<Caller, Secrets>> = {};
  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const r = await t.api<{ idToken: string }>('/auth/sign_in', { email, password });
    if (r.status !== 200) throw new Error(`sign in ${email}: ${JSON.stringify(r.body)}`);
    return r.body.idToken;
  };
  /** A setup call that must succeed. */
  async function must<T = Record<string, unknown>>(path: string, body: unknown, token: string): Promise<T> {
    const r = await t.api<T>(path, body, token);
    if (r.status !== 200) throw new Error(`fixture ${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  }
  await seedDemo(t.ctx.db);
  const db = t.ctx.db;
  tokens.restaurant = await signIn('owner@maple.demo.test');
  tokens.supplier = await signIn('sales@freshvalley.demo.test');
  tokens.admin = await signIn('admin@demo.test');
  tokens.person = await signIn('person@demo.test');
  const harbourToken = await signIn('owner@harbour.demo.test');
  const northernToken = await signIn('sales@northernmeats.demo.test');

  const business = async (name: string) =>
    (await firstRow(db.selectFrom('businesses').select('id').where('name', '=', name).executeTakeFirst(), name)).id;
  const supplier = async (name: string) =>
    (await firstRow(db.selectFrom('suppliers').select('id').where('name', '=', name).executeTakeFirst(), name)).id;
  const userId = async (email: string) =>
    (await firstRow(db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(), email)).id;
  const maple = await business('Maple Bistro');
  const harbour = await business('Harbour Grill');
  const fv = await supplier('Fresh Valley Produce');
  const nm = await supplier('Northern Meats & Poultry');
  const ocean = await supplier('Ocean Catch Seafood');
  const firstOrder = (business: number, supplier: number) =>
    firstRow(
      db
        .selectFrom('orders')
        .select(['id', 'guest_ref_key'])
        .where('business_id', '=', business)
        .where('supplier_id', '=', supplier)
        .orderBy('id')
        .executeTakeFirst(),
      `order ${business}->${supplier}`,
    );
  const firstInvoice = (business: number) =>
    firstRow(
      db
        .selectFrom('invoices')
        .select(['id', 'full_key', 'upload_id'])
        .where('business_id', '=', business)
        .orderBy('id')
        .executeTakeFirst(),
      `invoice of ${business}`,
    );

  // Fresh Valley: an item Maple buys, at the latest price Maple sees, and enough of it for the minimum order.
  const fvItem = await firstRow(
    db
      .selectFrom('items')
      .select('id')
      .where('item_code', '=', 'FV-1021')
      .where('business_id', 'is', null)
      .executeTakeFirst(),
    'FV-1021',
  );
  const fvPrice = await firstRow(
    db
      .selectFrom('item_prices')
      .select(['id', 'price', 'quantity'])
      .where('item_id', '=', fvItem.id)
      .where((eb) => eb.or([eb('business_id', 'is', null), eb('business_id', '=', maple)]))
      .orderBy('effective_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    'FV-1021 price',
  );
  const mapleFv = await firstRow(
    db
      .selectFrom('business_suppliers')
      .select(['account_id', 'minimum_order'])
      .where('business_id', '=', maple)
      .where('supplier_id', '=', fv)
      .executeTakeFirst(),
    'Maple-Fresh Valley connection',
  );
  const orderQty =
    Math.ceil(Number(mapleFv.minimum_order) / (Number(fvPrice.price) * Number(fvPrice.quantity) || 1)) + 1;
  const fvRow = await firstRow(db.selectFrom('suppliers').selectAll().where('id', '=', fv).executeTakeFirst(), 'FV');
  const fvArea = await must<{ id: number }>(
    '/delivery_area_put',
    { kind: 'city', value: 'Matrix Delete Town', deliveryDays: 'M' },
    tokens.supplier,
  );

  const fvImport = await must<{ uploadId: string }>(
    '/item_import_preview',
    { fileContentBase64: csv('MATRIX-CSV-SETUP'), fileName: 'setup.csv', uploadId: 'matrix-fv-import' },
    tokens.supplier,
  );
  const nmImports: [string, string] = ['northern-import-a', 'northern-import-b'];
  for (const uploadId of nmImports)
    await must(
      '/item_import_preview',
      { fileContentBase64: csv('NM-SECRET-CUT', 'Northern Secret Brisket'), fileName: 'northern-secret.csv', uploadId },
      northernToken,
    );

  // Harbour's own things, made the way Harbour makes them.
  const priv = await must<{ supplierId: number }>(
    '/customer_supplier_put',
    {
      name: 'Harbour Private Larder',
      accountNumber: 'HARBOUR-SECRET-ACCT',
      contactName: 'Harbour Secret Contact',
      contactEmail: 'secret.contact@harbour-larder.test',
      contactPhone: '902 555 0199',
      ...CONNECTION,
    },
    harbourToken,
  );
  const privItem = await must<{ item_id: number; item_price_id: number }>(
    '/add_item',
    {
      ...newItem('HARBOUR-SECRET-SKU'),
      supplierName: 'Harbour Private Larder',
      supplierId: priv.supplierId,
      name: 'Harbour Secret Saffron Blend',
    },
    harbourToken,
  );
  await must('/item_note_put', { item_id: privItem.item_id, note: 'HARBOUR-SECRET-NOTE on saffron' }, harbourToken);
  const hUp = await must<{ uploadId: string; fullKey: string }>(
    '/invoice_upload',
    { fileContentBase64: png('harbour-1'), fileName: 'harbour-secret-invoice.png', uploadId: 'harbour-secret-upload' },
    harbourToken,
  );
  const hInv = await must<{ invoiceId: number }>(
    '/invoice_put',
    { invoiceUploadId: hUp.uploadId, fileName: 'harbour-secret-invoice.png', fullKey: hUp.fullKey },
    harbourToken,
  );
  const hDoc = await must<{ uploadId: string; fullKey: string }>(
    '/invoice_upload',
    { fileContentBase64: png('harbour-2'), fileName: 'harbour-secret-sheet.png', uploadId: 'harbour-secret-doc' },
    harbourToken,
  );
  const docType = await must<{ documentTypeId: number }>(
    '/document_upload',
    {
      documentType: 'Harbour Secret price list',
      new: true,
      name: 'Harbour Secret price list',
      key: hDoc.fullKey,
      supplierId: fv,
    },
    harbourToken,
  );
  // How Harbour reads Fresh Valley's invoices: its own, never Maple's.
  await must(
    '/invoice_parse_instruction',
    {
      supplierId: fv,
      type: 'Put',
      action: 'field_association',
      data: { fieldMap: { 'HARBOUR-SECRET-COLUMN': 'quantity' } },
    },
    harbourToken,
  );
  // A Monday or Wednesday both Fresh Valley (Maple) and Harbour's own supplier (CONNECTION) still deliver on.
  const tomorrow = deliverableTime(CONNECTION.deliveryDays, CONNECTION.orderCutoff);
  const hOrder = await must<{ orderId: number }>(
    '/send_order',
    {
      supplierId: priv.supplierId,
      items: [{ item_price_id: privItem.item_price_id, ordered_quantity: 3 }],
      deliveryTime: tomorrow,
      idempotencyKey: 'harbour-secret-order',
      notes: 'HARBOUR-SECRET-ORDER-NOTE',
    },
    harbourToken,
  );
  await must('/note_put', { orderId: hOrder.orderId, note: 'HARBOUR-SECRET-ORDER-COMMENT' }, harbourToken);
  // Harbour receives that order one short: a credit request to its own supplier.
  const hLine = await firstRow(
    db.selectFrom('order_items').select('id').where('order_id', '=', hOrder.orderId).executeTakeFirst(),
    'Harbour order line',
  );
  const hCredit = await must<{ creditRequestId: number }>(
    '/order_receive',
    {
      orderId: hOrder.orderId,
      receivedBy: 'Harbour back door',
      idempotencyKey: 'harbour-receive',
      lines: [{ orderItemId: hLine.id, receivedQuantity: 2, reason: 'short' }],
    },
    harbourToken,
  );
  const hInvoicePrice = await firstRow(
    db
      .selectFrom('item_prices as ip')
      .innerJoin('items as i', 'i.id', 'ip.item_id')
      .innerJoin('business_suppliers as bs', (j) =>
        j.onRef('bs.supplier_id', '=', 'i.supplier_id').on('bs.business_id', '=', maple),
      )
      .select(['ip.id', 'ip.item_id as itemId', 'i.supplier_id as supplierId'])
      .where('ip.business_id', '=', harbour)
      .where('i.business_id', 'is', null)
      .orderBy('ip.id')
      .executeTakeFirst(),
    "Harbour's invoice price of an item Maple sees",
  );

  // A restaurant Northern Meats serves and Fresh Valley does not.
  const quayside = await createUser(db, {
    type: 'restaurant',
    email: 'owner@quayside.matrix.test',
    password: 'Quay!side1',
    business: 'Quayside Test Kitchen',
    permanent: true,
  });
  await db
    .insertInto('business_suppliers')
    .values({
      business_id: quayside.businessId!,
      supplier_id: nm,
      account_id: 'QUAYSIDE-SECRET-ACCT',
      customer_notes: 'QUAYSIDE-SECRET-NOTES',
    })
    .execute();

  // A supplier account waiting to manage a supplier record Harbour created: the admins' queue has its request.
  const placeholder = await db
    .insertInto('suppliers')
    .values({ name: 'Matrix Placeholder Farm' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('business_suppliers').values({ business_id: harbour, supplier_id: placeholder.id }).execute();
  const applicant = { email: 'sales@placeholder.matrix.test', phone: '4165550100', firstName: 'Pat', lastName: 'Farm' };
  const { registrationToken } = await must<{ registrationToken: string }>(
    '/auth/sign_up',
    { ...applicant, password: DEMO_PASSWORD },
    '',
  );
  await must(
    '/register',
    {
      ...applicant,
      registrationToken,
      userType: 'supplier',
      supplier: {
        name: 'Matrix Placeholder Farm',
        orderEmail: applicant.email,
        address: '1 Farm Rd',
        city: 'Guelph',
        postalCode: 'N1H 1A1',
        region: 'Canada',
        stateProv: 'ON',
      },
    },
    '',
  );
  const claim = await firstRow(
    db.selectFrom('supplier_claims').select('id').where('supplier_id', '=', placeholder.id).executeTakeFirst(),
    'pending supplier claim',
  );

  // Maple's uploads for the calls below (each upload is put once), and a known link key of one of its orders.
  const spare: Fx['maple']['spare'] = {};
  for (const tag of ['putR', 'putA', 'docR', 'docS', 'docA', 'docUser', 'foreign'])
    spare[tag] = await must<{ uploadId: string; fullKey: string }>(
      '/invoice_upload',
      { fileContentBase64: png(`maple-${tag}`), fileName: `${tag}.png` },
      tokens.restaurant,
    );
  const mapleFvOrder = await firstOrder(maple, fv);
  const ivrk = randomBytes(16).toString('hex');
  await db
    .updateTable('orders')
    .set({ guest_verify_hash: sha256(ivrk) })
    .where('id', '=', mapleFvOrder.id)
    .execute();
  const hOcean = await firstOrder(harbour, ocean);
  const hOrderKey = await firstRow(
    db.selectFrom('orders').select('guest_ref_key').where('id', '=', hOrder.orderId).executeTakeFirst(),
    'Harbour order',
  );
  const mapleInvoice = await firstInvoice(maple);
  const harbourInvoice = await firstInvoice(harbour);

  const invite = async (email: string, team: { business_id: number } | { supplier_id: number }) => {
    const token = randomBytes(24).toString('base64url');
    const row = await db
      .insertInto('team_invitations')
      .values({
        email,
        ...team,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, token };
  };
  const joinTokens: string[] = [];
  for (let i = 0; i < 5; i++) joinTokens.push((await invite(`matrix.join${i}@new.test`, { business_id: maple })).token);
  const invites: Fx['invites'] = {
    mapleR: (await invite('matrix.cancel.r@new.test', { business_id: maple })).id,
    mapleA: (await invite('matrix.cancel.a@new.test', { business_id: maple })).id,
    fv: (await invite('matrix.cancel.s@new.test', { supplier_id: fv })).id,
    harbour: (await invite('matrix.harbour@new.test', { business_id: harbour })).id,
    nm: (await invite('matrix.nm@new.test', { supplier_id: nm })).id,
    viewToken: (await invite('matrix.view@new.test', { business_id: maple })).token,
    joinTokens,
  };

  const f: Fx = {
    invites,
    tomorrow,
    guest: { irk: mapleFvOrder.guest_ref_key!, ivrk },
    maple: {
      id: maple,
      ownerId: await userId('owner@maple.demo.test'),
      invoiceId: mapleInvoice.id,
      invoiceKey: mapleInvoice.full_key!,
      fvAccount: mapleFv.account_id,
      spare,
    },
    harbour: {
      id: harbour,
      ownerId: await userId('owner@harbour.demo.test'),
      ownerEmail: 'owner@harbour.demo.test',
      chefEmail: 'chef@harbour.demo.test',
      locationId: (
        await firstRow(
          db.selectFrom('business_locations').select('id').where('business_id', '=', harbour).executeTakeFirst(),
          'Harbour location',
        )
      ).id,
      orderId: hOcean.id,
      fvOrderId: (await firstOrder(harbour, fv)).id,
      irk: hOrderKey.guest_ref_key!,
      idempotencyKey: 'harbour-secret-order',
      invoiceId: harbourInvoice.id,
      invoiceKey: harbourInvoice.full_key!,
      uploadId: harbourInvoice.upload_id!,
      apiInvoiceId: hInv.invoiceId,
      apiInvoiceKey: hUp.fullKey,
      privateSupplierId: priv.supplierId,
      privateItemId: privItem.item_id,
      privatePriceId: privItem.item_price_id,
      invoicePrice: hInvoicePrice,
      documentTypeId: docType.documentTypeId,
      documentKey: hDoc.fullKey,
    },
    fv: {
      id: fv,
      itemId: fvItem.id,
      priceId: fvPrice.id,
      orderQty,
      mapleOrderId: mapleFvOrder.id,
      mapleOrderItemId: (
        await firstRow(
          db
            .selectFrom('order_items')
            .select('id')
            .where('order_id', '=', mapleFvOrder.id)
            .orderBy('id')
            .executeTakeFirst(),
          'Maple order line',
        )
      ).id,
      areaToDelete: fvArea.id,
      importUploadId: fvImport.uploadId,
      profile: {
        name: fvRow.name,
        orderEmail: fvRow.order_email,
        alternateNames: fvRow.alternate_names,
        address1: fvRow.address1,
        city: fvRow.city,
        state: fvRow.state,
        postalCode: fvRow.postal_code,
        phone: fvRow.phone,
        website: fvRow.website,
        about: fvRow.about,
      },
    },
    nm: {
      id: nm,
      email: 'sales@northernmeats.demo.test',
      itemId: (
        await firstRow(
          db.selectFrom('items').select('id').where('supplier_id', '=', nm).orderBy('id').executeTakeFirst(),
          'NM item',
        )
      ).id,
      areaId: (
        await firstRow(
          db.selectFrom('delivery_areas').select('id').where('supplier_id', '=', nm).executeTakeFirst(),
          'NM area',
        )
      ).id,
      mapleOrderId: (await firstOrder(maple, nm)).id,
      importUploadIds: nmImports,
    },
    quayside: { id: quayside.businessId! },
    claim: { id: claim.id },
    credit: { harbourId: hCredit.creditRequestId },
  };

  Object.assign(forbiddenData, await forbiddenFor(db, f));
  return { f, tokens, forbiddenData };
}
