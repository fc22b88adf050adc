import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { prettyDestination, prettyLine } from './pretty-log.js';

describe('pretty log', () => {
  it('writes a request as one short line', () => {
    const at = new Date(2026, 0, 5, 9, 4, 7).getTime();
    const json = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'h',
      reqId: 'abc',
      req: { method: 'POST', url: '/api/invoice', host: 'localhost:3000', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    });
    expect(prettyLine(json)).toBe('09:04:07 POST /api/invoice 200 12 ms');
    expect(prettyLine(JSON.stringify({ ...JSON.parse(json), level: 50, res: { statusCode: 500 } }))).toBe(
      '09:04:07 ERROR POST /api/invoice 500 12 ms',
    );
  });

  it('writes other entries with their level, message and fields, an error with its stack', () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, prettyDestination({ write: (s: string) => lines.push(s) > 0 }));
    log.info({ ms: 186 }, 'demo data loaded');
    log.warn({ job: 'mail', err: new Error('SMTP refused') }, 'job failed');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}demo data loaded ms=186\n$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d WARN {2}job failed job=mail\n {2}Error: SMTP refused\n {4}at /);
    expect(lines.join('')).not.toContain('"level"');
  });

  it('passes text that is not a log entry as it is', () => {
    expect(prettyLine('not json')).toBe('not json');
  });
});
