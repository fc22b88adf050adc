import { INVOICE_MSG } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setAuthFailureHandler } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { callWithProgress, type UploadProgress } from './upload-file';
import { uploadProblem } from './upload-form';

type Answer = { status: number; text: string };
type Sent = { url: string; auth: string | undefined; body: string };

/** XMLHttpRequest as the upload uses it, answering each request with `answer(sent)`. */
function fakeXhr(answer: (sent: Sent) => Answer) {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: string) {
      const request = { url: this.url, auth: this.headers.authorization, body };
      sent.push(request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: body.length, total: body.length });
        const a = answer(request);
        this.status = a.status;
        this.responseText = a.text;
        this.onload?.();
      }, 1);
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** The token service: renews the session, or refuses to. */
function refreshService(ok: boolean) {
  const fetchMock = vi.fn(async () =>
    ok
      ? Response.json({ idToken: 'id-3', refreshToken: 'refresh-3', expiresIn: 3600 })
      : Response.json(
          { error: { code: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } },
          { status: 401 },
        ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (status: number, body: unknown): Answer => ({ status, text: JSON.stringify(body) });
const expired = json(401, { error: { code: 'TOKEN_EXPIRED', message: 'expired' } });
const stored = {
  status: 'SUCCESS',
  uploadId: 'up_abcdef',
  key: 'up_abcdef.pdf',
  fullKey: 'invoices/1/up_abcdef.pdf',
  fileName: 'a.pdf',
};
const body = { fileContentBase64: 'JVBERi0=', fileName: 'a.pdf', uploadId: 'up_abcdef' };

describe('an upload with progress', () => {
  const signedOut = vi.fn();
  beforeEach(() => {
    setAuthFailureHandler(signedOut);
    useAuthStore.getState().setTokens({ idToken: 'id-2', refreshToken: 'refresh-2', expiresIn: 3600 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signedOut.mockReset();
    useAuthStore.getState().clear();
  });

  it('renews a refused token once and sends the file again, reporting the bytes sent', async () => {
    const sent = fakeXhr((r) => (r.auth === 'Bearer id-3' ? json(200, stored) : expired));
    const renew = refreshService(true);
    const progress: UploadProgress[] = [];
    await expect(callWithProgress('/invoice_upload', body, (p) => progress.push(p))).resolves.toEqual(stored);
    expect(sent.map((s) => [s.url, s.auth])).toEqual([
      ['/api/invoice_upload', 'Bearer id-2'],
      ['/api/invoice_upload', 'Bearer id-3'],
    ]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().idToken).toBe('id-3');
    expect(progress.at(-1)).toEqual({ loaded: sent[1].body.length, total: sent[1].body.length });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('ends the session when the token cannot be renewed', async () => {
    fakeXhr(() => expired);
    refreshService(false);
    const err = await callWithProgress('/invoice_upload', body, () => undefined).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('knows a file too large by its status, also from a proxy that sends no error shape', async () => {
    fakeXhr(() => ({ status: 413, text: '<html>413 Request Entity Too Large</html>' }));
    const err = await callWithProgress('/invoice_upload', body, () => undefined).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(uploadProblem(err, 1).title).toBe(INVOICE_MSG.tooLarge);
    expect(uploadProblem(err, 3).title).toBe(INVOICE_MSG.photosTooLarge);
  });
});
