import { z } from 'zod';
import { parseStorageUrl } from './lib/storage/storage-url';

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
  /** Adds GET /api/bench/baseline, the bare route the benchmark compares against (bench/run.mjs sets it). */
  CABINET_BENCH_BASELINE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});

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
