import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, REQUEST_TOO_LARGE, responseError, setAuthFailureHandler } from './api';
import { useAuthStore } from './auth-store';

type Call = { path: string; auth: string | null; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server: /auth/refresh rotates tokens; other paths accept only the current id token. */
function fakeServer(opts: { refreshFails?: boolean } = {}) {
  const calls: Call[] = [];
  let current = 'id-2';
  let generation = 2;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace('/api', '');
    const auth = new Headers(init?.headers).get('authorization');
    const body = JSON.parse(String(init?.body ?? '{}'));
    calls.push({ path, auth, body });
    await new Promise((r) => setTimeout(r, 5));
    if (path === '/auth/refresh') {
      if (opts.refreshFails)
        return json(401, { error: { code: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } });
      generation += 1;
      current = `id-${generation}`;
      return json(200, { idToken: current, refreshToken: `refresh-${generation}`, expiresIn: 3600 });
    }
    if (auth !== `Bearer ${current}`) return json(401, { error: { code: 'TOKEN_EXPIRED', message: 'expired' } });
    if (path === '/broken')
      return json(400, { error: { code: 'VALIDATION', message: 'Bad input', details: [{ path: 'x' }] } });
    return json(200, { ok: true, path });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, expire: () => (current = 'rotated-away') };
}

describe('api client', () => {
  const onFailure = vi.fn();
  beforeEach(() => {
    setAuthFailureHandler(onFailure);
    useAuthStore.getState().setTokens({ idToken: 'id-2', refreshToken: 'refresh-2', expiresIn: 3600 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    onFailure.mockReset();
    useAuthStore.getState().clear();
  });

  it('posts JSON with the bearer id token', async () => {
    const server = fakeServer();
    await expect(api('/user', { email: 'a@b.c' })).resolves.toEqual({ ok: true, path: '/user' });
    expect(server.calls[0]).toEqual({ path: '/user', auth: 'Bearer id-2', body: { email: 'a@b.c' } });
  });

  it('omits the token on public calls', async () => {
    const server = fakeServer();
    await api('/auth/sign_in', {}, { auth: false }).catch(() => undefined);
    expect(server.calls[0].auth).toBeNull();
  });

  it('sends a given id token as it is: its refusal is an error of the call, not the end of the session', async () => {
    const server = fakeServer();
    await expect(api('/register', { a: 1 }, { idToken: 'id-2' })).resolves.toEqual({ ok: true, path: '/register' });
    const err = await api('/register', {}, { idToken: 'id-of-another-account' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(server.calls.map((c) => [c.path, c.auth])).toEqual([
      ['/register', 'Bearer id-2'],
      ['/register', 'Bearer id-of-another-account'],
    ]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('throws an ApiError with code, message, status and details', async () => {
    fakeServer();
    const err = await api('/broken').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION', message: 'Bad input', details: [{ path: 'x' }] });
  });

  it('refreshes once for concurrent 401s, stores the rotated tokens and retries', async () => {
    const server = fakeServer();
    server.expire();
    const results = await Promise.all([api('/a'), api('/b'), api('/c')]);
    expect(results.map((r) => (r as { path: string }).path)).toEqual(['/a', '/b', '/c']);
    const refreshes = server.calls.filter((c) => c.path === '/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refreshToken: 'refresh-2' });
    expect(useAuthStore.getState()).toMatchObject({ idToken: 'id-3', refreshToken: 'refresh-3' });
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '{}').state.refreshToken).toBe('refresh-3');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('renews an id token known to be expired before calling', async () => {
    const server = fakeServer();
    server.expire();
    useAuthStore.setState({ expiresAt: Date.now() - 1000 });
    await api('/a');
    expect(server.calls.map((c) => c.path)).toEqual(['/auth/refresh', '/a']);
  });

  it('hands over to logout when the refresh token is refused', async () => {
    const server = fakeServer({ refreshFails: true });
    server.expire();
    await expect(api('/a')).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('reports network failures without logging out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api('/a')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe('auth across tabs', () => {
  it('follows a sign-out in another tab', async () => {
    const { followAuthInOtherTabs } = await import('./auth-store');
    useAuthStore.getState().setTokens({ idToken: 'a', refreshToken: 'b', expiresIn: 60 });
    const changed = vi.fn();
    const stop = followAuthInOtherTabs(changed);
    localStorage.removeItem('auth-storage');
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth-storage', newValue: null }));
    expect(useAuthStore.getState().refreshToken).toBeNull();
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('responses without the error shape', () => {
  it('are known by their status: a 413 is "too large", whatever the body says', () => {
    const proxy = responseError(413, null);
    expect(proxy).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', message: REQUEST_TOO_LARGE });
    const server = responseError(413, {
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 20 MB' },
    });
    expect(server.message).toBe('The file is larger than 20 MB');
    expect(responseError(502, null)).toMatchObject({ code: 'HTTP_ERROR', message: 'The server answered 502' });
  });
});
