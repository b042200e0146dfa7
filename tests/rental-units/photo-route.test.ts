// The rental photo route never answers a broken image: what it cannot serve is the placeholder image.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteApiError } from '@/lib/site-api/errors';
import { captureLogsPerTest } from '../support/logs';

const siteOfHost = vi.fn();
const getRentalUnitPhoto = vi.fn();
vi.mock('@/lib/tenancy/site-of-host', () => ({ siteOfHost }));
vi.mock('@/lib/site-api/rental-units', () => ({ getRentalUnitPhoto }));

const { GET } = await import('@/app/rental-units/assets/[accountId]/[photoId]/[size]/route');

const ask = (accountId: string, photoId: string, size: string) =>
  GET(new Request(`http://agency.test/rental-units/assets/${accountId}/${photoId}/${size}`), { params: Promise.resolve({ accountId, photoId, size }) });

async function expectPlaceholder(response: Response, cause: string) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  expect(response.headers.get('x-photo-placeholder')).toBe(cause);
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(8);
}

describe('GET /rental-units/assets/{accountId}/{photoId}/{size}', () => {
  const logs = captureLogsPerTest();
  beforeEach(() => {
    siteOfHost.mockResolvedValue({ id: 4, accountId: 77 });
  });
  afterEach(() => vi.restoreAllMocks());

  it('passes the photo on when the site API has it', async () => {
    getRentalUnitPhoto.mockResolvedValue(new Response(new Uint8Array([1, 2]), { headers: { 'content-type': 'image/jpeg' } }));
    const response = await ask('77', '301', '600x400');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.has('x-photo-placeholder')).toBe(false);
  });

  it('answers the placeholder image for a path of no photo, another account, or a photo the API does not have', async () => {
    getRentalUnitPhoto.mockResolvedValue(null);
    await expectPlaceholder(await ask('77', '301', 'huge'), 'invalid-path');
    await expectPlaceholder(await ask('78', '301', '600x400'), 'other-account');
    await expectPlaceholder(await ask('77', '999', '600x400'), 'not-found');
  });

  it('answers the placeholder image while the site API fails, logging the cause once', async () => {
    getRentalUnitPhoto.mockRejectedValue(new SiteApiError({ kind: 'http', method: 'GET', url: '/sites/4/rental-units/photo/301/600x400', status: 503 }));
    await expectPlaceholder(await ask('77', '301', '600x400'), 'failed-http');
    await expectPlaceholder(await ask('77', '302', '600x400'), 'failed-http');
    expect(logs.lines.filter((line) => /503/.test(line.msg))).toHaveLength(1);
    expect(logs.lines[0]).toMatchObject({ level: 'warn', topic: 'rental-photo', cause: 'failed-http' });
  });
});
