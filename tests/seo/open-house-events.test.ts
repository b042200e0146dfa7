import { describe, expect, it } from 'vitest';
import { openHouseEventsJsonLd } from '@/lib/seo/open-house-events';
import { estateSummary } from '../support/estate-fixture';

const now = new Date('2026-12-03T09:00:00Z');
const url = 'https://www.immo-schelde.be/nl/aanbod/4242/villa';
const name = (title: string) => `Kijkdag: ${title}`;

describe('the JSON-LD of open houses', () => {
  it('is one schema.org Event per coming open house, at the listing, with its note, never a past one', () => {
    const estate = estateSummary({
      openHouses: [
        { start: '2026-12-05T13:00:00Z', end: '2026-12-05T16:00:00Z', note: { nl: 'Parkeren achter de kerk.' } },
        { start: '2026-11-28T13:00:00Z', end: '2026-11-28T16:00:00Z' },
      ],
    });
    expect(openHouseEventsJsonLd(estate, 'nl', url, now, name)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Kijkdag: Ruime villa met tuin',
        startDate: '2026-12-05T13:00:00Z',
        endDate: '2026-12-05T16:00:00Z',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        isAccessibleForFree: true,
        url,
        inLanguage: 'nl',
        description: 'Parkeren achter de kerk.',
        location: {
          '@type': 'Place',
          address: { '@type': 'PostalAddress', streetAddress: 'Kerkstraat 12', postalCode: '2800', addressLocality: 'Mechelen', addressCountry: 'BE' },
          geo: { '@type': 'GeoCoordinates', latitude: 51.02, longitude: 4.47 },
        },
      },
    ]);
  });

  it('keeps a hidden address hidden: the town only, no coordinates', () => {
    const estate = estateSummary({
      address: { visible: false },
      openHouses: [{ start: '2026-12-05T13:00:00Z', end: '2026-12-05T16:00:00Z' }],
    });
    const [event] = openHouseEventsJsonLd(estate, 'fr', url, now, name);
    expect(event?.location).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', postalCode: '2800', addressLocality: 'Malines', addressCountry: 'BE' } });
    expect(event).not.toHaveProperty('description');
  });

  it('is empty without a coming open house', () => {
    expect(openHouseEventsJsonLd(estateSummary(), 'nl', url, now, name)).toEqual([]);
  });
});
