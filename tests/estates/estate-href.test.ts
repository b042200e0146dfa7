import { describe, expect, it } from 'vitest';
import { estateHref, estateSlug, type EnumLabel } from '@/lib/estates/estate-href';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import { estateSummary } from '../support/estate-fixture';

const labels = (messages: typeof nl): EnumLabel => (group, value) => {
  const id = typeof value === 'number' ? value : value.id;
  return (messages.Enums[group] as Record<string, string>)[String(id)] ?? `_Enums.${group}.${id}_`;
};

describe('estate detail URLs', () => {
  it('slugs a property with our localised subtype and transaction labels', () => {
    const estate = estateSummary();
    expect(estateSlug(estate, 'nl', labels(nl))).toBe('villa-te-koop-in-kerkstraat-12-2800-mechelen');
    expect(estateSlug(estate, 'fr', labels(fr))).toBe('villa-a-vendre-a-kerkstraat-12-2800-malines');
  });

  it('keeps the street out of the slug when the address is hidden', () => {
    const estate = estateSummary({ address: { visible: false } });
    expect(estateSlug(estate, 'nl', labels(nl))).toBe('villa-te-koop-in-2800-mechelen');
  });

  it('slugs a project from its localised title', () => {
    const estate = estateSummary({
      general: { project: true, title: { nl: 'Residentie "Zonnedauw"', fr: 'Résidence "Rosée"' } },
    });
    expect(estateSlug(estate, 'nl', labels(nl))).toBe('residentie-zonnedauw-in-2800-mechelen');
    expect(estateHref(estate, 'fr', labels(fr)).params.slug).toBe('résidence-rosée-a-2800-malines');
  });

  it('gives a next-intl href with the id and slug as params', () => {
    expect(estateHref(estateSummary(), 'nl', labels(nl))).toEqual({
      pathname: '/estates/[estateId]/[slug]',
      params: { estateId: '4242', slug: 'villa-te-koop-in-kerkstraat-12-2800-mechelen' },
    });
  });
});
