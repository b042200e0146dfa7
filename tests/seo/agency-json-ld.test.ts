import { describe, expect, it } from 'vitest';
import { agencyJsonLd } from '@/lib/seo/agency';
import { serializeJsonLd } from '@/lib/seo/json-ld';
import { site } from '../site-api/fixtures';

const ORIGIN = 'https://www.immo-schelde.be';

describe('the agency’s structured data', () => {
  it('is a RealEstateAgent with its home URL, logo, contact, postal address, coordinates and VAT number', () => {
    expect(agencyJsonLd(site, 'nl', ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Immo Schelde',
      url: 'https://www.immo-schelde.be/nl',
      logo: 'https://www.immo-schelde.be/site-assets/logo.svg?hash=a1b2c3&v=7',
      image: 'https://www.immo-schelde.be/site-assets/logo.svg?hash=a1b2c3&v=7',
      slogan: 'Thuis aan de Schelde',
      email: 'info@immo-schelde.be',
      telephone: '+32 3 123 45 67',
      address: { '@type': 'PostalAddress', streetAddress: 'Kaai 12', postalCode: '2000', addressLocality: 'Antwerpen', addressCountry: 'BE' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.2194, longitude: 4.4025 },
      vatID: 'BE0123456789',
    });
  });

  it('names the city and the home page in the page’s language', () => {
    const french = agencyJsonLd(site, 'fr', ORIGIN);
    expect(french.address.addressLocality).toBe('Anvers');
    expect(french.url).toBe('https://www.immo-schelde.be/fr');
    expect(agencyJsonLd(site, 'en', ORIGIN).address.addressLocality).toBe('Antwerp');
  });

  it('leaves out the coordinates, VAT number and logo the site does not have', () => {
    const bare = agencyJsonLd({ ...site, logo: null, slogan: null, contact: { ...site.contact, location: null, vatNumber: null } }, 'nl', ORIGIN);
    expect(bare).not.toHaveProperty('geo');
    expect(bare).not.toHaveProperty('vatID');
    expect(bare).not.toHaveProperty('logo');
    expect(bare).not.toHaveProperty('image');
    expect(bare).not.toHaveProperty('slogan');
  });

  it('cannot close its script element from inside through the agency’s name', () => {
    const name = 'Immo </script><script>alert(1)</script>';
    const out = serializeJsonLd(agencyJsonLd({ ...site, name }, 'nl', ORIGIN));
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<');
    expect((JSON.parse(out) as { name: string }).name).toBe(name);
  });
});
