// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscribeForm } from '@/components/subscriptions/subscribe-form';
import nl from '@/messages/nl.json';
import { createTestQueryClient, renderWithProviders, serverHtmlInDocument } from '../support/render';
import { whileLandedFrom } from '../support/landing-origin';
import { subscriptionChoices } from '../support/subscription-choices';

const t = nl.SubscriptionForm;

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('@/lib/i18n/navigation', () => ({
  ClientLink: ({ href, ...props }: { href: string } & Record<string, unknown>) => <a href={String(href)} {...props} />,
  useRouter: () => ({ push: navigation.push }),
}));

const choices = subscriptionChoices(['1', '2']);

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();
/** What the form posted to our route; the municipality type-ahead's GETs are answered on the side. */
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
const sentBody = (index = 0) => JSON.parse(String(posts()[index]?.[1]?.body)) as Record<string, unknown>;

let postAnswer: () => Promise<Response>;
beforeEach(() => {
  navigation.push.mockReset();
  fetchMock.mockReset();
  postAnswer = async () => Response.json({ ok: true }, { status: 201 });
  fetchMock.mockImplementation(async (url, init) => {
    if (url.startsWith('/nl/search-city')) return Response.json({ cities: [{ id: 4000, name: 'Luik', zip: '4000', count: 3 }] });
    if (init?.method === 'POST') return postAnswer();
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = {
  email: () => screen.getByRole('textbox', { name: t.email }),
  firstname: () => screen.getByRole('textbox', { name: `${t.firstname} ${nl.Form.optional}` }),
  lastname: () => screen.getByRole('textbox', { name: `${t.lastname} ${nl.Form.optional}` }),
  locale: () => screen.getByRole('combobox', { name: t.locale }),
  status: (label: string) => screen.getByRole('checkbox', { name: label }),
  type: (label: string) => screen.getByRole('checkbox', { name: label }),
  city: () => screen.getByRole('combobox', { name: nl.EstateList.city }),
  priceMin: () => screen.getByRole('spinbutton', { name: `${t.priceMin} ${nl.Form.optional}` }),
  priceMax: () => screen.getByRole('spinbutton', { name: `${t.priceMax} ${nl.Form.optional}` }),
  bedrooms: () => screen.getByRole('combobox', { name: t.bedroomsMin }),
  // The label holds a link to the privacy statement (opening in a new tab), so its name starts the same.
  privacy: () => screen.getByRole('checkbox', { name: new RegExp(`^${t.privacy.split('<link>')[0]}`) }),
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: t.submit }));

async function chooseCity() {
  fireEvent.change(field.city(), { target: { value: 'Luik' } });
  fireEvent.click(await screen.findByRole('option', { name: /^Luik 4000/ }));
  await screen.findByRole('button', { name: nl.EstateList.cityRemove.replace('{city}', 'Luik') });
}

describe('SubscribeForm', () => {
  it('labels every field, offers only "for sale" and "to rent", and writes the mails in the page language unless chosen otherwise', () => {
    renderWithProviders(<SubscribeForm choices={choices} />);
    for (const get of [field.email, field.firstname, field.lastname, field.city, field.priceMin, field.priceMax, field.bedrooms, field.privacy]) {
      expect(get()).toBeInTheDocument();
    }
    expect(field.locale()).toHaveValue('nl');
    expect(screen.getAllByRole('checkbox', { name: /^Te / }).map((box) => box.getAttribute('value'))).toEqual(['FOR_SALE', 'TO_RENT']);
    expect(screen.getByRole('group', { name: t.types })).toBeInTheDocument();
    expect(field.bedrooms()).toHaveValue('');
  });

  it('blocks sending while the privacy box is not ticked, and marks it', async () => {
    renderWithProviders(<SubscribeForm choices={choices} />);
    fireEvent.change(field.email(), { target: { value: 'an.peeters@example.be' } });
    submit();

    expect(await screen.findByText(t.errors.privacyRequired)).toBeInTheDocument();
    expect(field.privacy()).toHaveAttribute('aria-invalid', 'true');
    expect(field.privacy()).toHaveAccessibleDescription(t.errors.privacyRequired);
    await waitFor(() => expect(field.privacy()).toHaveFocus());
    expect(posts()).toHaveLength(0);
  });

  it('refuses a maximum price below the minimum in the browser, on the maximum', async () => {
    renderWithProviders(<SubscribeForm choices={choices} />);
    fireEvent.change(field.email(), { target: { value: 'an.peeters@example.be' } });
    fireEvent.change(field.priceMin(), { target: { value: '400000' } });
    fireEvent.change(field.priceMax(), { target: { value: '150000' } });
    fireEvent.click(field.privacy());
    submit();

    await waitFor(() => expect(field.priceMax()).toHaveAccessibleDescription(t.errors.priceOrder));
    expect(field.priceMax()).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('sends where the visitor landed with the subscription, when their browser kept it, and nothing of it otherwise', async () => {
    const origin = { utmSource: 'newsletter', utmCampaign: 'lente-2026', landingPath: '/nl/te-koop', landedOn: new Date().toISOString().slice(0, 10) };
    const subscribe = async () => {
      renderWithProviders(<SubscribeForm choices={choices} />);
      fireEvent.change(field.email(), { target: { value: 'an.peeters@example.be' } });
      fireEvent.click(field.privacy());
      submit();
      await waitFor(() => expect(navigation.push).toHaveBeenCalled());
    };
    await whileLandedFrom(origin, async () => {
    await subscribe();
    expect(sentBody()).toMatchObject({ email: 'an.peeters@example.be', origin });
    });
    cleanup();
    navigation.push.mockReset();
    await subscribe();
    expect(sentBody(1)).not.toHaveProperty('origin');
  });

  it('sends the address, the mail language and the ticked criteria to /nl/notifications, then goes to the success page', async () => {
    renderWithProviders(<SubscribeForm choices={choices} />);
    fireEvent.change(field.email(), { target: { value: 'an.peeters@example.be' } });
    fireEvent.change(field.firstname(), { target: { value: 'An' } });
    fireEvent.change(field.locale(), { target: { value: 'fr' } });
    fireEvent.click(field.status(nl.Enums.status.FOR_SALE));
    fireEvent.click(field.type(nl.Enums.headType['2']));
    await chooseCity();
    fireEvent.change(field.priceMax(), { target: { value: '350000' } });
    fireEvent.change(field.bedrooms(), { target: { value: '2' } });
    fireEvent.click(field.privacy());
    submit();

    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/subscribe/success'));
    const [url, init] = posts()[0] ?? [];
    expect(url).toBe('/nl/notifications');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(sentBody()).toEqual({
      email: 'an.peeters@example.be',
      firstname: 'An',
      lastname: null,
      locale: 'fr',
      criteria: { statuses: ['FOR_SALE'], types: [2], cities: [4000], priceMin: null, priceMax: 350000, bedroomsMin: 2 },
      privacy: true,
    });
    // No second post while the next page loads.
    expect(screen.getByRole('button', { name: t.submitting })).toBeDisabled();
  });

  it('follows everything when nothing is chosen: empty lists and no bounds', async () => {
    renderWithProviders(<SubscribeForm choices={choices} />);
    fireEvent.change(field.email(), { target: { value: 'an@example.be' } });
    fireEvent.click(field.privacy());
    submit();
    await waitFor(() => expect(navigation.push).toHaveBeenCalled());
    expect(sentBody().criteria).toEqual({ statuses: [], types: [], cities: [], priceMin: null, priceMax: null, bedroomsMin: null });
  });

  it('keeps everything filled in after a failure, says so and stays on the page', async () => {
    postAnswer = async () => Response.json({ ok: false, error: 'unavailable' }, { status: 502 });
    renderWithProviders(<SubscribeForm choices={choices} />);
    fireEvent.change(field.email(), { target: { value: 'an.peeters@example.be' } });
    fireEvent.click(field.status(nl.Enums.status.TO_RENT));
    fireEvent.click(field.privacy());
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.failure.unavailable);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(navigation.push).not.toHaveBeenCalled();
    expect(field.email()).toHaveValue('an.peeters@example.be');
    expect(field.status(nl.Enums.status.TO_RENT)).toBeChecked();
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
  });

  it('puts a field the server refused on that field', async () => {
    postAnswer = async () => Response.json({ ok: false, error: 'invalid', fields: { email: 'email' } }, { status: 400 });
    renderWithProviders(<SubscribeForm choices={choices} />);
    fireEvent.change(field.email(), { target: { value: 'an.peeters@example.be' } });
    fireEvent.click(field.privacy());
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(t.failure.invalid);
    await waitFor(() => expect(field.email()).toHaveAccessibleDescription(nl.Form.errors.email));
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it('keeps what the visitor filled in before its JavaScript ran', async () => {
    const queryClient = createTestQueryClient();
    const page = (
      <NextIntlClientProvider locale="nl" timeZone="Europe/Brussels" messages={{ Form: nl.Form, SubscriptionForm: nl.SubscriptionForm, EstateList: nl.EstateList }}>
        <QueryClientProvider client={queryClient}>
          <SubscribeForm choices={choices} />
        </QueryClientProvider>
      </NextIntlClientProvider>
    );
    const container = serverHtmlInDocument(page);
    container.querySelector<HTMLInputElement>('input[type="email"]')!.value = 'lotte@example.be';
    container.querySelector<HTMLInputElement>('input[value="TO_RENT"]')!.checked = true;
    container.querySelector<HTMLSelectElement>('select')!.value = 'de';

    await act(async () => {
      hydrateRoot(container, page);
    });

    expect(container.querySelector<HTMLInputElement>('input[type="email"]')!.value).toBe('lotte@example.be');
    expect(container.querySelector<HTMLInputElement>('input[value="TO_RENT"]')!.checked).toBe(true);
    expect(container.querySelector<HTMLSelectElement>('select')!.value).toBe('de');
    container.remove();
  });
});
