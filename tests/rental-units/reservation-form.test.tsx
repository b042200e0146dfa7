// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { AvailabilityCalendar } from '@/components/rental-units/availability-calendar';
import { RentalAvailability } from '@/components/rental-units/rental-availability';
import { ReservationForm } from '@/components/rental-units/reservation-form';
import { packPeriods } from '@/lib/rental-units/availability';
import { rentalPeriodsSchema } from '@/lib/site-api/schemas/rental-units';
import nl from '@/messages/nl.json';
import { stubFetchPerTest } from '../support/fetch-stub';
import { whileLandedFrom } from '../support/landing-origin';

const tA = nl.Availability;
const tR = nl.Reservation;
const TODAY = '2026-07-06';

const periods = rentalPeriodsSchema.parse([
  { id: 11, type: 'WEEK', start: '2026-07-04', end: '2026-07-11', price: 800, status: 'FREE' },
  { id: 12, type: 'WEEK', start: '2026-07-11', end: '2026-07-18', price: 850, status: 'FREE' },
  { id: 13, type: 'WEEKEND', start: '2026-07-17', end: '2026-07-20', price: null, status: 'FREE' },
  { id: 14, type: 'WEEK', start: '2026-07-25', end: '2026-08-01', price: 900, status: 'BOOKED' },
  { id: 15, type: 'MIDWEEK', start: '2026-08-03', end: '2026-08-07', price: 1234.5, status: 'FREE' },
]);

const LABEL_12 = 'za 11/07/2026 → za 18/07/2026 · Week · € 850,00';
const LABEL_13 = 'vr 17/07/2026 → ma 20/07/2026 · Weekend · prijs op aanvraag';
const LABEL_15 = 'ma 03/08/2026 → vr 07/08/2026 · Midweek · € 1.234,50';

/** As the page does: a provider with the two namespaces of these components and nothing else. */
function renderWithPageMessages(ui: ReactElement) {
  return render(
    <NextIntlClientProvider
      locale="nl"
      timeZone="Europe/Brussels"
      messages={{ Form: nl.Form, Availability: nl.Availability, Reservation: nl.Reservation }}
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

const fetchMock = stubFetchPerTest();

function renderForm(selectedPeriodId: number | null = 12) {
  const onPeriodChange = vi.fn();
  const view = renderWithPageMessages(
    <ReservationForm
      rentalUnitId={7}
      maxOccupation={4}
      periods={periods}
      today={TODAY}
      selectedPeriodId={selectedPeriodId}
      onPeriodChange={onPeriodChange}
    />,
  );
  return { ...view, onPeriodChange };
}

const field = {
  period: () => screen.getByRole('combobox', { name: tR.period }),
  guests: () => screen.getByRole('spinbutton', { name: tR.guests }),
  firstname: () => screen.getByRole('textbox', { name: tR.firstname }),
  lastname: () => screen.getByRole('textbox', { name: tR.lastname }),
  email: () => screen.getByRole('textbox', { name: tR.email }),
  phone: () => screen.getByRole('textbox', { name: `${tR.phone} ${nl.Form.optional}` }),
  message: () => screen.getByRole('textbox', { name: `${tR.message} ${nl.Form.optional}` }),
  // The label holds a link to the privacy statement (opening in a new tab), so its name starts the same.
  privacy: () => screen.getByRole('checkbox', { name: new RegExp(`^${tR.privacy.split('<link>')[0]}`) }),
};

function fillIn({ guests = '3' } = {}) {
  fireEvent.change(field.guests(), { target: { value: guests } });
  fireEvent.change(field.firstname(), { target: { value: 'An' } });
  fireEvent.change(field.lastname(), { target: { value: 'Peeters' } });
  fireEvent.change(field.email(), { target: { value: 'an.peeters@example.be' } });
  fireEvent.change(field.message(), { target: { value: 'Wij komen met de fiets.' } });
  fireEvent.click(field.privacy());
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: tR.submit }));
}

function expectTypedValuesKept({ guests = '3' } = {}) {
  expect(field.guests()).toHaveValue(Number(guests));
  expect(field.firstname()).toHaveValue('An');
  expect(field.lastname()).toHaveValue('Peeters');
  expect(field.email()).toHaveValue('an.peeters@example.be');
  expect(field.message()).toHaveValue('Wij komen met de fiets.');
  expect(field.privacy()).toBeChecked();
}

describe('ReservationForm', () => {
  it('lists only the bookable periods, labels every field and notes the maximum', () => {
    renderForm(null);
    const options = within(field.period()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([tR.periodPlaceholder, LABEL_12, LABEL_13, LABEL_15]);
    expect(field.period()).toHaveValue('');
    expect(field.guests()).toHaveAttribute('max', '4');
    expect(field.guests()).toHaveAccessibleDescription('max. 4 personen');
    for (const get of Object.values(field)) expect(get()).toBeInTheDocument();
  });

  it('refuses more guests than the unit sleeps in Dutch, keeps what was typed and sends nothing', async () => {
    renderForm();
    fillIn({ guests: '6' });
    submit();

    const error = await screen.findByText('Dit verblijf biedt plaats aan maximaal 4 personen.');
    expect(field.guests()).toHaveAttribute('aria-invalid', 'true');
    expect(field.guests().getAttribute('aria-describedby')).toContain(error.id);
    expect(field.guests()).toHaveAccessibleDescription('max. 4 personen Dit verblijf biedt plaats aan maximaal 4 personen.');
    await waitFor(() => expect(field.guests()).toHaveFocus());
    expectTypedValuesKept({ guests: '6' });
    expect(field.period()).toHaveValue('12');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field of an empty form', async () => {
    renderForm(null);
    submit();
    expect(await screen.findByText(tR.errors.periodRequired)).toBeInTheDocument();
    expect(screen.getByText(tR.errors.privacyRequired)).toBeInTheDocument();
    expect(screen.getAllByText(nl.Form.errors.required)).toHaveLength(3);
    await waitFor(() => expect(field.period()).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a taken period (409) on the period field, keeps the values and disables that period', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ ok: false, error: 'periodUnavailable', fields: { periodId: 'periodUnavailable' } }, { status: 409 }),
    );
    renderForm();
    fillIn();
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(tR.failure.periodUnavailable);
    expect(screen.getByText(tR.errors.periodUnavailable)).toBeInTheDocument();
    expect(field.period()).toHaveAttribute('aria-invalid', 'true');
    expect(field.period()).toHaveAccessibleDescription(tR.errors.periodUnavailable);
    await waitFor(() => expect(field.period()).toHaveFocus());
    expectTypedValuesKept();
    expect(field.period()).toHaveValue('12');
    const taken = within(field.period()).getByRole('option', { name: `${LABEL_12} (niet meer beschikbaar)` });
    expect(taken).toBeDisabled();
    expect(screen.getByRole('button', { name: tR.submit })).toBeEnabled();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/nl/rental-reservation');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      rentalUnitId: 7,
      periodId: 12,
      guests: 3,
      firstname: 'An',
      lastname: 'Peeters',
      email: 'an.peeters@example.be',
      phone: null,
      message: 'Wij komen met de fiets.',
      privacy: true,
    });
  });

  it('shows "sending" while the request runs, then the confirmation without the fields', async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (reply = resolve)));
    const { onPeriodChange } = renderForm();
    fillIn();
    submit();

    const busy = await screen.findByRole('button', { name: tR.submitting });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    await act(async () => reply(Response.json({ ok: true, reservation: { id: 31, status: 'CONFIRMED' } }, { status: 201 })));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Bedankt! Uw verblijf is bevestigd. Uw referentienummer is 31.');
    expect(screen.queryByRole('textbox', { name: tR.firstname })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: tR.period })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onPeriodChange).toHaveBeenLastCalledWith(null);

    fireEvent.click(screen.getByRole('button', { name: tR.again }));
    expect(field.firstname()).toHaveValue('');
    expect(field.guests()).toHaveValue(null);
    expect(field.period()).toHaveValue('');
    expect(field.privacy()).not.toBeChecked();
  });

  it('sends where the visitor landed with the stay request, when their browser kept it, and nothing of it otherwise', async () => {
    fetchMock.mockImplementation(async () => Response.json({ ok: true, reservation: { id: 31, status: 'REQUESTED' } }, { status: 201 }));
    const origin = { utmSource: 'google', utmMedium: 'cpc', gclid: 'Cj0KCQ', landingPath: '/nl/vakantie/7', landedOn: new Date().toISOString().slice(0, 10) };
    const request = async (calls: number) => {
      renderForm();
      fillIn();
      submit();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(calls));
    };
    await whileLandedFrom(origin, async () => {
    await request(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ periodId: 12, origin });
    });
    cleanup();
    await request(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).not.toHaveProperty('origin');
  });

  it('words a request waiting for the agency differently from a confirmation', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true, reservation: { id: 32, status: 'REQUESTED' } }, { status: 201 }));
    renderForm();
    fillIn();
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent(tR.success.REQUESTED.replace('{id}', '32'));
  });

  it('treats a network failure as the service being unavailable and keeps everything', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderForm();
    fillIn();
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(tR.failure.unavailable);
    await waitFor(() => expect(alert).toHaveFocus());
    expectTypedValuesKept();
    expect(screen.getByRole('button', { name: tR.submit })).toBeEnabled();
  });

  it('puts the server\u2019s field errors on their fields (too many guests for the site API)', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: false, error: 'invalid', fields: { guests: 'guestsTooMany' } }, { status: 422 }));
    renderForm();
    fillIn();
    submit();

    expect(await screen.findByText(tR.errors.guestsTooMany)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(tR.failure.invalid);
    expect(field.guests()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field.guests()).toHaveFocus());
  });
});

describe('AvailabilityCalendar', () => {
  function renderCalendar(list = periods, selectedPeriodId: number | null = null) {
    const onChoose = vi.fn();
    renderWithPageMessages(<AvailabilityCalendar periods={list} today={TODAY} selectedPeriodId={selectedPeriodId} onChoose={onChoose} />);
    return onChoose;
  }

  it('shows a month grid from Monday with each day\u2019s status as text', () => {
    renderCalendar();
    const table = screen.getByRole('table', { name: 'juli 2026' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']);
    expect(within(headers[0] as HTMLElement).getByTitle('maandag')).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '5 voorbij' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '11 vrij' })).toHaveClass('availability__day--free');
    expect(within(table).getByRole('cell', { name: '25 geboekt' })).toHaveClass('availability__day--booked');
    expect(within(table).getByRole('cell', { name: '20 niet aangeboden' })).toHaveClass('availability__day--none');
  });

  it('lists the periods arriving in the month; only free ones can be chosen', () => {
    const onChoose = renderCalendar();
    const list = screen.getByRole('list', { name: 'Aankomst in juli 2026' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[2] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent('geboekt');

    const choose = within(items[0] as HTMLElement).getByRole('button', { name: tA.choose });
    expect(choose).toHaveAccessibleDescription(LABEL_12);
    expect(choose).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(choose);
    expect(onChoose).toHaveBeenCalledWith(12);
  });

  it('moves between months with native buttons, announcing the month', () => {
    renderCalendar();
    const previous = screen.getByRole('button', { name: tA.previousMonth });
    const next = screen.getByRole('button', { name: tA.nextMonth });
    expect(previous.tagName).toBe('BUTTON');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('juli 2026')).toHaveAttribute('aria-live', 'polite');

    next.focus();
    expect(next).toHaveFocus();
    // Enter or Space on a native button is a click.
    fireEvent.click(next);
    expect(screen.getByRole('table', { name: 'augustus 2026' })).toBeInTheDocument();
    expect(screen.getByText(LABEL_15)).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();

    fireEvent.click(next);
    expect(screen.getByRole('table', { name: 'augustus 2026' })).toBeInTheDocument();
    fireEvent.click(previous);
    expect(screen.getByRole('table', { name: 'juli 2026' })).toBeInTheDocument();
  });

  it('opens on the month of the first bookable period', () => {
    renderCalendar(periods.filter((period) => period.id >= 14));
    expect(screen.getByRole('table', { name: 'augustus 2026' })).toBeInTheDocument();
  });

  it('says so when no period is free', () => {
    renderCalendar(periods.filter((period) => period.status === 'BOOKED'));
    expect(screen.getByText(tA.empty)).toBeInTheDocument();
  });
});

describe('RentalAvailability', () => {
  function renderPage() {
    renderWithPageMessages(<RentalAvailability rentalUnitId={7} maxOccupation={4} periods={packPeriods(periods)} today={TODAY} />);
  }

  /** The calendar's list item of a period (the form's select shows the same label). */
  function calendarItem(label: string): HTMLElement {
    return within(screen.getByRole('region', { name: tA.heading })).getByText(label).closest('li') as HTMLElement;
  }

  it('has a labelled section for the calendar and one for the request', () => {
    renderPage();
    expect(screen.getByRole('region', { name: tA.heading })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: tR.heading });
    expect(form).toHaveAttribute('id', 'reservation');
  });

  it('selects the period chosen in the calendar in the form, and the other way round', async () => {
    renderPage();
    const item = calendarItem(LABEL_12);
    fireEvent.click(within(item).getByRole('button', { name: tA.choose }));

    await waitFor(() => expect(field.period()).toHaveValue('12'));
    await waitFor(() => expect(field.period()).toHaveFocus());
    expect(within(item).getByRole('button', { name: tA.choose })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('cell', { name: '12 vrij, uw gekozen periode' })).toHaveClass('availability__day--selected');

    fireEvent.change(field.period(), { target: { value: '13' } });
    const other = calendarItem(LABEL_13);
    expect(within(other).getByRole('button', { name: tA.choose })).toHaveAttribute('aria-pressed', 'true');
    expect(within(item).getByRole('button', { name: tA.choose })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a refused period as unavailable in the calendar, and assumes nothing about the others', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json({ ok: false, error: 'periodUnavailable', fields: { periodId: 'periodUnavailable' } }, { status: 409 }),
    );
    renderPage();
    fireEvent.click(within(calendarItem(LABEL_12)).getByRole('button', { name: tA.choose }));
    fillIn();
    submit();

    await screen.findByRole('alert');
    const item = calendarItem(LABEL_12);
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '12 niet beschikbaar, uw gekozen periode' })).toBeInTheDocument();
    // A 409 may come from a booking of another period: the weekend overlapping this week stays free.
    expect(within(calendarItem(LABEL_13)).getByRole('button', { name: tA.choose })).toBeInTheDocument();
  });
});

describe('the privacy consent', () => {
  it('links the privacy statement in a new tab, so the form is not left behind', () => {
    renderForm();
    const link = screen.getByRole('link', { name: /privacyverklaring/ });
    expect(link).toHaveAttribute('href', '/nl/privacy-verklaring');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent(nl.Form.newTab);
  });
});
