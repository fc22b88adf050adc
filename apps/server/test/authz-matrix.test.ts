import { type Access, API_ACCESS } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMatrixFixture } from './helpers/authz-fixture.js';
import {
  type Body,
  CALLERS,
  type Caller,
  type Entry,
  type Fx,
  ID_LIKE,
  leaks,
  type Outcome,
  type OwnCall,
  type Res,
  ROUTES,
  type Secrets,
  useApp,
} from './helpers/authz-routes.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * The authorisation matrix: every registered /api route × every caller (guest and the four user types) × the
 * caller's own ids and another tenant's. The restaurant is Maple Bistro, whose foreign tenant is Harbour Grill;
 * the supplier is Fresh Valley, whose foreign tenant is Northern Meats (and a restaurant that is not its
 * customer); helpers/authz-fixture.ts builds them. ROUTES (helpers/authz-routes*.ts) is keyed by path and checked
 * against the server's own route list, so a route added without an entry, or an id field added without a
 * foreign-id case, fails here.
 */

let t: TestApp;
let f: Fx;
let tokens: Partial<Record<Caller, string>>;
/** What each caller must never see: Harbour's data for the restaurant, guest and person; others' for the supplier. */
let forbiddenData: Partial<Record<Caller, Secrets>>;

const call = (path: string, body: unknown, caller: Caller): Promise<Res> => t.api(path, body, tokens[caller]);

beforeAll(async () => {
  t = await createTestApp();
  useApp(t);
  ({ f, tokens, forbiddenData } = await buildMatrixFixture(t));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------------------------

const registered = () => t.app.apiRoutes.map((r) => ({ ...r, path: r.url.replace(/^\/api/, '') }));
const accessOf = (path: string): Access => API_ACCESS[path as keyof typeof API_ACCESS] as Access;
const allowed = (access: Access, caller: Caller) =>
  access === 'public' || (caller !== 'guest' && access.includes(caller));
const ownFor = (entry: Entry, caller: Caller) => entry.own[caller] ?? entry.own.anyone;
const split = (c: OwnCall): { body: Body; status: number } =>
  'why' in c && 'status' in c && 'body' in c
    ? { body: c.body as Body, status: c.status as number }
    : { body: c, status: 200 };
const denial = (caller: Caller) => (caller === 'guest' ? 401 : 403);
const cases = (entry: Entry) => (entry.foreign === 'takes no ids' ? [] : entry.foreign);

describe('route table', () => {
  it('has an entry for every route the server registers, and none for a route it does not', () => {
    const paths = registered().map((r) => r.path);
    expect(paths.length).toBeGreaterThan(40);
    expect(
      paths.filter((p) => !(p in ROUTES)),
      'registered routes missing from ROUTES',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((p) => !paths.includes(p)),
      'entries for routes that do not exist',
    ).toEqual([]);
    for (const r of registered()) expect(r.access, r.path).toEqual(accessOf(r.path));
  });

  it('gives an own-ids call for every caller the role table allows, and none for the others', () => {
    const problems: string[] = [];
    for (const { path, access } of registered()) {
      const entry = ROUTES[path];
      if (!entry) continue;
      if (access === 'public') {
        if (!entry.own.anyone || Object.keys(entry.own).length !== 1)
          problems.push(`${path}: public, needs own.anyone`);
        continue;
      }
      if (entry.own.anyone) problems.push(`${path}: not public, own.anyone is not allowed`);
      for (const caller of CALLERS) {
        const has = caller in entry.own;
        if (allowed(access, caller) && !has) problems.push(`${path}: no own call for ${caller}`);
        if (!allowed(access, caller) && has) problems.push(`${path}: own call for ${caller}, who is not allowed`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('tests every id-like field of every route with another tenant’s value, or says why it names nothing owned', () => {
    const problems: string[] = [];
    for (const { path, bodyKeys } of registered()) {
      const entry = ROUTES[path];
      if (!entry) continue;
      const covered = new Set(cases(entry).flatMap((c) => (Array.isArray(c.field) ? c.field : [c.field])));
      const idKeys = bodyKeys.filter((k) => ID_LIKE.test(k));
      for (const k of idKeys)
        if (!covered.has(k) && !entry.notTenant?.[k]) problems.push(`${path}: field ${k} has no foreign-id case`);
      if (entry.foreign === 'takes no ids' && idKeys.length > 0)
        problems.push(`${path}: says it takes no ids but has ${idKeys.join(', ')}`);
      for (const k of [...covered, ...Object.keys(entry.notTenant ?? {})])
        if (!bodyKeys.includes(k)) problems.push(`${path}: the body has no field ${k}`);
      for (const c of cases(entry))
        if (!allowed(accessOf(path), c.as) && c.expect) problems.push(`${path}: ${c.as} is refused by the role table`);
    }
    expect(problems).toEqual([]);
  });
});

describe('every caller on every route', () => {
  it('answers 401 without a token and 403 for user types the role table leaves out, with any body', async () => {
    const wrong: string[] = [];
    for (const { path, access } of registered()) {
      const entry = ROUTES[path];
      if (access === 'public') continue;
      // A route without an entry fails the route-table test; its guard is still checked here.
      const bodies = entry
        ? [...Object.values(entry.own).map((own) => split(own!(f)).body), ...cases(entry).map((c) => c.body(f)), {}]
        : [{}];
      for (const caller of CALLERS) {
        if (allowed(access, caller)) continue;
        for (const body of bodies) {
          const res = await call(path, body, caller);
          if (res.status !== denial(caller)) wrong.push(`${path} as ${caller}: ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("another tenant's ids", () => {
  for (const [path, entry] of Object.entries(ROUTES)) {
    if (cases(entry).length === 0) continue;
    it(`${path}: refused, or answered without the other tenant's data`, async () => {
      const wrong: string[] = [];
      for (const c of cases(entry)) {
        const label = `${c.as} with foreign ${c.field}`;
        const res = await call(path, c.body(f), c.as);
        const expected: Outcome | { status: number } = !allowed(accessOf(path), c.as)
          ? { status: denial(c.as) }
          : (c.expect ?? { status: 404 });
        if ('status' in expected) {
          if (res.status !== expected.status)
            wrong.push(
              `${label}: ${res.status} (expected ${expected.status}) ${JSON.stringify(res.body).slice(0, 200)}`,
            );
        } else {
          if (res.status !== 200) wrong.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          else if ('empty' in expected) {
            const list = res.body[expected.empty];
            if (!Array.isArray(list) || list.length > 0) wrong.push(`${label}: ${expected.empty} is not empty`);
          } else await expected.verify?.(f, res);
        }
        const seen = forbiddenData[c.as] ? leaks(res.body, forbiddenData[c.as]!) : [];
        if (seen.length) wrong.push(`${label}: answer shows ${seen.join(', ')}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('own ids', () => {
  for (const [path, entry] of Object.entries(ROUTES)) {
    it(`${path}: each allowed caller succeeds with its own ids and sees no other tenant's data`, async () => {
      const access = accessOf(path);
      const wrong: string[] = [];
      for (const caller of ['restaurant', 'supplier', 'admin', 'person', 'guest'] as const) {
        const own = ownFor(entry, caller);
        if (!own || !allowed(access, caller)) continue;
        const { body, status } = split(own(f));
        const res = await call(path, body, caller);
        if (res.status !== status)
          wrong.push(`${caller}: ${res.status} (expected ${status}) ${JSON.stringify(res.body).slice(0, 300)}`);
        const seen = forbiddenData[caller] ? leaks(res.body, forbiddenData[caller]!) : [];
        if (seen.length) wrong.push(`${caller}: answer shows ${seen.join(', ')}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});
