// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/forms/contact-form';
import { LANDING_KEY } from '@/lib/attribution/landing-origin';
import nl from '@/messages/nl.json';
import { renderWithProviders, serverHtmlInDocument } from '../support/render';
import { stubFetchPerTest } from '../support/fetch-stub';

const t = nl.ContactForm;

// Counts the imports of the reCAPTCHA library: the factory runs only when some code imports it.
const recaptcha = vi.hoisted(() => ({ imports: 0, actions: [] as string[] }));
vi.mock('react-google-recaptcha-v3', () => {
  recaptcha.imports += 1;
  return {
    GoogleReCaptchaProvider: ({ children }: { children: React.ReactNode }) => children,
    useGoogleReCaptcha: () => ({
      executeRecaptcha: async (action: string) => {
        recaptcha.actions.push(action);
        return `token-for-${action}`;
      },
    }),
  };
});

const fetchMock = stubFetchPerTest();

const field = {
  firstname: () => screen.getByRole('textbox', { name: t.firstname }),
  lastname: () => screen.getByRole('textbox', { name: t.lastname }),
  email: () => screen.getByRole('textbox', { name: t.email }),
  phone: () => screen.getByRole('textbox', { name: `${t.phone} ${nl.Form.optional}` }),
  message: () => screen.getByRole('textbox', { name: `${t.message} ${nl.Form.optional}` }),
  option: (name: keyof typeof t.options) => screen.getByRole('checkbox', { name: t.options[name] }),
  // The label holds a link to the privacy statement (opening in a new tab), so its name starts the same.
  privacy: () => screen.getByRole('checkbox', { name: new RegExp(`^${t.privacy.split('<link>')[0]}`) }),
};

function fillIn() {
  fireEvent.change(field.firstname(), { target: { value: 'An' } });
  fireEvent.change(field.lastname(), { target: { value: 'Peeters' } });
  fireEvent.change(field.email(), { target: { value: 'an.peeters@example.be' } });
  fireEvent.change(field.message(), { target: { value: 'Is de tuin op het zuiden?' } });
  fireEvent.click(field.option('documentation'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: t.submit }));

function expectTypedValuesKept() {
  expect(field.firstname()).toHaveValue('An');
  expect(field.lastname()).toHaveValue('Peeters');
  expect(field.email()).toHaveValue('an.peeters@example.be');
  expect(field.message()).toHaveValue('Is de tuin op het zuiden?');
  expect(field.option('documentation')).toBeChecked();
  expect(field.privacy()).toBeChecked();
}

function sentBody(call = 0): Record<string, unknown> {
  return JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
}

describe('ContactForm', () => {
  it('is headed "Meer informatie" and labels every field and option', () => {
    renderWithProviders(<ContactForm estateId={5} />);
    expect(screen.getByRole('region', { name: t.heading })).toBeInTheDocument();
    for (const get of [field.firstname, field.lastname, field.email, field.phone, field.message, field.privacy]) expect(get()).toBeInTheDocument();
    for (const option of ['visit', 'documentation', 'callback'] as const) expect(field.option(option)).not.toBeChecked();
    expect(screen.getByRole('group', { name: `${t.optionsLegend} ${nl.Form.optional}` })).toBeInTheDocument();
  });

  it('blocks sending while the privacy box is not ticked, and marks its label', async () => {
    renderWithProviders(<ContactForm estateId={5} />);
    fillIn();
    submit();

    const error = await screen.findByText(t.errors.privacyRequired);
    expect(field.privacy()).toHaveAttribute('aria-invalid', 'true');
    expect(field.privacy()).toHaveAccessibleDescription(t.errors.privacyRequired);
    expect(field.privacy().getAttribute('aria-describedby')).toContain(error.id);
    const label = document.querySelector(`label[for="${field.privacy().id}"]`);
    expect(label).toHaveClass('form__check-label--invalid');
    await waitFor(() => expect(field.privacy()).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(field.privacy());
    await waitFor(() => expect(label).not.toHaveClass('form__check-label--invalid'));
  });

  it('shows "sending" while it runs, sends only the ticked options, then hides the fields behind the thanks and starts empty again', async () => {
    let reply: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (reply = resolve)));
    renderWithProviders(<ContactForm estateId={5} />);
    fillIn();
    fireEvent.click(field.privacy());
    submit();

    const busy = await screen.findByRole('button', { name: t.submitting });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/nl/contact-form-handler');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(sentBody()).toEqual({
      firstname: 'An',
      lastname: 'Peeters',
      email: 'an.peeters@example.be',
      phone: null,
      message: 'Is de tuin op het zuiden?',
      options: ['documentation'],
      privacy: true,
      estateId: 5,
      rentalUnitId: null,
    });

    await act(async () => reply(Response.json({ ok: true }, { status: 201 })));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(t.success);
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: t.firstname })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: t.again }));
    expect(field.firstname()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(field.option('documentation')).not.toBeChecked();
    expect(field.privacy()).not.toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends on the first click when no optional box is ticked: the options group is optional', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    renderWithProviders(<ContactForm estateId={5} />);
    fireEvent.change(field.firstname(), { target: { value: 'An' } });
    fireEvent.change(field.lastname(), { target: { value: 'Peeters' } });
    fireEvent.change(field.email(), { target: { value: 'an.peeters@example.be' } });
    fireEvent.click(field.privacy());
    submit();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ options: [], phone: null, message: null });
    expect(await screen.findByRole('status')).toHaveTextContent(t.success);
    expect(screen.queryByText(nl.Form.errors.invalid)).not.toBeInTheDocument();
  });

  it('sends where the visitor landed, when their browser kept it, and nothing of it otherwise', async () => {
    fetchMock.mockImplementation(async () => Response.json({ ok: true }, { status: 201 }));
    const origin = { utmCampaign: 'lente-2026', landingPath: '/nl/te-koop', landedOn: new Date().toISOString().slice(0, 10) };
    localStorage.setItem(LANDING_KEY, JSON.stringify({ origin, keptAt: Date.now() }));
    renderWithProviders(<ContactForm estateId={5} />);
    fillIn();
    fireEvent.click(field.privacy());
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({ origin });

    localStorage.removeItem(LANDING_KEY);
    fireEvent.click(await screen.findByRole('button', { name: t.again }));
    fillIn();
    fireEvent.click(field.privacy());
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(sentBody(1)).not.toHaveProperty('origin');
  });

  it('keeps everything typed after a failure, shows the danger alert and takes the focus there', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: false, error: 'unavailable' }, { status: 502 }));
    renderWithProviders(<ContactForm rentalUnitId={21} />);
    fillIn();
    fireEvent.click(field.privacy());
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.failure.unavailable);
    await waitFor(() => expect(alert).toHaveFocus());
    expectTypedValuesKept();
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(sentBody()).toMatchObject({ estateId: null, rentalUnitId: 21 });
  });

  it('puts the fields the server refused on those fields and focuses the first', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: false, error: 'invalid', fields: { email: 'email', lastname: 'singleLine' } }, { status: 400 }));
    renderWithProviders(<ContactForm estateId={5} />);
    fillIn();
    fireEvent.click(field.privacy());
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(t.failure.invalid);
    expect(field.email()).toHaveAccessibleDescription(nl.Form.errors.email);
    expect(field.lastname()).toHaveAccessibleDescription(nl.Form.errors.singleLine);
    await waitFor(() => expect(field.lastname()).toHaveFocus());
    expectTypedValuesKept();
  });

  it('counts a network failure, or an answer that is not ours, as the service being unavailable', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    renderWithProviders(<ContactForm estateId={5} />);
    fillIn();
    fireEvent.click(field.privacy());

    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failure.unavailable);
    await waitFor(() => expect(screen.getByRole('button', { name: t.submit })).toBeEnabled());
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failure.unavailable);
    expectTypedValuesKept();
  });

  it('sends what a robot typed into the honeypot, which people never see', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    const { container } = renderWithProviders(<ContactForm estateId={5} />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    fillIn();
    fireEvent.click(field.privacy());
    fireEvent.change(trap!, { target: { value: 'https://spam.example' } });
    submit();
    await screen.findByRole('status');
    expect(sentBody()).toMatchObject({ website: 'https://spam.example' });
  });

  it("posts to its localised route even before its JavaScript ran, so what the visitor typed never goes in a URL", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="nl" timeZone="Europe/Brussels" messages={{ Form: nl.Form, ContactForm: nl.ContactForm }}>
        <ContactForm estateId={5} />
      </NextIntlClientProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/nl/contact-form-handler');
  });

  it('keeps what the visitor typed before its JavaScript ran', async () => {
    const page = (
      <NextIntlClientProvider locale="nl" timeZone="Europe/Brussels" messages={{ Form: nl.Form, ContactForm: nl.ContactForm }}>
        <ContactForm estateId={5} />
      </NextIntlClientProvider>
    );
    const container = serverHtmlInDocument(page);
    container.querySelector<HTMLInputElement>('input[autocomplete="given-name"]')!.value = 'Lotte';
    container.querySelector<HTMLInputElement>('input[value="visit"]')!.checked = true;

    await act(async () => {
      hydrateRoot(container, page);
    });

    expect(container.querySelector<HTMLInputElement>('input[autocomplete="given-name"]')!.value).toBe('Lotte');
    expect(container.querySelector<HTMLInputElement>('input[value="visit"]')!.checked).toBe(true);
    container.remove();
  });

  it('never loads reCAPTCHA without a site key, and sends no token', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    renderWithProviders(<ContactForm estateId={5} />);
    fireEvent.focus(field.firstname());
    fillIn();
    fireEvent.click(field.privacy());
    submit();
    await screen.findByRole('status');

    expect(recaptcha.imports).toBe(0);
    expect(sentBody()).not.toHaveProperty('g-recaptcha-response');
  });

  it('with a site key, loads reCAPTCHA once the visitor starts on the form and sends a token for the contact action', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 201 }));
    renderWithProviders(<ContactForm estateId={5} recaptchaSiteKey="site-key" />);
    expect(recaptcha.imports).toBe(0);

    fireEvent.focus(field.firstname());
    await waitFor(() => expect(recaptcha.imports).toBe(1));
    fillIn();
    fireEvent.click(field.privacy());
    submit();
    await screen.findByRole('status');

    expect(recaptcha.actions).toEqual(['contact']);
    expect(sentBody()).toMatchObject({ 'g-recaptcha-response': 'token-for-contact' });
  });
});
