import { describe, expect, it } from 'vitest';
import { projectSlug, propertySlug, slugify } from '@/lib/domain/slugs';

describe('slugs (document 000, section 2)', () => {
  it('builds a property slug from subtype, transaction, "in", street address, postal code and city, lowercase', () => {
    const slug = propertySlug(
      { subTypeName: 'Villa', transactionName: 'Te koop', streetAddress: 'Kerkstraat 12', zip: '2000', cityName: 'Antwerpen' },
      'nl',
    );
    expect(slug).toBe('villa-te-koop-in-kerkstraat-12-2000-antwerpen');
  });

  it('uses "a" in French and folds accents', () => {
    const slug = propertySlug(
      { subTypeName: 'Maison', transactionName: 'À vendre', streetAddress: 'Rue de l’Église 4', zip: '4000', cityName: 'Liège' },
      'fr',
    );
    expect(slug).toBe('maison-a-vendre-a-rue-de-l-eglise-4-4000-liege');
  });

  it('leaves the street out when the address is not visible', () => {
    const slug = propertySlug({ subTypeName: 'Studio', transactionName: 'For rent', streetAddress: null, zip: '1050', cityName: 'Ixelles' }, 'en');
    expect(slug).toBe('studio-for-rent-in-1050-ixelles');
  });

  it('builds a project slug from the title without quotes, double quotes and dots, URL-encoded', () => {
    expect(projectSlug({ title: 'Residentie "De Vaart" St. Jan', zip: '8000', cityName: 'Brugge' }, 'nl')).toBe(
      'residentie-de-vaart-st-jan-in-8000-brugge',
    );
    expect(projectSlug({ title: "Résidence l'Orée", zip: '5000', cityName: 'Namur' }, 'fr')).toBe(
      encodeURIComponent('résidence-lorée-a-5000-namur'),
    );
  });

  it('throws when the slug input is not a string', () => {
    expect(() => slugify(42)).toThrow(TypeError);
    expect(() => slugify(undefined)).toThrow(TypeError);
    // @ts-expect-error -- the guard is for values from untyped API data
    expect(() => projectSlug({ title: null, zip: '1000', cityName: 'Brussel' }, 'nl')).toThrow(TypeError);
  });
});
