// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CancelAppointmentButton } from '@/components/appointments/cancel-appointment-button';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';
import { stubFetchPerTest } from '../support/fetch-stub';

// next-intl's navigation needs Next's router; the link's route key is what the component decides.
vi.mock('@/lib/i18n/navigation', () => ({
  ClientLink: ({ href, ...props }: { href: { pathname: string; params: Record<string, unknown> } } & Record<string, unknown>) => (
    <a href={`${href.pathname}?agendaId=${String(href.params.agendaId)}`} {...props} />
  ),
}));

const t = nl.CancelAppointment;
const APPOINTMENT_ID = '0123456789abcdef0123456789abcdef';
const fetchMock = stubFetchPerTest();

const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const renderButton = () => renderWithProviders(<CancelAppointmentButton appointmentId={APPOINTMENT_ID} agendaId={501} />);

describe('CancelAppointmentButton', () => {
  it('cancels nothing until the visitor presses the button', () => {
    renderButton();
    expect(screen.getByRole('button', { name: t.confirm })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('POSTs an empty form to the cancel route, then shows the cancelled state with a way to book again', async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (reply = resolve)));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: t.confirm }));

    const busy = await screen.findByRole('button', { name: t.cancelling });
    expect(busy).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/nl/appointment-cancel/${APPOINTMENT_ID}`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({});

    reply(json({ ok: true }, 200));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(t.cancelled);
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.queryByRole('button', { name: t.confirm })).toBeNull();
    expect(screen.getByRole('link', { name: t.bookAgain })).toHaveAttribute('href', '/appointment/[agendaId]?agendaId=501');
  });

  it('says so when the appointment does not exist, or the service fails, and lets the visitor try again', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: false, error: 'notFound' }, 404));
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failure.notFound);

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    fireEvent.click(screen.getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.failure.unavailable));
    expect(screen.getByRole('button', { name: t.confirm })).toBeEnabled();
  });
});
