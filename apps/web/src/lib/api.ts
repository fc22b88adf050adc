import { idTokenIsFresh, type TokenSet, useAuthStore } from './auth-store';

/** An error answered by the API (`{ error: { code, message, details } }`), or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: unknown[];
  constructor(status: number, code: string, message: string, details?: unknown[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type ApiOptions = {
  /** Send the bearer id token (default true). Public calls such as sign-in pass false. */
  auth?: boolean;
  /** Send this id token as it is, not the stored one: an account signed in before its session starts. */
  idToken?: string;
  signal?: AbortSignal;
};

/** A response as received: its status and its JSON body (null when it has none or it is not JSON). */
export type RawResponse = { status: number; ok: boolean; data: unknown };

const TOKEN_CODES = new Set(['UNAUTHORIZED', 'TOKEN_EXPIRED', 'TOKEN_INVALID']);

let authFailureHandler: () => void = () => window.location.assign('/logout');

/** What to do when the session cannot be renewed; the app sets this to a router navigation to /logout. */
export function setAuthFailureHandler(handler: () => void): void {
  authFailureHandler = handler;
}

/** The error of a request that never reached the server (offline, refused, cut off). */
export function networkError(): ApiError {
  return new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
}

async function request(path: string, body: unknown, token: string | null, signal?: AbortSignal): Promise<RawResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}), signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw networkError();
  }
  return { status: res.status, ok: res.ok, data: jsonOf(await res.text()) };
}

/** The JSON of a response body, or null when it is empty or not JSON. */
export function jsonOf(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The message of a 413 that came without the error shape (from a proxy in front of the app). */
export const REQUEST_TOO_LARGE = 'The request is too large';

/**
 * The ApiError of a failed response: its error shape when it has one; otherwise known by its status alone, so a
 * 413 is "too large" whoever answered it.
 */
export function responseError(status: number, data: unknown): ApiError {
  const e = (data as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  if (e && typeof e.code === 'string') {
    return new ApiError(
      status,
      e.code,
      typeof e.message === 'string' ? e.message : e.code,
      Array.isArray(e.details) ? e.details : undefined,
    );
  }
  if (status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', REQUEST_TOO_LARGE);
  return new ApiError(status, 'HTTP_ERROR', `The server answered ${status}`);
}

function toError(r: RawResponse): ApiError {
  return responseError(r.status, r.data);
}

function isTokenRejection(r: RawResponse): boolean {
  return r.status === 401 && TOKEN_CODES.has(toError(r).code);
}

let inFlight: Promise<string> | null = null;

/**
 * Renews the id token with the refresh token. Single-flight: concurrent callers share one call, because the refresh
 * token rotates and presenting an old one revokes the session. Across tabs a Web Lock serialises the renewal and the
 * stored tokens are re-read first, so a tab adopts what another tab already renewed.
 */
export function refreshIdToken(staleIdToken: string | null = null): Promise<string> {
  inFlight ??= withLock(() => renew(staleIdToken)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('auth-refresh', fn) : fn();
}

async function renew(staleIdToken: string | null): Promise<string> {
  await useAuthStore.persist.rehydrate();
  const now = useAuthStore.getState();
  // Renewed meanwhile (by an earlier call or another tab): use that token rather than rotating again.
  if (now.idToken && now.refreshToken && now.idToken !== staleIdToken && idTokenIsFresh()) return now.idToken;
  if (!now.refreshToken) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to continue');
  const r = await request('/auth/refresh', { refreshToken: now.refreshToken }, null);
  if (!r.ok) throw toError(r);
  const tokens = r.data as TokenSet;
  useAuthStore.getState().setTokens(tokens);
  return tokens.idToken;
}

/**
 * Sends a request with the session's id token (`send` makes it with the token given): an id token known to be
 * expired is renewed first, and one the server refuses is renewed once and the request sent again. When the session
 * cannot be renewed, the auth-failure handler ends it. Every authenticated call goes through here.
 */
export async function sendWithSession(send: (token: string | null) => Promise<RawResponse>): Promise<RawResponse> {
  let token = useAuthStore.getState().idToken;
  // An id token known to be expired is renewed first, saving a rejected round trip.
  if (token && !idTokenIsFresh()) token = await refreshIdToken(token).catch(() => token);
  let r = await send(token);
  if (isTokenRejection(r)) {
    try {
      token = await refreshIdToken(token);
    } catch (err) {
      // The server refused the refresh token: the session is over. A network failure is not a reason to sign out.
      if (err instanceof ApiError && [400, 401, 403].includes(err.status)) authFailureHandler();
      throw err;
    }
    r = await send(token);
    if (isTokenRejection(r)) authFailureHandler();
  }
  return r;
}

/** POST /api/<path> with a JSON body; resolves with the JSON answer or throws an ApiError. */
export async function api<T>(path: string, body: unknown = {}, options: ApiOptions = {}): Promise<T> {
  const { auth = true, idToken, signal } = options;
  const r =
    auth && !idToken
      ? await sendWithSession((token) => request(path, body, token, signal))
      : await request(path, body, idToken ?? null, signal);
  if (!r.ok) throw toError(r);
  return r.data as T;
}

/** The message to show for a failed call. */
export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message;
  return 'Something went wrong. Please try again.';
}
