// The process's logger (lib/log/logger.mjs): JSON lines by default, pretty lines with LOG_FORMAT=pretty,
// the level from LOG_LEVEL, and both checked.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logSettings } from '@/lib/log/logger.mjs';

/** What a logger in `format` writes for one event. */
async function written(format: 'json' | 'pretty') {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  createLogger({ format, destination }).info({ kind: 'page', status: 200 }, 'request');
  await new Promise((resolve) => setImmediate(resolve));
  return chunks.join('');
}

describe('the logger', () => {
  it('writes one JSON line per event by default, with its level as a word and an ISO time', async () => {
    const text = await written(logSettings({}).format);
    expect(text.endsWith('\n')).toBe(true);
    expect(JSON.parse(text)).toMatchObject({ level: 'info', msg: 'request', kind: 'page', status: 200, time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('writes readable lines, not JSON, with LOG_FORMAT=pretty', async () => {
    const settings = logSettings({ LOG_FORMAT: 'pretty' });
    expect(settings.format).toBe('pretty');
    const text = await written(settings.format);
    expect(() => JSON.parse(text)).toThrow();
    expect(text).toMatch(/INFO.*request/);
    expect(text).toContain('status: 200');
  });

  it('takes its level from LOG_LEVEL (info by default) and refuses unknown values', () => {
    expect(logSettings({}).level).toBe('info');
    expect(logSettings({ LOG_LEVEL: 'debug', LOG_FORMAT: '' })).toEqual({ level: 'debug', format: 'json' });
    expect(() => logSettings({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => logSettings({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    const chunks: string[] = [];
    createLogger({ level: 'warn', destination: { write: (chunk: string) => void chunks.push(chunk) } as unknown as NodeJS.WritableStream }).info('quiet');
    expect(chunks).toEqual([]);
  });

  it('names no folder of this machine in an error’s message or stack', () => {
    const chunks: string[] = [];
    const log = createLogger({ destination: { write: (chunk: string) => void chunks.push(chunk) } as unknown as NodeJS.WritableStream });
    log.error({ err: new Error(`ENAMETOOLONG: open '${process.cwd()}/.next/server/app/x.html'`) }, 'a bug');
    const line = JSON.parse(chunks[0]!) as { err: { message: string; stack: string } };
    expect(line.err.message).toBe("ENAMETOOLONG: open './.next/server/app/x.html'");
    expect(line.err.stack).not.toContain(process.cwd());
  });
});
