import { describe, expect, it } from 'vitest';
import { readJsonBody } from '@/lib/forms/read-json';

function request(body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return new Request('http://localhost/nl/contact-form-handler', { method: 'POST', headers, body });
}

describe('reading a form body', () => {
  it('parses JSON up to the limit', async () => {
    expect(await readJsonBody(request('{"firstname":"Zoë"}', { 'content-type': 'application/json; charset=utf-8' }), 100)).toEqual({
      ok: true,
      value: { firstname: 'Zoë' },
    });
  });

  it('refuses a body over the limit in bytes, not characters, with 413', async () => {
    // 40 characters, 80 bytes in UTF-8.
    expect(await readJsonBody(request(JSON.stringify('é'.repeat(38))), 60)).toEqual({ ok: false, status: 413 });
    expect(await readJsonBody(request('{}', { 'content-type': 'application/json', 'content-length': '1000000' }), 100)).toEqual({
      ok: false,
      status: 413,
    });
  });

  it('stops reading a streamed body as soon as it is over the limit', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const streamed = new Request('http://localhost/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(await readJsonBody(streamed, 4096)).toEqual({ ok: false, status: 413 });
    expect(pulled).toBeLessThan(10);
  });

  it('refuses another content type, broken JSON and broken UTF-8 with 400', async () => {
    expect(await readJsonBody(request('firstname=An', { 'content-type': 'application/x-www-form-urlencoded' }), 100)).toEqual({ ok: false, status: 400 });
    expect(await readJsonBody(request('{"firstname":'), 100)).toEqual({ ok: false, status: 400 });
    expect(await readJsonBody(request(new Uint8Array([0x22, 0xff, 0x22])), 100)).toEqual({ ok: false, status: 400 });
  });
});
