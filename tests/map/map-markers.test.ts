import { describe, expect, it } from 'vitest';
import { toEstateCardModel, type CardTexts } from '@/lib/estates/card-model';
import type { EnumLabel } from '@/lib/estates/estate-href';
import { pinTown, toLocationPin, toMapMarker, toMapMarkers } from '@/lib/estates/map-markers';
import type { EstateSummary } from '@/lib/site-api/schemas';
import nl from '@/messages/nl.json';
import { estateSummary } from '../support/estate-fixture';

const label: EnumLabel = (group, value) => {
  const id = typeof value === 'number' ? value : value.id;
  return (nl.Enums[group] as Record<string, string>)[String(id)] ?? `_Enums.${group}.${id}_`;
};

const texts: CardTexts = {
  price: (price) => (price.kind === 'onRequest' ? 'Prijs op aanvraag' : price.kind === 'vatRegime' ? 'Prijs op aanvraag (btw-stelsel)' : price.kind === 'concluded' ? price.status : price.amount),
  bedrooms: (count) => `${count} slaapkamers`,
  area: (kind, surface) => `${surface} ${kind}`,
  project: 'Nieuwbouwproject',
  photoOf: (title) => `Foto van ${title}`,
  badgeNew: 'Nieuw',
  badgePriceLowered: 'Prijs verlaagd',
  badgeOpenHouse: (day) => `Kijkdag ${day}`,
  previousPrice: 'Vorige prijs',
};

const cardOf = (estate: EstateSummary) => toEstateCardModel(estate, 'nl', label, texts, (href) => `/nl/aanbod/${href.params.estateId}/${href.params.slug}`);

function markerOf(estate: EstateSummary) {
  return toMapMarker(estate, cardOf(estate));
}

describe('toMapMarker', () => {
  it('gives an estate with location, type and status a marker carrying what the popup shows', () => {
    const estate = estateSummary();
    estate.pictures = [
      { file: '/photos/b.jpg', thumbnail: '/photos/b-thumb.jpg', index: 2 },
      { file: '/photos/a.jpg', thumbnail: '/photos/a-thumb.jpg', index: 1 },
    ];
    expect(markerOf(estate)).toEqual({
      id: 4242,
      lat: 51.02,
      lng: 4.47,
      title: 'Ruime villa met tuin',
      href: '/nl/aanbod/4242/villa-te-koop-in-kerkstraat-12-2800-mechelen',
      priceText: expect.stringContaining('495'),
      statusLabel: nl.Enums.transaction['1'],
      status: 'FOR_SALE',
      photo: '/photos/a-thumb.jpg',
      approximate: false,
    });
  });

  it('has no photo when the estate has none', () => {
    expect(markerOf(estateSummary())?.photo).toBeNull();
  });

  it('has no marker without a location', () => {
    expect(markerOf(estateSummary({ address: { location: null } }))).toBeNull();
  });

  it('has no marker when the head type is unknown', () => {
    expect(markerOf(estateSummary({ general: { headType: { id: 999, name: '?' } } }))).toBeNull();
  });

  it('has no marker when the transaction has no status', () => {
    expect(markerOf(estateSummary({ general: { transaction: { id: 999, name: '?' } } }))).toBeNull();
  });

  it('maps the transaction to its status (under option, rent shows as to rent)', () => {
    expect(markerOf(estateSummary({ general: { transaction: { id: 4, name: 'Onder optie' } } }))?.status).toBe('TO_RENT');
    expect(markerOf(estateSummary({ general: { transaction: { id: 5, name: 'Verkocht' } } }))?.status).toBe('SOLD');
  });

  it('keeps exact coordinates when the address is visible', () => {
    const marker = markerOf(estateSummary({ address: { location: { latitude: 51.0259871, longitude: 4.4776543 } } }));
    expect(marker).toMatchObject({ lat: 51.0259871, lng: 4.4776543, approximate: false });
  });

  it('rounds the coordinates of a hidden address to two decimals (about 1 km) and marks it approximate', () => {
    const marker = markerOf(
      estateSummary({ address: { visible: false, location: { latitude: 51.0259871, longitude: 4.4776543 } } }),
    );
    expect(marker).toMatchObject({ lat: 51.03, lng: 4.48, approximate: true });
  });

  it('keeps the hidden street out of the marker', () => {
    const marker = markerOf(estateSummary({ address: { visible: false } }));
    expect(JSON.stringify(marker)).not.toContain('Kerkstraat');
  });

  it('rounds negative coordinates to the nearest hundredth, within ~1 km', () => {
    const marker = markerOf(estateSummary({ address: { visible: false, location: { latitude: -33.8688197, longitude: -151.2092955 } } }));
    expect(Math.abs((marker?.lat ?? 0) - -33.8688197)).toBeLessThanOrEqual(0.005);
    expect(Math.abs((marker?.lng ?? 0) - -151.2092955)).toBeLessThanOrEqual(0.005);
    expect(marker).toMatchObject({ lat: -33.87, lng: -151.21 });
  });
});

describe('toMapMarkers', () => {
  it('keeps only the estates that can have a marker, in order', () => {
    const estates = [
      estateSummary({ general: { id: 1 } }),
      estateSummary({ general: { id: 2 }, address: { location: null } }),
      estateSummary({ general: { id: 3 } }),
    ];
    expect(toMapMarkers(estates, cardOf).map((m) => m.id)).toEqual([1, 3]);
  });

  it('gives no markers for no estates', () => {
    expect(toMapMarkers([], cardOf)).toEqual([]);
  });
});

describe('toLocationPin', () => {
  it("keeps of a marker only what the detail page's small map draws: no popup texts, link or photo", () => {
    const marker = markerOf(estateSummary())!;
    expect(toLocationPin(marker)).toEqual({ lat: 51.02, lng: 4.47, title: 'Ruime villa met tuin', approximate: false, status: 'FOR_SALE' });
  });

  it("carries the estate's town, named in the visitor's language, for the map without tiles", () => {
    const marker = markerOf(estateSummary())!;
    const town = pinTown({ name: 'Liège', alias: { nl: 'Luik', fr: null, en: null, de: 'Lüttich' } }, 'nl');
    expect(town).toEqual({ name: 'Luik', otherNames: ['Liège', 'Lüttich'] });
    expect(toLocationPin(marker, town).town).toEqual(town);
    expect(pinTown({ name: 'Liège', alias: null }, 'fr')).toEqual({ name: 'Liège', otherNames: [] });
  });
});
