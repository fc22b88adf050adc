import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../src/config.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** The emailed order link: rate-limited per client address (120 in 10 minutes), no sign-in needed. */
const guestLink = (t: TestApp, forwardedFor: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/order_update_get',
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: JSON.stringify({ irk: 'a'.repeat(32), ivrk: 'b'.repeat(32) }),
  });

const limitedAddresses = async (t: TestApp) =>
  (await t.ctx.db.selectFrom('rate_limits').select('key').where('key', 'like', 'guest_order:ip:%').execute()).map((r) =>
    r.key.replace('guest_order:ip:', ''),
  );

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes the client address the load balancer saw, not the one the client wrote', async () => {
    const res = await guestLink(t, 'forged, 203.0.113.7');
    expect(res.statusCode).toBe(404);
    expect(await limitedAddresses(t)).toEqual(['203.0.113.7']);
  });

  it('keeps rate-limiting a client that rotates a forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 122; i++) statuses.push((await guestLink(t, `198.51.100.${i % 250}, 203.0.113.9`)).statusCode);
    expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(120)).toEqual([429, 429]);
    expect(await limitedAddresses(t)).not.toContain('198.51.100.5');
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('skips the listed proxies and stops at the first address that is not one of them', async () => {
    await guestLink(t, 'forged, 198.51.100.4, 10.20.30.40');
    expect(await limitedAddresses(t)).toEqual(['198.51.100.4']);
  });

  it('ignores X-Forwarded-For from a caller that is not a listed proxy', async () => {
    await guestLink(t, '198.51.100.99', '203.0.113.50');
    expect(await limitedAddresses(t)).toContain('203.0.113.50');
    expect(await limitedAddresses(t)).not.toContain('198.51.100.99');
  });
});

describe('TRUST_PROXY unset', () => {
  it('ignores X-Forwarded-For', async () => {
    const t = await createTestApp();
    try {
      await guestLink(t, '198.51.100.1', '203.0.113.60');
      expect(await limitedAddresses(t)).toEqual(['203.0.113.60']);
    } finally {
      await t.close();
    }
  });
});

describe('TRUST_PROXY values', () => {
  it('reads hop counts and address lists, and refuses anything else with a message', () => {
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8,::1, 192.168.1.7')).toEqual(['10.0.0.0/8', '::1', '192.168.1.7']);
    expect(() => parseTrustProxy('true')).toThrow(/number of proxy hops/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/CIDR/);
  });
});
