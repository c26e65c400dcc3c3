import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'auto'])
  .default('auto')
  .transform((v) => (v === 'auto' ? 'auto' : v === 'true' || v === '1'));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('sqlite:./data/cabinet.db'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
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
  WEB_DIST: z.string().optional(),
  /** SMTP server for the daily digest: smtp://user:pass@host:port or smtps://…; unset: no mail. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v.trim() : undefined))
    .refine((v) => v === undefined || isSmtpUrl(v), { error: 'SMTP_URL must look like smtp://user:pass@host:port or smtps://host:port' }),
  MAIL_FROM: z.string().default('Cabinet <cabinet@localhost>').refine((v) => /^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(v.trim()), {
    error: 'MAIL_FROM must be an address, e.g. "Cabinet <cabinet@example.com>"',
  }),
  /** The address users reach Cabinet at: links in e-mails and calendar feed URLs. */
  PUBLIC_URL: z
    .string()
    .default('http://localhost:3000')
    .refine((v) => /^https?:\/\/[^/\s]+/.test(v), { error: 'PUBLIC_URL must be an http(s) address' })
    .transform((v) => v.replace(/\/+$/, '')),
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
