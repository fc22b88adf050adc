import { readFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInboundMail } from '../src/modules/invoices/inbound-mail.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

const pdf = readFileSync(
  path.resolve(import.meta.dirname, '../../../fixtures/invoices/invoice2data/AzureInterior.pdf'),
);
let t: TestApp;
let inbound: { port: number; close: () => Promise<void> };
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registeredUser(t, 'chef@inbound.example')).idToken;
  inbound = await startInboundMail(t.ctx, 0, '127.0.0.1');
});
afterAll(async () => {
  await inbound?.close();
  await t?.close();
});

const send = (from: string, attachments: { filename: string; content: Buffer }[]) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true })
    .sendMail({ from, to: 'invoices@app.example', subject: 'Invoice', text: 'See attached', attachments });

describe('invoices by email', () => {
  it("turns an attachment from a user's address into a pending invoice of their restaurant", async () => {
    await send('Chef@Inbound.example', [{ filename: 'AzureInterior.pdf', content: pdf }]);
    const list = await t.api<{ invoices: { fileName: string; status: string }[] }>('/invoice', {}, token);
    expect(list.body.invoices).toEqual([expect.objectContaining({ fileName: 'AzureInterior.pdf', status: 'pending' })]);
    const row = await t.ctx.db.selectFrom('invoices').select('source').executeTakeFirstOrThrow();
    expect(row.source).toBe('email');
  });

  it('refuses mail from unknown senders and attachments that are not what they claim', async () => {
    await expect(send('stranger@else.example', [{ filename: 'x.pdf', content: pdf }])).rejects.toThrow(
      /550|Unknown sender/,
    );
    await expect(
      send('chef@inbound.example', [{ filename: 'photo.png', content: Buffer.from('<svg onload="alert(1)"/>') }]),
    ).rejects.toThrow(/550/);
    await expect(send('chef@inbound.example', [{ filename: 'again.pdf', content: pdf }])).rejects.toThrow(
      /INVOICE EXISTS/,
    );
    const list = await t.api<{ invoices: unknown[] }>('/invoice', {}, token);
    expect(list.body.invoices).toHaveLength(1);
  });
});
