import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await t?.close();
});

type Exchange = { response: string; socketError: string | null; sentAll: boolean; answeredBeforeSent: boolean };

/**
 * Sends a request as a browser does over one connection: the headers, then the whole body in pieces, and only
 * then reads the answer. Records whether the connection broke while sending.
 */
function send(path: string, body: Buffer, opts: { chunked?: boolean } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let response = '';
    let socketError: string | null = null;
    let sentAll = false;
    let answeredBeforeSent = false;
    socket.on('data', (d) => {
      if (!sentAll) answeredBeforeSent = true;
      response += d.toString();
      if (/\r\n\r\n/.test(response) && /\}\s*$/.test(response)) socket.end();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      socketError = err.code ?? err.message;
    });
    socket.on('close', () => resolve({ response, socketError, sentAll, answeredBeforeSent }));
    socket.on('connect', async () => {
      const head = [
        `POST /api${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        opts.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`,
        '',
        '',
      ].join('\r\n');
      const write = (b: Buffer | string) =>
        new Promise<void>((done) => {
          if (socket.destroyed) return done();
          socket.write(b, () => done());
        });
      await write(head);
      for (let i = 0; i < body.length && !socket.destroyed; i += 64 * 1024) {
        const piece = body.subarray(i, i + 64 * 1024);
        await write(
          opts.chunked
            ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
            : piece,
        );
      }
      if (opts.chunked) await write('0\r\n\r\n');
      sentAll = !socket.destroyed;
    });
  });
}

const status = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
const json = (response: string) =>
  JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4).replace(/^[0-9a-f]+\r\n/, ''));

describe('a body over the size limit, over a real connection', () => {
  it('is read to its end and answered 413 in the error shape, not cut off', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(12 * 1024 * 1024) }));
    const r = await send('/auth/sign_in', body);
    expect(r.socketError).toBeNull();
    expect(r.sentAll).toBe(true);
    expect(r.answeredBeforeSent).toBe(false);
    expect(status(r.response)).toBe(413);
    expect(json(r.response).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large: the limit is 1 MB',
    });
  });

  it('names the file limit on an upload', async () => {
    const body = Buffer.from(
      JSON.stringify({ fileName: 'big.pdf', fileContentBase64: 'A'.repeat(31 * 1024 * 1024), uploadId: 'up_toolarge' }),
    );
    const r = await send('/invoice_upload', body);
    expect(r.socketError).toBeNull();
    expect(status(r.response)).toBe(413);
    expect(json(r.response).error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file is larger than 20 MB' });
  });

  it('is answered 413 also when its size is not declared (chunked)', async () => {
    const body = Buffer.from(JSON.stringify({ email: 'a@b.co', password: 'y'.repeat(12 * 1024 * 1024) }));
    const r = await send('/auth/sign_in', body, { chunked: true });
    expect(r.socketError).toBeNull();
    expect(r.sentAll).toBe(true);
    expect(status(r.response)).toBe(413);
    expect(json(r.response).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('leaves bodies under the limit alone', async () => {
    const r = await send('/auth/sign_in', Buffer.from(JSON.stringify({ email: 'a@b.co', password: 'Wrong!pass1' })));
    expect(status(r.response)).toBe(401);
  });
});
