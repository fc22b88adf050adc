import { readFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInboundMail } from '../src/modules/invoices/inbound-mail.js';
import { normalPdf } from './helpers/hostile-files.js';
import { createTestApp, registeredUser, type TestApp } from './helpers/test-app.js';

const pdf = readFileSync(
  path.resolve(import.meta.dirname, '../../../fixtures/invoices/invoice2data/AzureInterior.pdf'),
);
let t: TestApp;
let inbound: { port: number; close: () => Promise<void> };
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registeredUser(t, 'chef@inbound.example')).idToken;
  otherToken = (await registeredUser(t, 'owner@elsewhere.example')).idToken;
  inbound = await startInboundMail(t.ctx, 0, '127.0.0.1');
});
afterAll(async () => {
  await inbound?.close();
  await t?.close();
});

type Attachment = { filename: string; content: Buffer };
const send = (from: string, to: string, attachments: Attachment[]) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: inbound.port, secure: false, ignoreTLS: true })
    .sendMail({ from, to, subject: 'Invoice', text: 'See attached', attachments });

/** The server's answer to a message it refused: its SMTP code and text. */
async function refusal(from: string, to: string, attachments: Attachment[]) {
  const err = await send(from, to, attachments).then(
    () => null,
    (e: { responseCode?: number; response?: string }) => e,
  );
  if (!err) throw new Error(`${from} -> ${to} was accepted`);
  return { code: err.responseCode, response: err.response };
}

const address = async (tok = token) => (await t.api<{ address: string }>('/inbound_address', {}, tok)).body.address;
const invoices = async (tok = token) =>
  (await t.api<{ invoices: { fileName: string; status: string }[] }>('/invoice', {}, tok)).body.invoices;

describe('invoices by email', () => {
  it('gives each restaurant its own secret address, the same until it is rotated', async () => {
    const mine = await address();
    expect(mine).toMatch(/^invoices\+[a-f0-9]{32}@localhost$/);
    expect(await address()).toBe(mine);
    expect(await address(otherToken)).not.toBe(mine);
  });

  it("turns an attachment sent to the restaurant's address from a member's address into a pending invoice", async () => {
    await send('Chef@Inbound.example', await address(), [{ filename: 'AzureInterior.pdf', content: pdf }]);
    expect(await invoices()).toEqual([expect.objectContaining({ fileName: 'AzureInterior.pdf', status: 'pending' })]);
    const row = await t.ctx.db.selectFrom('invoices').select('source').executeTakeFirstOrThrow();
    expect(row.source).toBe('email');
  });

  it('refuses every other message with one and the same answer, and files nothing', async () => {
    const mine = await address();
    const wrongToken = mine.replace(/\+[a-f0-9]{4}/, '+0000');
    const attachment = [{ filename: 'forged.pdf', content: normalPdf('770001') }];
    const answers = [
      // No secret address at all: the old shared mailbox.
      await refusal('chef@inbound.example', 'invoices@app.example', attachment),
      // A wrong token.
      await refusal('chef@inbound.example', wrongToken, attachment),
      // The right address from someone without an account, or from a member of another restaurant.
      await refusal('stranger@else.example', mine, attachment),
      await refusal('owner@elsewhere.example', mine, attachment),
    ];
    expect(answers[0]).toEqual({ code: 550, response: expect.stringContaining('Message refused') });
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(await invoices()).toHaveLength(1);
    expect(await invoices(otherToken)).toHaveLength(0);
  });

  it('after Rotate, the old address is refused like any unknown one and the new one works', async () => {
    const old = await address();
    const rotated = await t.api<{ address: string }>('/inbound_address_rotate', {}, token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.address).not.toBe(old);
    expect(await address()).toBe(rotated.body.address);

    const unknown = await refusal('chef@inbound.example', 'invoices@app.example', [
      { filename: 'x.pdf', content: normalPdf('770002') },
    ]);
    expect(await refusal('chef@inbound.example', old, [{ filename: 'x.pdf', content: normalPdf('770002') }])).toEqual(
      unknown,
    );
    await send('chef@inbound.example', rotated.body.address, [
      { filename: 'after-rotate.pdf', content: normalPdf('770003') },
    ]);
    expect((await invoices()).map((i) => i.fileName).sort()).toEqual(['AzureInterior.pdf', 'after-rotate.pdf']);
  });

  it('tells a member sending to their address what is wrong with an attachment', async () => {
    const mine = await address();
    await expect(
      send('chef@inbound.example', mine, [{ filename: 'photo.png', content: Buffer.from('<svg onload="alert(1)"/>') }]),
    ).rejects.toThrow(/550.*does not match its extension/);
    await expect(send('chef@inbound.example', mine, [{ filename: 'again.pdf', content: pdf }])).rejects.toThrow(
      /INVOICE EXISTS/,
    );
    expect(await invoices()).toHaveLength(2);
  });
});
