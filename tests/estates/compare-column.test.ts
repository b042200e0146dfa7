import { describe, expect, it } from 'vitest';
import { compareColumn } from '@/lib/estates/compare/compare-column';
import type { EnumLabel } from '@/lib/estates/estate-href';
import { estateDetail } from '../support/estate-detail-fixture';

const label: EnumLabel = (group, value) => `${group}:${typeof value === 'number' ? value : value.id}`;
const photo = (index: number) => ({ file: `/p/${index}.jpg`, thumbnail: `/p/${index}-t.jpg`, index });

describe('compareColumn', () => {
  it('heads a listing with its title, transaction and municipality in the visitor language', () => {
    const column = compareColumn(estateDetail(), 'fr', label);
    expect(column).toMatchObject({ id: 4242, title: 'Villa spacieuse avec jardin', transactionLabel: 'transaction:1', place: '2800 Malines' });
    expect(column.href.pathname).toBe('/estates/[estateId]/[slug]');
  });

  it('shows the thumbnail of the first photo in the agency order, and none without photos', () => {
    expect(compareColumn({ ...estateDetail(), pictures: [photo(1), photo(0)] }, 'nl', label).thumbnail).toBe('/p/0-t.jpg');
    expect(compareColumn(estateDetail(), 'nl', label).thumbnail).toBeNull();
  });
});
