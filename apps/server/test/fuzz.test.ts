import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../src/db/seed/demo.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** Field names the API uses, so generated bodies are near-valid often enough to reach the use-cases. */
const FIELDS = [
  'email',
  'password',
  'code',
  'searchTerm',
  'type',
  'businessId',
  'business_id',
  'supplierId',
  'supplier_id',
  'itemId',
  'item_id',
  'item_price_id',
  'orderId',
  'orderStatusId',
  'note',
  'name',
  'items',
  'records',
  'invoiceId',
  'category',
  'price',
  'quantity',
  'unit',
  'itemCode',
  'deliveryTime',
  'idempotencyKey',
  'accountId',
  'accountNumber',
  'minimumOrder',
  'orderCutoff',
  'deliveryDays',
  'action',
  'data',
  'fileName',
  'fileContentBase64',
  'fullKey',
  'Key',
  'startTime',
  'endTime',
  'all',
  'irk',
  'ivrk',
  'delete',
  'kind',
  'value',
  'id',
  'newCategory',
  'refreshToken',
  'session',
  'token',
  'invitationId',
  'firstName',
  'lastName',
  'registrationToken',
  'claimId',
  'decision',
];
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -5, max: 100_000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    'restaurant_item',
    'add',
    'delete',
    'Get',
    'Put',
    'field_association',
    '2026-11-23T12:00:00Z',
    'Produce',
    'M,W',
    '1',
    '-1',
    'NaN',
    '💥',
    "' OR 1=1 --",
  ),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.object({ maxDepth: 1 })), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const nearValid = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 });
const anyBody = fc.oneof(nearValid, fc.anything({ maxDepth: 2 }), fc.constant(undefined));
/** Mostly bodies with the route's own field names (so they get past strict validation), some arbitrary. */
const bodyFor = (keys: string[]) =>
  keys.length === 0
    ? anyBody
    : fc.oneof(
        { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }) },
        { weight: 1, arbitrary: anyBody },
      );

let t: TestApp;
const tokens: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  for (const email of ['admin@demo.test', 'owner@maple.demo.test', 'sales@freshvalley.demo.test', 'person@demo.test']) {
    tokens.push((await t.api<{ idToken: string }>('/auth/sign_in', { email, password: DEMO_PASSWORD })).body.idToken);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('fuzzing every route', () => {
  const runs = Number(process.env.FUZZ_RUNS ?? 200);
  it(
    `answers ${runs} arbitrary and near-valid bodies per route with a 4xx or 2xx in the error shape, never a 5xx`,
    async () => {
      const failures: string[] = [];
      for (const route of t.app.apiRoutes) {
        if (route.url.includes('/auth/') || route.url === '/api/register') continue; // rate-limited by design: below
        await fc.assert(
          fc.asyncProperty(bodyFor(route.bodyKeys), fc.nat(tokens.length - 1), async (body, who) => {
            const res = await t.app.inject({
              method: 'POST',
              url: route.url,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
              payload: body === undefined ? '' : JSON.stringify(body),
            });
            if (res.statusCode >= 500)
              failures.push(
                `${route.url} ${res.statusCode} ${JSON.stringify(body).slice(0, 200)} → ${res.body.slice(0, 200)}`,
              );
            if (res.statusCode >= 400) {
              const err = res.json().error;
              expect(typeof err?.code).toBe('string');
              expect(typeof err?.message).toBe('string');
            }
          }),
          { numRuns: runs },
        );
      }
      expect(failures).toEqual([]);
    },
    1500 * runs,
  );

  it('handles arbitrary bodies on the identity routes without a 5xx', async () => {
    const failures: string[] = [];
    for (const route of t.app.apiRoutes.filter((r) => r.url.includes('/auth/') || r.url === '/api/register')) {
      await fc.assert(
        fc.asyncProperty(anyBody, async (body) => {
          const res = await t.app.inject({
            method: 'POST',
            url: route.url,
            headers: { 'content-type': 'application/json' },
            payload: body === undefined ? '' : JSON.stringify(body),
          });
          if (res.statusCode >= 500)
            failures.push(`${route.url} ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
        }),
        { numRuns: 50 },
      );
    }
    expect(failures).toEqual([]);
  });
});
