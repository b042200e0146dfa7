import { describe, expect, it } from 'vitest';
import { rentalOptionsView } from '@/lib/rental-units/filter-options-view';
import { emptyRentalQuery } from '@/lib/rental-units/search-query';
import { rentalUnitFilters } from '../site-api/fixtures';

const stayLabel = (stay: { start: string; end: string }) => `${stay.start}→${stay.end}`;

describe('rentalOptionsView', () => {
  it('labels the options in the visitor language and lets guests go up to the largest occupancy', () => {
    const view = rentalOptionsView(rentalUnitFilters, emptyRentalQuery(), 'nl', stayLabel);
    expect(view.locations).toEqual([{ value: '1', label: 'Zeedijk' }]);
    expect(view.periodTypes).toEqual([{ value: 'WEEK', label: 'Week' }]);
    expect(view.maxGuests).toBe(4);
  });

  it('keeps a chosen location the answer no longer lists, so the visitor can undo it', () => {
    const view = rentalOptionsView(rentalUnitFilters, { ...emptyRentalQuery(), location: [1, 9] }, 'nl', stayLabel);
    expect(view.locations.map((option) => option.value)).toEqual(['1', '9']);
  });

  it('offers only the stays from the chosen arrival day', () => {
    expect(rentalOptionsView(rentalUnitFilters, emptyRentalQuery(), 'nl', stayLabel).stays).toEqual([]);
    const view = rentalOptionsView(rentalUnitFilters, { ...emptyRentalQuery(), arrival: '2025-07-05' }, 'nl', stayLabel);
    expect(view.stays).toEqual([{ start: '2025-07-05', end: '2025-07-12', label: '2025-07-05→2025-07-12' }]);
  });
});
