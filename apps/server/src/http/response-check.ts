/**
 * Serialises a route's answer through its contract's response schema. The answer is first made JSON (dates become
 * ISO strings), since the schemas describe the JSON the web receives. Outside production a mismatch is an error —
 * an answer that does not fit its schema, or a field the schema does not declare (which would otherwise be dropped
 * without a word) — so every integration test checks the contract of each route it calls. In production the answer
 * is sent as the schema reads it, and a mismatch is logged and the answer sent as it is.
 */
import { z } from 'zod';

export class ResponseMismatch extends Error {
  constructor(url: string, problem: string) {
    super(`The answer of ${url} does not match its contract: ${problem}`);
    this.name = 'ResponseMismatch';
  }
}

type Options = { strict: boolean; warn: (message: string) => void };

export function responseSerializer({ strict, warn }: Options) {
  return ({ schema, url }: { schema: unknown; url: string }) => {
    const contract = schema as z.ZodType;
    return (data: unknown): string => {
      const json: unknown = data === undefined ? null : JSON.parse(JSON.stringify(data));
      const read = contract.safeParse(json);
      const problem = read.success ? undeclaredFields(json, read.data).join(', ') : z.prettifyError(read.error);
      if (!problem) return JSON.stringify(read.data);
      const message = read.success ? `fields not in the contract: ${problem}` : problem;
      if (strict) throw new ResponseMismatch(url, message);
      warn(new ResponseMismatch(url, message).message);
      return JSON.stringify(read.success ? read.data : json);
    };
  };
}

/** The paths of fields present in `sent` but missing from what the schema kept (`kept`). */
export function undeclaredFields(sent: unknown, kept: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((v, i) => undeclaredFields(v, kept[i], `${at}[${i}]`)).slice(0, 5);
  }
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.keys(sent).flatMap((k) => {
    const here = at ? `${at}.${k}` : k;
    return k in kept ? undeclaredFields(sent[k], kept[k], here) : [here];
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
