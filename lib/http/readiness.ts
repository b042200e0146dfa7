// The readiness probe's logic (/readyz): whether this instance can serve now. Liveness (/healthz) asks
// nothing; readiness asks what a page needs, so each probe must stay cheap: the checks' result is kept
// for a few seconds and shared by the probes that arrive meanwhile, and each check has a time limit.

/** One dependency to ask; it rejects (or is given up at `signal`) when the dependency cannot serve. */
export type ReadinessCheck = (signal: AbortSignal) => Promise<void>;

export type CheckState = 'ok' | 'failed' | 'stopping';

/** No reason, URL or message: a probe's answer may be seen by anyone who can reach the instance. */
export type ReadinessBody = { ready: boolean; checks: Record<string, CheckState> };
export type ReadinessAnswer = { status: 200 | 503; body: ReadinessBody };

export type ReadinessOptions = {
  /** The dependencies by name; the name is what the answer shows. Read on every run, so built lazily. */
  checks: () => Record<string, ReadinessCheck>;
  isStopping: () => boolean;
  /** How long one result is reused. */
  ttlMs?: number;
  /** How long one check may take before it counts as failed. */
  checkTimeoutMs?: number;
  now?: () => number;
};

export const READINESS_TTL_MS = 3_000;
export const CHECK_TIMEOUT_MS = 2_000;

const STOPPING: ReadinessAnswer = { status: 503, body: { ready: false, checks: { process: 'stopping' } } };

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<CheckState> {
  const signal = AbortSignal.timeout(timeoutMs);
  const givenUp = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
  try {
    await Promise.race([check(signal), givenUp]);
    return 'ok';
  } catch {
    return 'failed';
  }
}

/** The probe: 503 at once while stopping, else the checks' result, run at most once per `ttlMs`. */
export function createReadiness(options: ReadinessOptions): () => Promise<ReadinessAnswer> {
  const { ttlMs = READINESS_TTL_MS, checkTimeoutMs = CHECK_TIMEOUT_MS, now = Date.now } = options;
  let last: { at: number; answer: ReadinessAnswer } | null = null;
  let running: Promise<ReadinessAnswer> | null = null;

  const run = async (): Promise<ReadinessAnswer> => {
    const entries = Object.entries(options.checks());
    const states = await Promise.all(entries.map(([, check]) => runCheck(check, checkTimeoutMs)));
    const checks: Record<string, CheckState> = { process: 'ok' };
    entries.forEach(([name], index) => (checks[name] = states[index]!));
    const ready = states.every((state) => state === 'ok');
    return { status: ready ? 200 : 503, body: { ready, checks } };
  };

  return async () => {
    if (options.isStopping()) return STOPPING;
    if (last && now() - last.at < ttlMs) return last.answer;
    running ??= run()
      .then((answer) => {
        last = { at: now(), answer };
        return answer;
      })
      .finally(() => {
        running = null;
      });
    const answer = await running;
    // The process may have been told to stop while the checks ran.
    return options.isStopping() ? STOPPING : answer;
  };
}
