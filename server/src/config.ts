import { z } from 'zod';
import { parseStorageUrl } from './lib/storage/storage-url';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'auto'])
  .default('auto')
  .transform((v) => (v === 'auto' ? 'auto' : v === 'true' || v === '1'));

/** A whole number of megabytes or files, 0 for none; the default when unset. */
const uploadLimit = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, context) => {
      const text = v?.trim() ?? '';
      if (text === '') return fallback;
      if (/^\d{1,9}$/.test(text)) return Number(text);
      context.addIssue({ code: 'custom', message: 'must be a whole number (0 for no limit)' });
      return z.NEVER;
    });

const HOST_NAME = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;
const PROXY_ADDRESS = /^[0-9a-f.:]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/i;

function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  if (value === 'false' || value === '0' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    context.addIssue({ code: 'custom', message: 'give the number of proxies in front of Cabinet (e.g. 1) or their addresses, not true' });
    return z.NEVER;
  }
  const proxies = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = proxies.filter((p) => !PROXY_ADDRESS.test(p));
  if (bad.length) {
    context.addIssue({ code: 'custom', message: `not an address or CIDR range: ${bad.join(', ')}` });
    return z.NEVER;
  }
  return proxies;
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('sqlite:./data/cabinet.db'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /**
   * Which proxies may set X-Forwarded-*: `false` (none), a hop count (`1` = the one proxy in front),
   * or a comma-separated list of proxy addresses or CIDR ranges. Trusting every hop would let any
   * client choose its address for the sign-in throttle.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, context) => parseTrustProxy(v.trim(), context)),
  COOKIE_SECURE: booleanFlag,
  /** Extra origins allowed to send state-changing requests, comma separated. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** The address people use to reach Cabinet (https://cabinet.office.example): its host is allowed and its origin may write. */
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v, context) => {
      if (!v) return undefined;
      try {
        const url = new URL(v);
        if (url.protocol === 'http:' || url.protocol === 'https:') return url;
      } catch {
        // reported below
      }
      context.addIssue({ code: 'custom', message: 'must be an http(s) URL, e.g. https://cabinet.office.example' });
      return z.NEVER;
    }),
  /** Host names (without port) the server answers to, besides localhost names and IP literals; comma separated. */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v, context) => {
      const hosts = v
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      for (const host of hosts) {
        if (!HOST_NAME.test(host))
          context.addIssue({
            code: 'custom',
            message: `"${host}" is not a host name (no scheme, port or path; *.example.com for sub-domains)`,
          });
      }
      return hosts;
    }),
  WEB_DIST: z.string().optional(),
  /** Where document bytes go: `file:DIR` (default: `documents/` in the data folder) or `s3://bucket/prefix?endpoint=…`. */
  STORAGE_URL: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined || value === '') return;
      try {
        parseStorageUrl(value);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    })
    .transform((v) => v || undefined),
  STORAGE_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * Per account, the megabytes of documents it may have uploaded in all (those in the trash count
   * until an administrator purges them); 0: no quota. Refused with 413 storage_quota_exceeded.
   */
  UPLOAD_QUOTA_MB: uploadLimit(20_480),
  /** Per account, the megabytes it may upload in any hour; 0: no limit. Refused with 429 upload_rate_limited. */
  UPLOAD_RATE_MB_PER_HOUR: uploadLimit(2_048),
  /** Per account, the files it may upload in any hour; 0: no limit. Refused with 429 upload_rate_limited. */
  UPLOAD_RATE_FILES_PER_HOUR: uploadLimit(1_000),
  /**
   * Whether this instance reads documents' text (PDF text, OCR by Tesseract, Word, e-mail) in the
   * background: `on`, `off` (another instance does it, or nobody), `auto` (on, except in tests,
   * which start the reading themselves).
   */
  TEXT_EXTRACTION: z.enum(['auto', 'on', 'off']).default('auto'),
  /** SMTP server for the daily digest: smtp://user:pass@host:port or smtps://…; unset: no mail. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v.trim() : undefined))
    .refine((v) => v === undefined || isSmtpUrl(v), { error: 'SMTP_URL must look like smtp://user:pass@host:port or smtps://host:port' }),
  MAIL_FROM: z
    .string()
    .default('Cabinet <cabinet@localhost>')
    .refine((v) => /^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(v.trim()), {
      error: 'MAIL_FROM must be an address, e.g. "Cabinet <cabinet@example.com>"',
    }),
  /** Adds GET /api/bench/baseline, the bare route the benchmark compares against (bench/run.mjs sets it). */
  CABINET_BENCH_BASELINE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export type Config = z.infer<typeof configSchema>;

/** Reads the environment once, fails fast with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** Where links in e-mails and calendar feed addresses point: PUBLIC_URL, or this machine's own address. */
export function publicBaseUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  if (!config.PUBLIC_URL) return `http://localhost:${config.PORT}`;
  return `${config.PUBLIC_URL.origin}${config.PUBLIC_URL.pathname.replace(/\/+$/, '')}`;
}
