import { describe, expect, it, vi } from 'vitest';
import { createReadiness, type ReadinessCheck } from '@/lib/http/readiness';

const ok: ReadinessCheck = async () => {};
const failing: ReadinessCheck = async () => {
  throw new Error('connect ECONNREFUSED');
};

function probeWith(checks: Record<string, ReadinessCheck>, options: { stopping?: () => boolean; now?: () => number; checkTimeoutMs?: number } = {}) {
  return createReadiness({ checks: () => checks, isStopping: options.stopping ?? (() => false), now: options.now, checkTimeoutMs: options.checkTimeoutMs });
}

describe('the readiness probe', () => {
  it('answers 200 with every check ok when every dependency answers', async () => {
    expect(await probeWith({ siteApi: ok, redis: ok })()).toEqual({ status: 200, body: { ready: true, checks: { process: 'ok', siteApi: 'ok', redis: 'ok' } } });
  });

  it.each([
    ['siteApi', { siteApi: failing, redis: ok }],
    ['redis', { siteApi: ok, redis: failing }],
    ['demoApi', { demoApi: failing }],
  ])('answers 503 naming %s when that check fails, and the others ok', async (name, checks) => {
    const { status, body } = await probeWith(checks)();
    expect(status).toBe(503);
    expect(body.ready).toBe(false);
    expect(Object.entries(body.checks).filter(([, state]) => state !== 'ok')).toEqual([[name, 'failed']]);
  });

  it('counts a check that hangs past its time limit as failed', async () => {
    const hanging: ReadinessCheck = () => new Promise(() => {});
    const { status, body } = await probeWith({ siteApi: hanging }, { checkTimeoutMs: 20 })();
    expect(status).toBe(503);
    expect(body.checks.siteApi).toBe('failed');
  });

  it('answers 503 while the process stops, without asking any dependency', async () => {
    const siteApi = vi.fn(ok);
    const { status, body } = await probeWith({ siteApi }, { stopping: () => true })();
    expect({ status, body }).toEqual({ status: 503, body: { ready: false, checks: { process: 'stopping' } } });
    expect(siteApi).not.toHaveBeenCalled();
  });

  it('answers 503 once the process stops, even within the lifetime of a good result', async () => {
    let stopping = false;
    const probe = probeWith({ siteApi: ok }, { stopping: () => stopping, now: () => 0 });
    expect((await probe()).status).toBe(200);
    stopping = true;
    expect((await probe()).status).toBe(503);
  });

  it('reuses the last result within its lifetime and asks again after it', async () => {
    let clock = 0;
    const siteApi = vi.fn(ok);
    const probe = createReadiness({ checks: () => ({ siteApi }), isStopping: () => false, now: () => clock, ttlMs: 3_000 });
    await probe();
    clock = 2_999;
    await probe();
    expect(siteApi).toHaveBeenCalledTimes(1);
    clock = 3_000;
    await probe();
    expect(siteApi).toHaveBeenCalledTimes(2);
  });

  it('asks the dependencies once for probes that arrive while a check runs', async () => {
    let answer!: () => void;
    const siteApi = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const probe = probeWith({ siteApi });
    const probes = [probe(), probe(), probe()];
    answer();
    expect((await Promise.all(probes)).map((result) => result.status)).toEqual([200, 200, 200]);
    expect(siteApi).toHaveBeenCalledTimes(1);
  });

  it('reuses a failed result too, so a dependency that is down is not asked on every probe', async () => {
    const siteApi = vi.fn(failing);
    const probe = probeWith({ siteApi }, { now: () => 0 });
    expect((await probe()).status).toBe(503);
    expect((await probe()).status).toBe(503);
    expect(siteApi).toHaveBeenCalledTimes(1);
  });
});
