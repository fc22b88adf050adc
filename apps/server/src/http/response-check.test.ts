import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer, undeclaredFields } from './response-check.js';

const schema = z.object({ id: z.number(), created: z.string(), lines: z.array(z.object({ name: z.string() })) });
const answer = { id: 1, created: new Date('2026-03-01T10:00:00Z'), lines: [{ name: 'Milk' }] };

describe('the response contract check', () => {
  it('sends dates as ISO strings and passes an answer that fits', () => {
    const send = responseSerializer({ strict: true, warn: () => {} })({ schema, url: '/api/x' });
    expect(JSON.parse(send(answer))).toEqual({ id: 1, created: '2026-03-01T10:00:00.000Z', lines: [{ name: 'Milk' }] });
  });

  it('refuses, outside production, a field the contract does not declare and a field of the wrong type', () => {
    const send = responseSerializer({ strict: true, warn: () => {} })({ schema, url: '/api/x' });
    expect(() => send({ ...answer, lines: [{ name: 'Milk', price: '2.10' }] })).toThrow(/lines\[0\]\.price/);
    expect(() => send({ ...answer, id: '1' })).toThrow(/does not match its contract/);
  });

  it('in production logs the mismatch and still answers', () => {
    const warnings: string[] = [];
    const send = responseSerializer({ strict: false, warn: (m) => warnings.push(m) })({ schema, url: '/api/x' });
    expect(JSON.parse(send({ ...answer, extra: true }))).toEqual({
      id: 1,
      created: '2026-03-01T10:00:00.000Z',
      lines: [{ name: 'Milk' }],
    });
    expect(warnings).toEqual(['The answer of /api/x does not match its contract: fields not in the contract: extra']);
  });

  it('names nested fields by their path', () => {
    expect(undeclaredFields({ a: { b: 1, c: 2 } }, { a: { b: 1 } })).toEqual(['a.c']);
    expect(undeclaredFields([{ a: 1 }], [{}])).toEqual(['[0].a']);
  });
});
