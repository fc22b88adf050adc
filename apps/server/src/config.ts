import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Connections per process to a PostgreSQL server. On the load benchmark (100 clients, 2 cores) pools of 10, 20 and
 * 30 gave p99 207–259, 176–190 and 183 ms: below 20, requests queued for a connection while the database idled.
 */
export const DEFAULT_POOL_SIZE = 20;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('orders@localhost'),
  INBOUND_SMTP_PORT: z.coerce.number().int().optional(),
  INBOUND_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'INBOUND_DOMAIN is a domain name, e.g. in.example.com')
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DEMO_DATA: z.enum(['0', '1', '']).optional(),
  API_DOCS: z.enum(['0', '1', '']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json', '']).optional(),
  WORKER: z.enum(['0', '1']).default('1'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().default('0'),
  PARSE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(240_000).default(120_000),
  PARSE_MEMORY_MB: z.coerce.number().int().min(128).max(16_384).default(1536),
  OCR_ENGINE: z.enum(['tesseract', 'paddle']).default('tesseract'),
  SEARCH_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(DEFAULT_POOL_SIZE),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  inboundSmtpPort?: number;
  /** Domain of the restaurants' inbound invoice addresses (invoices+<token>@<domain>). */
  inboundDomain: string;
  s3?: { bucket: string; endpoint?: string; region?: string };
  publicUrl: string;
  jwtSecret: string;
  production: boolean;
  /** Seed the demo data on an empty database: DEMO_DATA, else everywhere but production (embedded database only). */
  demoData?: boolean;
  /** Serve /api/docs and /api/openapi.json: off in production unless API_DOCS=1. */
  apiDocs: boolean;
  logLevel: string;
  /** 'pretty': one readable line per entry (a terminal in development); 'json': pino's lines, for log collectors. */
  logFormat: 'pretty' | 'json';
  runWorker: boolean;
  webDist?: string;
  /**
   * Behind load balancers: which hops of X-Forwarded-For to believe (rate limits use the client address). A number
   * of proxy hops in front of the app, or the proxies' addresses and CIDR ranges; false trusts no one.
   */
  trustProxy: false | number | string[];
  /** Time one invoice or document may take to parse before it is marked failed. */
  parseTimeoutMs: number;
  /** Memory (JavaScript heap) one document's parsing may use in its worker thread before it is stopped. */
  parseMemoryMb: number;
  /**
   * The OCR engine for photos and scanned pages. The parser reads OCR_ENGINE from the environment, which its worker
   * threads and the command-line tools share (parsing/ocr/ocr-engine.ts); it is checked here so that a misspelt
   * value stops the start instead of failing every scan.
   */
  ocrEngine: 'tesseract' | 'paddle';
  /** Memory for remembered search results per API process (0 turns the cache off). */
  searchCacheMb: number;
  /** Connections to a PostgreSQL server per process (DATABASE_URL). */
  databasePoolSize: number;
};

/** The host name of PUBLIC_URL: the default domain of inbound invoice addresses. */
function hostOf(url: string | undefined): string {
  try {
    return new URL(url ?? 'http://localhost').hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** Reads the environment once; everything configurable lives here. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    inboundSmtpPort: e.INBOUND_SMTP_PORT,
    inboundDomain: (e.INBOUND_DOMAIN ?? hostOf(e.PUBLIC_URL)).toLowerCase(),
    s3: e.S3_BUCKET ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION } : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    production: e.NODE_ENV === 'production',
    demoData: !e.DEMO_DATA ? undefined : e.DEMO_DATA === '1',
    apiDocs: e.NODE_ENV !== 'production' || e.API_DOCS === '1',
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT || (e.NODE_ENV === 'development' && process.stdout.isTTY ? 'pretty' : 'json'),
    runWorker: e.WORKER === '1',
    webDist: e.WEB_DIST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    parseTimeoutMs: e.PARSE_TIMEOUT_MS,
    parseMemoryMb: e.PARSE_MEMORY_MB,
    ocrEngine: e.OCR_ENGINE,
    searchCacheMb: e.SEARCH_CACHE_MB,
    databasePoolSize: e.DATABASE_POOL_SIZE,
  };
}

const CIDR = /^(.+)\/(\d{1,3})$/;

/**
 * TRUST_PROXY: `0` (default) trusts no proxy; a number N trusts the N nearest hops, so the client address is the one
 * the outermost of them saw, whatever a client writes into X-Forwarded-For; a comma-separated list trusts exactly
 * those proxy addresses or CIDR ranges.
 */
export function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim();
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops > 32) throw new Error(`TRUST_PROXY=${v}: give the number of proxies in front of the app (at most 32)`);
    return hops === 0 ? false : hops;
  }
  const list = v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  for (const a of list) {
    const cidr = CIDR.exec(a);
    const ip = cidr ? cidr[1] : a;
    const bits = cidr ? Number(cidr[2]) : 0;
    const version = isIP(ip);
    if (version === 0 || bits > (version === 4 ? 32 : 128))
      throw new Error(
        `TRUST_PROXY: "${a}" is not a number of proxy hops nor a proxy address or CIDR range (e.g. 1, or 10.0.0.0/8,192.168.1.7)`,
      );
  }
  return list.length === 0 ? false : list;
}

function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
