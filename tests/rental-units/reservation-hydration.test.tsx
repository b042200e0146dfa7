// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { RentalAvailability } from '@/components/rental-units/rental-availability';
import { packPeriods } from '@/lib/rental-units/availability';
import { rentalPeriodsSchema } from '@/lib/site-api/schemas/rental-units';
import nl from '@/messages/nl.json';
import { serverHtmlInDocument } from '../support/render';

const periods = rentalPeriodsSchema.parse([
  { id: 11, type: 'WEEK', start: '2026-07-11', end: '2026-07-18', price: 850, status: 'FREE' },
  { id: 12, type: 'WEEKEND', start: '2026-07-17', end: '2026-07-20', price: 400, status: 'FREE' },
]);

function Page() {
  return (
    <NextIntlClientProvider locale="nl" timeZone="Europe/Brussels" messages={{ Availability: nl.Availability, Reservation: nl.Reservation }}>
      <RentalAvailability rentalUnitId={7} maxOccupation={4} periods={packPeriods(periods)} today="2026-07-06" />
    </NextIntlClientProvider>
  );
}

describe('the reservation form on a page still loading', () => {
  it('keeps what the visitor chose and typed before its JavaScript ran', async () => {
    const container = serverHtmlInDocument(<Page />);
    // The visitor is quicker than the phone: they pick a period and type a name into the server's HTML.
    const select = container.querySelector<HTMLSelectElement>('select')!;
    select.value = '12';
    const firstname = container.querySelector<HTMLInputElement>('input[autocomplete="given-name"]')!;
    firstname.value = 'Lotte';

    await act(async () => {
      hydrateRoot(container, <Page />);
    });

    expect(container.querySelector<HTMLSelectElement>('select')!.value).toBe('12');
    expect(container.querySelector<HTMLInputElement>('input[autocomplete="given-name"]')!.value).toBe('Lotte');
    // The calendar follows the form: the chosen period's button is pressed.
    const pressed = [...container.querySelectorAll('button[aria-pressed="true"]')];
    expect(pressed).toHaveLength(1);
    container.remove();
  });
});
