import { z } from 'zod';

// The one place that reads the environment. Anything else receives an `Env`.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** A PostgreSQL server; when absent the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; served on the same port as the API. */
  WEB_DIST_DIR: z.string().optional(),
  /** Seed demo accounts and bookings when the database has no users yet; defaults to on outside production. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SEED_DEMO'> & { SEED_DEMO: boolean };

export class EnvError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, as they do in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const { SEED_DEMO, ...rest } = parsed.data;
  return { ...rest, SEED_DEMO: SEED_DEMO === undefined ? rest.NODE_ENV !== 'production' : SEED_DEMO === 'true' };
}
