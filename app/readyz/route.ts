import { isStopping } from '@/lib/http/lifecycle.mjs';
import { readinessChecks } from '@/lib/http/readiness-checks';
import { createReadiness } from '@/lib/http/readiness';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const probe = createReadiness({ checks: readinessChecks, isStopping });

/** Readiness probe: 200 once this instance can serve, 503 while it cannot or is stopping (lib/http/readiness.ts). */
export async function GET(): Promise<Response> {
  const { status, body } = await probe();
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}
