// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from '@/components/forms/contact-form';
import { LEGACY_CONSENT_KEY } from '@/lib/consent/categories';
import nl from '@/messages/nl.json';
import { renderWithProviders } from '../support/render';
import { stubFetchPerTest } from '../support/fetch-stub';

const t = nl.ContactForm;
const fetchMock = stubFetchPerTest();

afterEach(() => {
  localStorage.clear();
});

function fillIn() {
  fireEvent.change(screen.getByRole('textbox', { name: t.firstname }), { target: { value: 'An' } });
  fireEvent.change(screen.getByRole('textbox', { name: t.lastname }), { target: { value: 'Peeters' } });
  fireEvent.change(screen.getByRole('textbox', { name: t.email }), { target: { value: 'an.peeters@example.be' } });
}

const privacy = () => screen.getByRole('checkbox', { name: new RegExp(`^${t.privacy.split('<link>')[0]}`) });
const submit = () => fireEvent.click(screen.getByRole('button', { name: t.submit }));

describe('a lead form and the analytics', () => {
  it('tells the analytics of a sent contact lead only with the visitor’s consent, and of a failed one never', async () => {
    const layer = () => (window as { dataLayer?: unknown[] }).dataLayer ?? [];
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    renderWithProviders(<ContactForm estateId={5} />);
    fillIn();
    fireEvent.click(privacy());
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent(t.success);
    expect(layer()).not.toContainEqual({ event: 'lead', lead_type: 'contact' });

    localStorage.setItem(LEGACY_CONSENT_KEY, 'accepted');
    fetchMock.mockResolvedValueOnce(Response.json({ ok: false, error: 'unavailable' }, { status: 503 }));
    fireEvent.click(await screen.findByRole('button', { name: t.again }));
    fillIn();
    fireEvent.click(privacy());
    submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(layer()).not.toContainEqual({ event: 'lead', lead_type: 'contact' });

    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    submit();
    expect(await screen.findByRole('status')).toHaveTextContent(t.success);
    expect(layer()).toContainEqual({ event: 'lead', lead_type: 'contact' });
  });
});
