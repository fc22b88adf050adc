import { API_ACCESS, USER_TYPES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/create-user.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const type of USER_TYPES) {
    const email = `${type}@route.example`;
    await createUser(t.ctx.db, {
      type,
      email,
      password: 'Route!pass1',
      business: type === 'restaurant' || type === 'supplier' ? `${type} co` : undefined,
      permanent: true,
    });
    const r = await t.api<{ idToken: string }>('/auth/sign_in', { email, password: 'Route!pass1' });
    tokens[type] = r.body.idToken;
  }
});
afterAll(async () => {
  await t?.close();
});

describe('route table', () => {
  it('registers every route with an access list from the role table', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(10);
    for (const r of t.app.apiRoutes) {
      const path = r.url.replace(/^\/api/, '') as keyof typeof API_ACCESS;
      expect(API_ACCESS[path], r.url).toEqual(r.access);
    }
  });

  it('answers 401 without a token on every protected route, and 403 for user types the role table leaves out', async () => {
    for (const r of t.app.apiRoutes) {
      if (r.access === 'public') continue;
      const anon = await t.app.inject({ method: 'POST', url: r.url, payload: {} });
      expect(anon.statusCode, `${r.url} without token`).toBe(401);
      for (const type of USER_TYPES) {
        const res = await t.app.inject({
          method: 'POST',
          url: r.url,
          headers: { authorization: `Bearer ${tokens[type]}` },
          payload: {},
        });
        if (r.access.includes(type)) expect(res.statusCode, `${r.url} as ${type}`).not.toBe(403);
        else expect(res.statusCode, `${r.url} as ${type}`).toBe(403);
      }
    }
  });
});

describe('bad input', () => {
  const post = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('answers malformed requests with a 4xx in the error shape, never a 500', async () => {
    const cases = [
      post('/api/auth/sign_in', '{"email":'),
      post('/api/auth/sign_in', ''),
      post('/api/auth/sign_in', 'email=a', 'application/x-www-form-urlencoded'),
      post('/api/auth/sign_in', '[]'),
      post('/api/auth/sign_in', '{"email":"a@b.co","password":"x","remember":"yes"}'),
      post('/api/auth/sign_in', '{"email":"a@b.co","password":"x","isAdmin":true}'),
      post('/api/auth/sign_in', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(10_000) })),
      post('/api/register', '{}'),
      post('/api/nope', '{}'),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await post('/api/auth/sign_in', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('names the unknown field', async () => {
    const res = await post('/api/auth/sign_in', '{"email":"a@b.co","password":"x","isAdmin":true}');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('isAdmin');
  });
});

describe('service endpoints', () => {
  it('reports health with the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves the OpenAPI description of the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/auth/sign_in');
  });

  it('describes the answer of every endpoint of the role table in its OpenAPI entry', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        { post?: { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> } }
      >;
    };
    const undescribed = Object.keys(API_ACCESS).filter(
      (path) => !doc.paths[`/api${path}`]?.post?.responses?.['200']?.content?.['application/json']?.schema,
    );
    expect(undescribed).toEqual([]);
  });

  it('sends security headers with a script policy that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
