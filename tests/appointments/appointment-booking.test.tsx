// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppointmentBooking } from '@/components/appointments/appointment-booking';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';
import { whileLandedFrom } from '../support/landing-origin';

const push = vi.hoisted(() => vi.fn());
// next-intl's navigation needs Next's router; the component decides the route key and params, not the path.
vi.mock('@/lib/i18n/navigation', () => ({
  ClientLink: ({ href, ...props }: { href: string } & Record<string, unknown>) => <a href={typeof href === 'string' ? href : '/privacy'} {...props} />,
  useRouter: () => ({ push }),
}));

const t = nl.Appointment;
const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const APPOINTMENT_ID = '0123456789abcdef0123456789abcdef';
// Winter time: 09:00 UTC is 10:00 in Brussels.
const slots = [
  { id: 11, start: '2025-03-10T09:00:00.000Z', end: '2025-03-10T09:30:00.000Z' },
  { id: 12, start: '2025-03-10T09:30:00.000Z', end: '2025-03-10T10:00:00.000Z' },
  { id: 21, start: '2025-03-11T13:00:00.000Z', end: '2025-03-11T13:30:00.000Z' },
];
const contact = { phone: '+32 3 123 45 67', email: 'info@immo-schelde.be' };

function renderBooking(initial = slots) {
  return renderWithProviders(<AppointmentBooking agendaId={3} estateId={5} slots={initial} contact={contact} />);
}

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const field = {
  name: () => screen.getByRole('textbox', { name: t.name }),
  email: () => screen.getByRole('textbox', { name: t.email }),
  phone: () => screen.getByRole('textbox', { name: `${t.phone} ${nl.Form.optional}` }),
  privacy: () => screen.getByRole('checkbox', { name: new RegExp(`^${t.privacy.split('<link>')[0]}`) }),
  day: (label: string) => screen.getByRole('group', { name: label }),
  slot: (day: string, time: string) => within(screen.getByRole('group', { name: day })).getByRole('radio', { name: time }),
};

function fillIn({ privacy = true } = {}) {
  fireEvent.change(field.name(), { target: { value: 'An Peeters' } });
  fireEvent.change(field.email(), { target: { value: 'an.peeters@example.be' } });
  fireEvent.change(field.phone(), { target: { value: '0470 12 34 56' } });
  if (privacy) fireEvent.click(field.privacy());
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: t.submit }));
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;

describe('AppointmentBooking', () => {
  it('lists the free slots per day, headed by the weekday and date, as radio buttons with the Belgian time', () => {
    renderBooking();
    const monday = field.day('maandag 10/03/2025');
    expect(within(monday).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['11', '12']);
    expect(within(monday).getByRole('radio', { name: '10:00' })).not.toBeChecked();
    expect(within(monday).getByRole('radio', { name: '10:30' })).toBeInTheDocument();
    expect(field.slot('dinsdag 11/03/2025', '14:00')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: t.slotsLegend })).toHaveAccessibleDescription(t.slotsHint);
  });

  it('blocks the booking while the privacy box is not ticked, and marks its label', async () => {
    renderBooking();
    fireEvent.click(field.slot('maandag 10/03/2025', '10:00'));
    fillIn({ privacy: false });
    submit();
    expect(await screen.findByText(t.errors.privacyRequired)).toBeInTheDocument();
    expect(field.privacy()).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector(`label[for="${field.privacy().id}"]`)).toHaveClass('form__check-label--invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a slot before anything is sent', async () => {
    renderBooking();
    fillIn();
    submit();
    expect(await screen.findByText(t.errors.slotRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen slot and the details, then goes on to the confirmation page', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: true, appointment: { id: APPOINTMENT_ID } }, 201));
    renderBooking();
    fireEvent.click(field.slot('maandag 10/03/2025', '10:30'));
    fillIn();
    submit();

    await waitFor(() => expect(push).toHaveBeenCalledWith({ pathname: '/appointment/confirmed/[appointmentId]', params: { appointmentId: APPOINTMENT_ID } }));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/nl/appointment-booking');
    expect(init?.method).toBe('POST');
    expect(sentBody()).toEqual({ agendaId: 3, estateId: 5, slotId: 12, name: 'An Peeters', email: 'an.peeters@example.be', phone: '0470 12 34 56', privacy: true });
    expect(await screen.findByRole('status')).toHaveTextContent(t.booked);
  });

  it('sends where the visitor landed with the booking, when their browser kept it, and nothing of it otherwise', async () => {
    fetchMock.mockImplementation(async () => json({ ok: true, appointment: { id: APPOINTMENT_ID } }, 201));
    const origin = { utmSource: 'facebook', fbclid: 'IwAR0', landingPath: '/nl/aanbod/5', landedOn: new Date().toISOString().slice(0, 10) };
    const book = async (calls: number) => {
      renderBooking();
      fireEvent.click(field.slot('maandag 10/03/2025', '10:30'));
      fillIn();
      submit();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(calls));
    };
    await whileLandedFrom(origin, async () => {
    await book(1);
    expect(sentBody()).toMatchObject({ slotId: 12, origin });
    });
    cleanup();
    await book(2);
    expect(sentBody(1)).not.toHaveProperty('origin');
  });

  it('on 409 says the slot was just taken, offers the slots left and keeps everything typed', async () => {
    const left = [slots[1]!, { id: 31, start: '2025-03-12T13:00:00.000Z', end: '2025-03-12T13:30:00.000Z' }];
    fetchMock.mockResolvedValueOnce(json({ ok: false, error: 'slotTaken', fields: { slotId: 'slotTaken' }, slots: left }, 409));
    renderBooking();
    fireEvent.click(field.slot('maandag 10/03/2025', '10:00'));
    fillIn();
    submit();

    expect(await screen.findByText(t.errors.slotTaken)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(t.failure.slotTaken);
    // The list is the API's: the taken slot and the other day are gone, a new day is there, none chosen.
    expect(within(field.day('maandag 10/03/2025')).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['12']);
    expect(screen.queryByRole('group', { name: 'dinsdag 11/03/2025' })).toBeNull();
    expect(field.slot('woensdag 12/03/2025', '14:00')).not.toBeChecked();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAccessibleDescription(t.errors.slotTaken);
    await waitFor(() => expect(field.slot('maandag 10/03/2025', '10:30')).toHaveFocus());

    expect(field.name()).toHaveValue('An Peeters');
    expect(field.email()).toHaveValue('an.peeters@example.be');
    expect(field.phone()).toHaveValue('0470 12 34 56');
    expect(field.privacy()).toBeChecked();
    expect(push).not.toHaveBeenCalled();

    // Another slot, and nothing retyped.
    fetchMock.mockResolvedValueOnce(json({ ok: true, appointment: { id: APPOINTMENT_ID } }, 201));
    fireEvent.click(field.slot('woensdag 12/03/2025', '14:00'));
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    expect(sentBody(1)).toMatchObject({ slotId: 31, name: 'An Peeters', privacy: true });
  });

  it('on 409 without a list of slots drops the taken one itself', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: false, error: 'slotTaken', fields: { slotId: 'slotTaken' } }, 409));
    renderBooking();
    fireEvent.click(field.slot('maandag 10/03/2025', '10:00'));
    fillIn();
    submit();
    expect(await screen.findByText(t.errors.slotTaken)).toBeInTheDocument();
    expect(within(field.day('maandag 10/03/2025')).queryByRole('radio', { name: '10:00' })).toBeNull();
    expect(field.slot('dinsdag 11/03/2025', '14:00')).toBeInTheDocument();
  });

  it('on a slot that has begun, says so at the slot choice; with no slot left, gives the agency’s phone and e-mail', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: false, error: 'slotPast', fields: { slotId: 'slotPast' }, slots: [] }, 422));
    renderBooking();
    fireEvent.click(field.slot('maandag 10/03/2025', '10:00'));
    fillIn();
    submit();
    expect(await screen.findByText(t.errors.slotPast)).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.getByRole('link', { name: contact.phone })).toHaveAttribute('href', 'tel:+3231234567');
    expect(screen.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    expect(field.name()).toHaveValue('An Peeters');
  });

  it('shows a failure of the service in an alert and keeps everything', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: false, error: 'unavailable' }, 502));
    renderBooking();
    fireEvent.click(field.slot('dinsdag 11/03/2025', '14:00'));
    fillIn();
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.failure.unavailable);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(field.slot('dinsdag 11/03/2025', '14:00')).toBeChecked();
    expect(field.email()).toHaveValue('an.peeters@example.be');
  });

  it('without free slots shows no form, but the agency’s phone and e-mail', () => {
    renderBooking([]);
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
    expect(screen.getByRole('link', { name: contact.phone })).toHaveAttribute('href', 'tel:+3231234567');
    expect(screen.getByRole('link', { name: contact.email })).toBeInTheDocument();
  });
});
