import { afterEach, describe, expect, it, vi } from 'vitest';
import { envWith } from '../support/fresh-env';

async function mapTilesWith(env: Record<string, string>) {
  return (await envWith(env)).mapTiles;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('mapTiles', () => {
  it('is null when no tile URL is set, so the map shows a plain background', async () => {
    expect((await mapTilesWith({ MAP_TILE_URL: '', MAP_TILE_ATTRIBUTION: '© Someone' }))()).toBeNull();
  });

  it('gives the URL template and the attribution', async () => {
    const mapTiles = await mapTilesWith({
      MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
    });
    expect(mapTiles()).toEqual({ url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' });
  });

  it('gives an empty attribution when none is set', async () => {
    expect((await mapTilesWith({ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '' }))()).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '',
    });
  });

  it('fails fast on a template without {z}, {x} and {y}', async () => {
    const mapTiles = await mapTilesWith({ MAP_TILE_URL: 'https://tiles.example/tile.png' });
    expect(() => mapTiles()).toThrow(/MAP_TILE_URL/);
  });

  it('fails fast on a URL that is not http(s)', async () => {
    const mapTiles = await mapTilesWith({ MAP_TILE_URL: 'javascript:alert(1)//{z}/{x}/{y}' });
    expect(() => mapTiles()).toThrow(/MAP_TILE_URL/);
  });
});
