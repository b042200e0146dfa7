// The demo API's own environment, validated once: it never reads the website's (lib/env.ts).
import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const demoEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Port of the process serving the demo API: links in its mails to a local demo host carry it. */
  PORT: z.coerce.number().int().positive().default(3000),
  /** Ports visitors reach the site on besides PORT (the edge's, lib/env.ts): the first one wins in mail links. */
  PUBLIC_PORTS: z.preprocess(emptyToUndefined, z.string().regex(/^\d{1,5}(,\d{1,5})*$/).optional()),
  /** PostgreSQL to run on (postgres://user:pass@host:5432/db). Unset: PGlite in DATA_DIR. */
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional()),
  /** Folder of the PGlite database and the generated photos. */
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Mail server of the outbox, e.g. smtp://user:pass@mail.example:587. Unset: mail stays queued. */
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  /**
   * Bearer token of the back-office calls (publish, listing and hostname edits) and of direct writes.
   * Unset: those calls are refused.
   */
  DEMO_ADMIN_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').max(200).optional()),
  /** Sender of the demo API's mail. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().max(200).default('Agency website <no-reply@agency.example>')),
});

export type DemoEnv = z.infer<typeof demoEnvSchema>;

let cached: DemoEnv | undefined;

/** The demo API's validated environment; fails fast with every problem named (never the values: a URL may hold a password). */
export function demoEnv(): DemoEnv {
  if (cached) return cached;
  const parsed = demoEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid demo API environment: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** Folder of the demo API's data: separate per mode, since PGlite has no cross-process lock. */
export function demoDataDir(): string {
  const e = demoEnv();
  return e.DATA_DIR ?? (e.NODE_ENV === 'development' ? '.data/dev' : '.data/start');
}
