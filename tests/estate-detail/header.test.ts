import { describe, expect, it } from 'vitest';
import { detailHeader } from '@/lib/estates/detail/header';
import type { EnumLabel } from '@/lib/estates/estate-href';
import { estateDetail } from '../support/estate-detail-fixture';

const label: EnumLabel = (group, value) => `${group}:${typeof value === 'number' ? value : value.id}`;
const words = { box: (box: string) => `bus ${box}`, onRequest: 'Adres op aanvraag' };
const photo = (index: number) => ({ file: `/p/${index}.jpg`, thumbnail: `/p/${index}-t.jpg`, index });

describe('detailHeader', () => {
  it('reads the title in the visitor language', () => {
    expect(detailHeader(estateDetail(), 'fr', label, words).title).toBe('Villa spacieuse avec jardin');
  });

  it('names the head type of a project and the subtype of anything else', () => {
    expect(detailHeader(estateDetail(), 'nl', label, words).typeLabel).toBe('subType:2');
    expect(detailHeader(estateDetail({ general: { project: true } }), 'nl', label, words).typeLabel).toBe('headType:1');
  });

  it('offers no brochure for a sold estate', () => {
    expect(detailHeader(estateDetail(), 'nl', label, words).hasBrochure).toBe(true);
    expect(detailHeader(estateDetail({ general: { transaction: { id: 5, name: 'Verkocht' } } }), 'nl', label, words).hasBrochure).toBe(false);
  });

  it('takes the first photo in the agency order', () => {
    const estate = { ...estateDetail(), pictures: [photo(2), photo(0), photo(1)] };
    expect(detailHeader(estate, 'nl', label, words).firstPhoto?.file).toBe('/p/0.jpg');
  });

  it('says the address is on request when the agency hides it', () => {
    expect(detailHeader(estateDetail({ address: { visible: false } }), 'nl', label, words).addressText).toContain('Adres op aanvraag');
  });
});
