import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostAllowed, imageHostPatterns, remotePhotoUrl, sitePhotoPath } from '@/lib/media/remote-photo';
import { estateDetailSchema, pictureSchema } from '@/lib/site-api/schemas';
import { estateDetail } from '../site-api/fixtures';
import { captureLogsPerTest } from '../support/logs';
import { server, startMswServer } from '../site-api/msw';

startMswServer();

const PHOTO = 'https://cdn.photos.test/estates/4242/façade 1.jpg?v=3';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('photos of a real site API', () => {
  it('shows an absolute picture URL through the site own photo route, and keeps site-relative ones', () => {
    const picture = pictureSchema.parse({ file: PHOTO, thumbnail: '/demo-api/media/x-600.jpg', index: 0 });
    expect(picture.file).toMatch(/^\/remote-photos\/[A-Za-z0-9_-]+$/);
    expect(remotePhotoUrl(picture.file.slice('/remote-photos/'.length))?.href).toBe(new URL(PHOTO).href);
    expect(picture.thumbnail).toBe('/demo-api/media/x-600.jpg');
  });

  it('sends the contact person picture the same way', () => {
    const rep = { firstname: 'An', lastname: 'Peeters', picture: 'https://cdn.photos.test/rep.jpg', mobile: null, phone: null, email: null, description: null };
    const estate = estateDetailSchema.parse({ ...estateDetail, salesRep: rep });
    expect(estate.salesRep?.picture).toBe(sitePhotoPath('https://cdn.photos.test/rep.jpg'));
  });

  it('refuses keys that are no photo URL', () => {
    expect(remotePhotoUrl('not a key!')).toBeNull();
    expect(remotePhotoUrl(Buffer.from('javascript:alert(1)').toString('base64url'))).toBeNull();
  });

  it('allows the listed hosts, a wildcard for subdomains, and by default only the site API host', () => {
    const patterns = imageHostPatterns(' cdn.photos.test , *.zabun.test,127.0.0.1:3104', undefined);
    expect(hostAllowed(new URL('https://cdn.photos.test/a.jpg'), patterns)).toBe(true);
    expect(hostAllowed(new URL('https://img.zabun.test/a.jpg'), patterns)).toBe(true);
    expect(hostAllowed(new URL('https://zabun.test.evil.test/a.jpg'), patterns)).toBe(false);
    expect(hostAllowed(new URL('http://127.0.0.1:3104/a.jpg'), patterns)).toBe(true);
    expect(hostAllowed(new URL('http://127.0.0.1:3105/a.jpg'), patterns)).toBe(false);
    expect(imageHostPatterns(undefined, 'https://api.agency.test/v1')).toEqual(['api.agency.test']);
    expect(imageHostPatterns('', undefined)).toEqual([]);
  });
});

describe('GET /remote-photos/{key}', () => {
  const logs = captureLogsPerTest();
  const warnings = () => logs.lines.filter((line) => line.level === 'warn');
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  async function routeWith(vars: Record<string, string>) {
    for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
    vi.resetModules();
    const { GET } = await import('@/app/remote-photos/[key]/route');
    return (url: string) => GET(new Request(`http://localhost${sitePhotoPath(url)}`), { params: Promise.resolve({ key: sitePhotoPath(url).split('/').pop()! }) });
  }

  it('passes an image of an allowed host on, cacheable for a day', async () => {
    server.use(http.get('https://cdn.photos.test/estates/4242/*', () => new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } })));
    const response = await (await routeWith({ IMAGE_HOSTS: 'cdn.photos.test' }))(PHOTO);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('max-age=86400');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  /** A real PNG: the signature, and an IHDR giving its size. */
  async function expectPlaceholder(response: Response, cause: string) {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('x-photo-placeholder')).toBe(cause);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.slice(0, 8)).toEqual(PNG);
    expect(new DataView(bytes.buffer).getUint32(16)).toBe(600);
  }

  it('answers the placeholder image for a host that is not allowed, without fetching it, and logs the host once', async () => {
    const fetched = vi.fn();
    server.use(http.get('https://elsewhere.test/*', fetched));
    const get = await routeWith({ IMAGE_HOSTS: 'cdn.photos.test' });
    await expectPlaceholder(await get('https://elsewhere.test/a.jpg'), 'host-not-allowed');
    await expectPlaceholder(await get('https://elsewhere.test/b.jpg'), 'host-not-allowed');
    expect(fetched).not.toHaveBeenCalled();
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatchObject({ topic: 'remote-photo', cause: 'host-not-allowed', host: 'elsewhere.test' });
  });

  it('answers the placeholder image for a host that fails, and logs each cause once, not per photo', async () => {
    server.use(
      http.get('https://cdn.photos.test/gone/*', () => new HttpResponse(null, { status: 500 })),
      http.get('https://cdn.photos.test/down/*', () => HttpResponse.error()),
    );
    const get = await routeWith({ IMAGE_HOSTS: 'cdn.photos.test' });
    for (const name of ['a', 'b', 'c']) await expectPlaceholder(await get(`https://cdn.photos.test/gone/${name}.jpg`), 'status-500');
    for (const name of ['a', 'b']) await expectPlaceholder(await get(`https://cdn.photos.test/down/${name}.jpg`), 'unreachable-TypeError');
    expect(warnings().map((line) => line.msg)).toEqual([
      expect.stringContaining('cdn.photos.test answered status-500'),
      expect.stringContaining('cdn.photos.test failed: TypeError'),
    ]);
  });

  it('answers the placeholder image for an answer that is not an image, a redirect to another host, and a key of no URL', async () => {
    server.use(
      http.get('https://cdn.photos.test/page.jpg', () => HttpResponse.text('<html>maintenance</html>')),
      http.get('https://cdn.photos.test/moved.jpg', () => new HttpResponse(null, { status: 302, headers: { location: 'https://elsewhere.test/x.jpg' } })),
    );
    const get = await routeWith({ IMAGE_HOSTS: 'cdn.photos.test' });
    await expectPlaceholder(await get('https://cdn.photos.test/page.jpg'), 'not-an-image');
    await expectPlaceholder(await get('https://cdn.photos.test/moved.jpg'), 'host-not-allowed');
    const { GET } = await import('@/app/remote-photos/[key]/route');
    await expectPlaceholder(await GET(new Request('http://localhost/remote-photos/bad'), { params: Promise.resolve({ key: 'not a key!' }) }), 'invalid-key');
  });
});
