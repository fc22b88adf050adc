import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { createUser } from '../src/modules/users/create-user.js';
import { createFreshDatabase } from './helpers/fresh-database.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

/**
 * Parse instructions and document types belong to the restaurant that taught them: what one restaurant saves
 * about a supplier changes only its own parses; a supplier's shared default is an admin's to set.
 */

let t: TestApp;
let maple: string;
let harbour: string;
let admin: string;
let sharedSupplier: number;
let unconnected: number;
let harbourId: number;

const connect = (token: string, supplierId: number, account: string) =>
  t.api(
    '/customer_supplier_put',
    {
      name: 'x',
      insertBusSupId: supplierId,
      accountNumber: account,
      minimumOrder: 0,
      orderCutoff: 12,
      deliveryDays: 'M',
    },
    token,
  );

beforeAll(async () => {
  t = await createTestApp();
  maple = (await registeredUser(t, 'owner@maple-parse.example')).idToken;
  harbour = (await registeredUser(t, 'owner@harbour-parse.example')).idToken;
  harbourId = (await t.api<{ Business: { id: number } }>('/user', {}, harbour)).body.Business.id;
  const s = await registeredUser(t, 'sales@valley-parse.example', 'supplier');
  sharedSupplier = (await t.api<{ Supplier: { id: number } }>('/user', {}, s.idToken)).body.Supplier.id;
  const other = await registeredUser(t, 'sales@other-parse.example', 'supplier');
  unconnected = (await t.api<{ Supplier: { id: number } }>('/user', {}, other.idToken)).body.Supplier.id;
  expect((await connect(maple, sharedSupplier, 'M-1')).status).toBe(200);
  expect((await connect(harbour, sharedSupplier, 'H-1')).status).toBe(200);
  await createUser(t.ctx.db, { type: 'admin', email: 'admin@parse.example', password: 'Adm1n!pass', permanent: true });
  admin = (await t.api<{ idToken: string }>('/auth/sign_in', { email: 'admin@parse.example', password: 'Adm1n!pass' }))
    .body.idToken;
});
afterAll(async () => {
  await t?.close();
});

type Instruction = { action: string; data: { fieldMap?: Record<string, string> }; shared: boolean };
const getInstructions = (token: string, supplierId = sharedSupplier, extra: Record<string, unknown> = {}) =>
  t.api<{ instruction: Instruction[] }>('/invoice_parse_instruction', { supplierId, type: 'Get', ...extra }, token);
const putMapping = (
  token: string,
  fieldMap: Record<string, string>,
  supplierId = sharedSupplier,
  extra: Record<string, unknown> = {},
) =>
  t.api(
    '/invoice_parse_instruction',
    { supplierId, type: 'Put', action: 'field_association', data: { fieldMap }, ...extra },
    token,
  );

const PRICE_LIST = (tag: string) =>
  `Item code,Description,Qty,Unit Price,Amount\nA-1,Olive oil 4 x 3 L,2,27.10,54.20\nA-2,Basil ${tag},5,1.20,6.00\n`;

/** Uploads a CSV price list as a document of the supplier, parses it, and returns the fields read per column. */
async function parsedFields(token: string, tag: string): Promise<string[]> {
  const up = await t.api<{ fullKey: string }>(
    '/invoice_upload',
    { fileContentBase64: Buffer.from(PRICE_LIST(tag)).toString('base64'), fileName: `${tag}.csv`, kind: 'document' },
    token,
  );
  expect(up.status, JSON.stringify(up.body)).toBe(200);
  const doc = await t.api<{ fullKey: string }>(
    '/document_upload',
    { documentType: 'Price list', new: true, name: 'Price list', key: up.body.fullKey, supplierId: sharedSupplier },
    token,
  );
  expect(doc.status, JSON.stringify(doc.body)).toBe(200);
  await t.ctx.queue.runUntilIdle();
  const tables = await t.ctx.storage.get(`${doc.body.fullKey}.tables.json`);
  if (!tables) throw new Error('not parsed');
  return (JSON.parse(tables.toString()) as { data: { fields: string[] }[] }).data[0].fields;
}

describe('parse instructions per restaurant', () => {
  it("a restaurant's saved mapping changes its own parses only, and another restaurant never reads it", async () => {
    // Maple swaps Qty and Unit Price for this supplier.
    expect((await putMapping(maple, { Qty: 'unit_price', 'Unit Price': 'quantity' })).status).toBe(200);
    expect((await getInstructions(maple)).body.instruction).toEqual([
      expect.objectContaining({
        action: 'field_association',
        data: { fieldMap: { Qty: 'unit_price', 'Unit Price': 'quantity' } },
        shared: false,
      }),
    ]);
    expect((await getInstructions(harbour)).body.instruction).toEqual([]);

    expect(await parsedFields(maple, 'maple')).toEqual(['item_code', 'name', 'unit_price', 'quantity', 'amount']);
    expect(await parsedFields(harbour, 'harbour')).toEqual(['item_code', 'name', 'quantity', 'unit_price', 'amount']);
  });

  it("answers 404 for a supplier that is not one of the restaurant's, and writes nothing", async () => {
    const before = await t.ctx.db.selectFrom('parse_instructions').select('id').execute();
    const put = await putMapping(harbour, { Qty: 'unit_price' }, unconnected);
    expect(put.status).toBe(404);
    expect(put.body.error?.message).toBe('Supplier not found');
    expect((await getInstructions(harbour, unconnected)).status).toBe(404);
    expect((await getInstructions(harbour, 999_999)).status).toBe(404);
    expect(await t.ctx.db.selectFrom('parse_instructions').select('id').execute()).toEqual(before);
  });

  it("an admin's shared default applies where a restaurant has none; the restaurant's own wins", async () => {
    const shared = await putMapping(admin, { 'Item code': 'none' });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    // Harbour has no mapping of its own: it sees and gets the default. Maple's own mapping wins over it.
    expect((await getInstructions(harbour)).body.instruction).toEqual([
      expect.objectContaining({ data: { fieldMap: { 'Item code': 'none' } }, shared: true }),
    ]);
    expect((await getInstructions(maple)).body.instruction.map((i) => i.shared)).toEqual([false, true]);
    expect(await parsedFields(harbour, 'harbour-2')).toEqual(['none', 'name', 'quantity', 'unit_price', 'amount']);
    expect(await parsedFields(maple, 'maple-2')).toEqual(['item_code', 'name', 'unit_price', 'quantity', 'amount']);

    // An admin acting for a restaurant writes that restaurant's own mapping, not the default.
    expect((await putMapping(admin, { Description: 'name' }, sharedSupplier, { businessId: harbourId })).status).toBe(
      200,
    );
    expect((await getInstructions(admin)).body.instruction).toEqual([
      expect.objectContaining({ data: { fieldMap: { 'Item code': 'none' } }, shared: true }),
    ]);
    expect((await getInstructions(maple)).body.instruction.map((i) => i.data.fieldMap)).toEqual([
      { Qty: 'unit_price', 'Unit Price': 'quantity' },
      { 'Item code': 'none' },
    ]);
  });
});

describe('document types per restaurant', () => {
  const upload = async (token: string, tag: string) =>
    (
      await t.api<{ fullKey: string }>(
        '/invoice_upload',
        {
          fileContentBase64: Buffer.from(PRICE_LIST(tag)).toString('base64'),
          fileName: `${tag}.csv`,
          kind: 'document',
        },
        token,
      )
    ).body.fullKey;
  const types = async () => t.ctx.db.selectFrom('document_types').select(['id', 'name', 'business_id']).execute();

  it('checks the supplier, the file and the type before writing anything', async () => {
    const before = await types();
    const key = await upload(harbour, 'checks');
    const harbourOwn = (
      await t.api<{ documentTypes: { id: number }[] }>('/document_types', { supplierId: sharedSupplier }, harbour)
    ).body.documentTypes[0].id;
    const mapleKey = await upload(maple, 'maple-file');
    const newType = { documentType: 'Injected type', new: true, name: 'Injected type' };
    const attempts = [
      [harbour, { ...newType, key, supplierId: unconnected }, 404],
      [harbour, { ...newType, key: mapleKey, supplierId: sharedSupplier }, 400],
      [harbour, { ...newType, key: 'invoices/1/missing.csv', supplierId: sharedSupplier }, 400],
      [maple, { documentType: harbourOwn, new: false, key: mapleKey, supplierId: sharedSupplier }, 404],
    ] as const;
    for (const [token, body, status] of attempts) {
      const r = await t.api('/document_upload', body, token);
      expect(r.status, JSON.stringify(body)).toBe(status);
    }
    const supplierUser = await registeredUser(t, 'sales@third-parse.example', 'supplier');
    const asSupplier = await t.api(
      '/document_upload',
      { ...newType, key, supplierId: sharedSupplier },
      supplierUser.idToken,
    );
    expect(asSupplier.status).toBe(400);
    expect(await types()).toEqual([...before]);
    expect(await t.ctx.db.selectFrom('documents').select('id').where('key', '=', key).execute()).toEqual([]);
  });

  it("lists a restaurant's own document types only", async () => {
    const list = (token: string, extra: Record<string, unknown> = {}) =>
      t.api<{ documentTypes: { name: string }[] }>('/document_types', { supplierId: sharedSupplier, ...extra }, token);
    const key = await upload(maple, 'weekly');
    expect(
      (
        await t.api(
          '/document_upload',
          { documentType: 'Weekly specials', new: true, name: 'Weekly specials', key, supplierId: sharedSupplier },
          maple,
        )
      ).status,
    ).toBe(200);
    expect((await list(maple)).body.documentTypes.map((d) => d.name)).toEqual(['Price list', 'Weekly specials']);
    expect((await list(harbour)).body.documentTypes.map((d) => d.name)).toEqual(['Price list']);
    expect((await list(admin, { businessId: harbourId })).body.documentTypes.map((d) => d.name)).toEqual([
      'Price list',
    ]);
    expect((await t.api('/document_types', { supplierId: unconnected }, maple)).status).toBe(404);
  });
});

describe('the migration to per-restaurant instructions and document types', () => {
  let database: Database | undefined;
  let drop = async () => {};
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it('keeps an admin-written instruction as the default, gives others to their restaurant, and splits shared types', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      const fresh = await createFreshDatabase(serverUrl, 'mig11');
      drop = fresh.drop;
      database = await openDatabase({ databaseUrl: fresh.url });
    } else database = await openDatabase({ memory: true });
    const db = database.db;
    // The schema as it was before: every migration up to this one.
    const dir = path.resolve(import.meta.dirname, '../src/db/migrations');
    await sql`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(
      db,
    );
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.sql') && f < '0011')
      .sort()) {
      await sql.raw(readFileSync(path.join(dir, file), 'utf8')).execute(db);
      await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(db);
    }
    await sql
      .raw(`
      INSERT INTO businesses (id, name) VALUES (1, 'Maple'), (2, 'Harbour');
      INSERT INTO suppliers (id, name) VALUES (1, 'Valley'), (2, 'Ocean');
      INSERT INTO users (id, email, usertype, password_hash) VALUES
        (1, 'a@x.test', 'admin', 'x'), (2, 'm@x.test', 'restaurant', 'x'), (3, 'h@x.test', 'restaurant', 'x');
      INSERT INTO team_memberships (user_id, business_id) VALUES (2, 1), (3, 2);
      INSERT INTO parse_instructions (supplier_id, action, data, created_by) VALUES
        (1, 'field_association', '{"fieldMap":{"Qty":"unit_price"}}', 2),
        (1, 'field_split', '{"fields":["Description","Pack","Name"]}', 1),
        (2, 'field_association', '{"fieldMap":{"Qty":"amount"}}', NULL);
      INSERT INTO document_types (supplier_id, name, created_by) VALUES (1, 'Price list', 2), (2, 'Guide', NULL);
      INSERT INTO invoices (id, business_id, kind, document_type_id, upload_id, key, full_key, file_name, file_type, content_hash)
        VALUES (1, 1, 'document', 1, 'u1', 'u1.csv', 'invoices/1/u1.csv', 'Price list.csv', 3, 'h1'),
               (2, 2, 'document', 1, 'u2', 'u2.csv', 'invoices/2/u2.csv', 'Price list.csv', 3, 'h2'),
               (3, 2, 'document', 2, 'u3', 'u3.csv', 'invoices/2/u3.csv', 'Guide.csv', 3, 'h3');
      INSERT INTO documents (document_type_id, supplier_id, business_id, invoice_id, key) VALUES
        (1, 1, 1, 1, 'invoices/1/u1.csv'), (1, 1, 2, 2, 'invoices/2/u2.csv'), (2, 2, 2, 3, 'invoices/2/u3.csv');
    `)
      .execute(db);

    expect(await migrate(database)).toContain('0011_restaurant_documents_and_inbound_addresses.sql');

    const instructions = await db
      .selectFrom('parse_instructions')
      .select(['supplier_id', 'action', 'business_id'])
      .orderBy('id')
      .execute();
    expect(instructions).toEqual([
      { supplier_id: 1, action: 'field_association', business_id: 1 },
      { supplier_id: 1, action: 'field_split', business_id: null },
    ]);
    const docTypes = await db
      .selectFrom('document_types')
      .select(['id', 'supplier_id', 'name', 'business_id'])
      .orderBy('id')
      .execute();
    expect(docTypes.map(({ id: _, ...d }) => d)).toEqual([
      { supplier_id: 1, name: 'Price list', business_id: 1 },
      { supplier_id: 1, name: 'Price list', business_id: 2 },
      { supplier_id: 2, name: 'Guide', business_id: 2 },
    ]);
    const filed = await db
      .selectFrom('documents as d')
      .innerJoin('document_types as t', 't.id', 'd.document_type_id')
      .innerJoin('invoices as i', 'i.id', 'd.invoice_id')
      .select(['d.business_id', 't.business_id as typeBusiness', 'i.document_type_id', 'd.document_type_id as docType'])
      .orderBy('d.id')
      .execute();
    expect(filed).toHaveLength(3);
    for (const d of filed) {
      expect(d.typeBusiness).toBe(d.business_id);
      expect(d.document_type_id).toBe(d.docType);
    }
  });
});
