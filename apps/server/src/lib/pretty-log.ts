import type { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** What a line carries that the pretty form shows in its own words, or not at all. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err']);

const clock = (time: unknown) => {
  const d = new Date(typeof time === 'number' ? time : Date.now());
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

type Line = Record<string, unknown> & {
  level?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
};

/**
 * One JSON log line of pino as a line a person reads in a terminal: 'HH:MM:SS POST /api/invoice 200 12 ms' for a
 * request, 'HH:MM:SS WARN  message key=value' for anything else (an error with its stack below). Text that is not
 * a log line passes as it is.
 */
export function prettyLine(json: string): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json;
  }
  if (typeof line !== 'object' || line === null) return json;
  const time = clock(line.time);
  const level = LEVELS[line.level ?? 30] ?? 'INFO';
  if (line.req?.method && line.res?.statusCode !== undefined) {
    const ms = typeof line.responseTime === 'number' ? ` ${Math.round(line.responseTime)} ms` : '';
    const tag = level === 'INFO' ? '' : `${level} `;
    return `${time} ${tag}${line.req.method} ${line.req.url ?? ''} ${line.res.statusCode}${ms}`;
  }
  const extra = Object.entries(line)
    .filter(([k]) => !SHOWN.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  const err = line.err?.stack ?? line.err?.message;
  return [`${time} ${level.padEnd(5)} ${line.msg ?? ''}${extra ? ` ${extra}` : ''}`, err ? `  ${err}` : '']
    .filter(Boolean)
    .join('\n');
}

/** A pino destination writing each line pretty to `out` (the terminal). */
export function prettyDestination(out: Pick<Writable, 'write'>): { write: (chunk: string) => boolean } {
  return {
    write(chunk: string) {
      const text = chunk
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map(prettyLine)
        .join('\n');
      return out.write(`${text}\n`);
    },
  };
}
