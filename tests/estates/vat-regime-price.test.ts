import { describe, expect, it, vi } from 'vitest';
import { getCardMapper } from '@/lib/estates/card-mapper';
import { toMapMarker } from '@/lib/estates/map-markers';
import { estatePrice, offeredPrice } from '@/lib/estates/price';
import { getPriceText } from '@/lib/estates/price-text';
import { buildDisplayGroups } from '@/lib/estates/detail/display-fields';
import { estateListingJsonLd } from '@/lib/seo/estate-listing';
import { estateSummarySchema } from '@/lib/site-api/schemas';
import { estateDetail } from '../support/estate-detail-fixture';
import { estateSummary } from '../support/estate-fixture';
import { translatorFor } from '../estate-detail/translate';

vi.mock('next-intl/server', () => import('../support/next-intl-server'));
vi.mock('@/lib/i18n/pathname', () => ({ getPathname: ({ href }: { href: { params: { estateId: string } } }) => `/nl/aanbod/${href.params.estateId}` }));

const vat = { financial: { vat_regime: true, price: 495000 } };

describe('the VAT-regime price rule (document 001, section 5), everywhere a price appears', () => {
  it('hides the price of a search result that says vat_regime, in the card and its map popup', async () => {
    const raw = JSON.parse(JSON.stringify(estateSummary())) as Record<string, unknown>;
    const estate = estateSummarySchema.parse({ ...raw, fields: vat });
    const toCard = await getCardMapper('nl');
    const card = toCard(estate);
    expect(card.priceText).toBe('Prijs op aanvraag (btw-stelsel)');
    expect(card.priceText).not.toContain('495');
    expect(toMapMarker(estate, card)?.priceText).toBe('Prijs op aanvraag (btw-stelsel)');
    expect(toCard(estateSummary()).priceText).toBe('€ 495.000,00');
  });

  it('hides it in the detail headline, the field rows and the structured data', async () => {
    const estate = estateDetail({ fields: vat });
    expect(estatePrice(estate)).toEqual({ kind: 'vatRegime' });
    expect(offeredPrice(estate)).toBeNull();
    expect(buildDisplayGroups(estate, 'nl', translatorFor('nl')).find((g) => g.key === 'financial')?.fields.map((f) => f.key)).not.toContain('price');
    const jsonLd = estateListingJsonLd(estate, 'nl', 'https://immo.test/nl/aanbod/4242', null);
    expect(jsonLd).not.toHaveProperty('offers');
    expect(JSON.stringify(jsonLd)).not.toContain('495000');
  });

  it('says so in four languages', async () => {
    const texts = await Promise.all((['nl', 'fr', 'en', 'de'] as const).map(async (locale) => (await getPriceText(locale))({ kind: 'vatRegime' })));
    expect(texts).toEqual(['Prijs op aanvraag (btw-stelsel)', 'Prix sur demande (régime TVA)', 'Price on request (VAT regime)', 'Preis auf Anfrage (MwSt.-Regelung)']);
  });

  it('leaves the price of an estate without the VAT regime, also when vat_regime is false', () => {
    const estate = estateDetail({ fields: { financial: { vat_regime: false, price: 495000 } } });
    expect(offeredPrice(estate)).toBe(495000);
    expect(estateListingJsonLd(estate, 'nl', 'https://immo.test/nl/aanbod/4242', null)).toMatchObject({ offers: { price: 495000 } });
  });
});
