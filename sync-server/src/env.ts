/**
 * @module
 * The process's configuration, read once from the environment and validated (DESIGN section 3
 * names the variables). Nothing else reads process.env.
 */
import { hostTimeZone, isTimeZone } from '@cubby/shared/facility-clock';
import { MAX_BUSINESS_NAME_LENGTH } from '@cubby/shared/schemas';
import { z } from 'zod';
import { DEFAULT_SYNC_INTERVAL } from './replication/litestream-config.ts';
import { replicaUrlProblem } from './replication/replica-url.ts';
import { SLOW_COMMIT_MS } from './sync/commit-timing.ts';

const optionalSecret = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const envVariables = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  // The built web app; the repository's own build unless a deployment or test serves another.
  WEB_DIR: z.string().min(1).optional(),
  STAFF_USERNAME: z.string().min(1).default('staff'),
  STAFF_PASSWORD: optionalSecret,
  OWNER_USERNAME: z.string().min(1).default('owner'),
  OWNER_PASSWORD: optionalSecret,
  CUSTOMER_DEFAULT_PASSWORD: optionalSecret,
  // Read as Settings take a business name, so the name GET /api/settings answers before the
  // owner sets one is one PUT takes back (decision 070).
  BUSINESS_NAME: z.string().trim().min(1).max(MAX_BUSINESS_NAME_LENGTH).default('Cubby Day Care'),
  // The zone of every date the product derives (DESIGN section 7); the host's when unset.
  FACILITY_TIME_ZONE: z
    .string()
    .optional()
    .transform((zone) => (zone ? zone : hostTimeZone()))
    .refine(isTimeZone, { error: 'must be an IANA time zone such as America/Los_Angeles' }),
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  STRIPE_PUBLISHABLE_KEY: optionalSecret,
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Mail (decision 032): without SMTP_URL nothing is sent and the portal alone shows notices.
  SMTP_URL: z
    .union([
      z.literal(''),
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
    ])
    .optional()
    .transform((url) => (url ? url : undefined)),
  MAIL_FROM: z
    .string()
    .optional()
    .transform((from) => (from ? from : undefined)),
  SEED_DEMO: z
    .enum(['0', '1', ''])
    .default('0')
    .transform((value) => value === '1'),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info']).default('info'),
  // A commit at least this slow, first update to broadcast, logs its stages (sync.slow-commit);
  // a benchmark lowers it to see where a tail's milliseconds go.
  SYNC_SLOW_COMMIT_MS: z.coerce.number().min(0).default(SLOW_COMMIT_MS),
  // How many reverse proxies stand in front of the server (docs/operations.md); true is one.
  TRUST_PROXY: z
    .union(
      [
        z.enum(['', 'false', 'true']).transform((word) => (word === 'true' ? 1 : 0)),
        z.coerce.number().int().min(0).max(10),
      ],
      {
        error: 'must be how many reverse proxies stand in front of Cubby (0 to 10), true or false',
      },
    )
    .default(0),
  // Off-site replication with Litestream (decision 042); unset, nothing is replicated.
  LITESTREAM_REPLICA_URL: z
    .string()
    .optional()
    .transform((url) => (url ? url : undefined))
    .superRefine((url, context) => {
      const problem = url === undefined ? null : replicaUrlProblem(url);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  // A Go duration, as Litestream reads it.
  LITESTREAM_SYNC_INTERVAL: z
    .string()
    .optional()
    .transform((interval) => (interval ? interval : DEFAULT_SYNC_INTERVAL))
    .refine((interval) => /^\d+(\.\d+)?(ms|s|m|h)$/.test(interval), {
      error: 'must be a duration such as 1s, 500ms or 10s',
    }),
  LITESTREAM_RESTORE: z
    .enum(['0', '1', ''])
    .default('0')
    .transform((value) => value === '1'),
});

const envSchema = envVariables
  .refine((env) => !env.SMTP_URL || env.MAIL_FROM, {
    error: 'required when SMTP_URL is set, such as "Little Acorns <billing@example.com>"',
    path: ['MAIL_FROM'],
  })
  .refine((env) => !env.LITESTREAM_RESTORE || env.LITESTREAM_REPLICA_URL, {
    error: 'restores from LITESTREAM_REPLICA_URL, which is not set',
    path: ['LITESTREAM_RESTORE'],
  });

/** Validated configuration. */
export type Env = z.infer<typeof envSchema>;

/** Reads and validates the configuration; throws a readable error naming each bad variable. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}
