// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SubscriptionEditForm } from '@/components/subscriptions/subscription-edit-form';
import type { SubscriptionCriteria } from '@/lib/site-api/schemas';
import nl from '@/messages/nl.json';
import { createTestQueryClient, renderWithProviders } from '../support/render';
import { stubFetchPerTest } from '../support/fetch-stub';
import { subscriptionChoices } from '../support/subscription-choices';

const t = nl.SubscriptionForm;

vi.mock('@/lib/i18n/navigation', () => ({
  ClientLink: ({ href, ...props }: { href: string } & Record<string, unknown>) => <a href={String(href)} {...props} />,
  useRouter: () => ({ push: vi.fn() }),
}));

const TOKEN = '0123456789abcdef0123456789abcdef';
const choices = subscriptionChoices(['1', '2', '3']);
const criteria: SubscriptionCriteria = { statuses: ['TO_RENT'], types: [2, 3], cities: [4000, 2800], priceMin: 500, priceMax: 1200, bedroomsMin: 2 };
const cities = [
  { id: 4000, name: 'Luik', zip: '4000' },
  { id: 2800, name: 'Mechelen', zip: '2800' },
];

const fetchMock = stubFetchPerTest();
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

function renderForm(stored: SubscriptionCriteria = criteria, types = choices) {
  return renderWithProviders(
    <SubscriptionEditForm token={TOKEN} email="an.peeters@example.be" stored={{ locale: 'de', criteria: stored }} choices={{ ...choices, types: types.types }} cities={cities.filter((city) => stored.cities.includes(city.id))} />,
  );
}

const field = {
  email: () => screen.getByRole('textbox', { name: t.email }),
  locale: () => screen.getByRole('combobox', { name: t.locale }),
  box: (label: string) => screen.getByRole('checkbox', { name: label }),
  priceMin: () => screen.getByRole('spinbutton', { name: `${t.priceMin} ${nl.Form.optional}` }),
  priceMax: () => screen.getByRole('spinbutton', { name: `${t.priceMax} ${nl.Form.optional}` }),
  bedrooms: () => screen.getByRole('combobox', { name: t.bedroomsMin }),
};
const save = () => fireEvent.click(screen.getByRole('button', { name: t.save }));

describe('SubscriptionEditForm', () => {
  it('starts from the stored subscription: the address read-only, the mail language and every criterion', () => {
    renderForm();
    expect(field.email()).toHaveValue('an.peeters@example.be');
    expect(field.email()).toHaveAttribute('readonly');
    expect(field.email()).toHaveAccessibleDescription(t.emailFixed);
    expect(field.locale()).toHaveValue('de');
    expect(field.box(nl.Enums.status.FOR_SALE)).not.toBeChecked();
    expect(field.box(nl.Enums.status.TO_RENT)).toBeChecked();
    expect(field.box(nl.Enums.headType['1'])).not.toBeChecked();
    expect(field.box(nl.Enums.headType['2'])).toBeChecked();
    expect(field.box(nl.Enums.headType['3'])).toBeChecked();
    const chips = screen.getAllByRole('listitem').filter((item) => item.classList.contains('chip'));
    expect(chips.map((chip) => within(chip).getByRole('button').getAttribute('aria-label'))).toEqual(['Luik verwijderen', 'Mechelen verwijderen']);
    expect(field.priceMin()).toHaveValue(500);
    expect(field.priceMax()).toHaveValue(1200);
    expect(field.bedrooms()).toHaveValue('2');
    // Nothing is sent by merely opening the link.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the stored values in the page HTML already, before its JavaScript runs', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="nl" timeZone="Europe/Brussels" messages={{ Form: nl.Form, SubscriptionForm: nl.SubscriptionForm, EstateList: nl.EstateList }}>
        <QueryClientProvider client={createTestQueryClient()}>
          <SubscriptionEditForm token={TOKEN} email="an.peeters@example.be" stored={{ locale: 'de', criteria }} choices={choices} cities={cities} />
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const selects = page.querySelectorAll('select');
    expect(selects[0]?.value).toBe('de');
    expect(selects[1]?.value).toBe('2');
    expect(page.querySelector<HTMLInputElement>('input[value="TO_RENT"]')?.checked).toBe(true);
    expect(page.querySelector<HTMLInputElement>('input[value="FOR_SALE"]')?.checked).toBe(false);
    expect([...page.querySelectorAll<HTMLInputElement>('input[type="checkbox"][value="2"], input[type="checkbox"][value="3"]')].map((box) => box.checked)).toEqual([true, true]);
    expect([...page.querySelectorAll<HTMLInputElement>('input[type="number"]')].map((input) => input.value)).toEqual(['500', '1200']);
    expect(page.querySelector('.chips')?.textContent).toContain('Luik');
  });

  it('saves the changed language and criteria to /nl/notifications/{token} and says so, keeping the form', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 200 }));
    renderForm();
    fireEvent.change(field.locale(), { target: { value: 'nl' } });
    fireEvent.click(field.box(nl.Enums.status.FOR_SALE));
    fireEvent.click(field.box(nl.Enums.headType['3']));
    fireEvent.click(screen.getByRole('button', { name: 'Mechelen verwijderen' }));
    fireEvent.change(field.bedrooms(), { target: { value: '4' } });
    fireEvent.change(field.priceMin(), { target: { value: '' } });
    save();

    // The municipality type-ahead has a live region of its own: the outcome is the one saying "saved".
    const status = await screen.findByText(t.saved);
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/nl/notifications/${TOKEN}`);
    expect(sentBody()).toEqual({
      locale: 'nl',
      criteria: { statuses: ['FOR_SALE', 'TO_RENT'], types: [2], cities: [4000], priceMin: null, priceMax: 1200, bedroomsMin: 4 },
    });
    expect(field.bedrooms()).toHaveValue('4');
  });

  it('sends the stored subscription back unchanged when nothing was touched', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 200 }));
    renderForm();
    save();
    await screen.findByText(t.saved);
    expect(sentBody()).toEqual({ locale: 'de', criteria });
  });

  it('reads a lone type box right: ticked when followed, unticked when not', async () => {
    const oneType = { ...choices, types: [{ value: '2', label: nl.Enums.headType['2'] }] };
    renderForm({ ...criteria, types: [] }, oneType);
    expect(field.box(nl.Enums.headType['2'])).not.toBeChecked();
    cleanup();
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 200 }));
    renderForm({ ...criteria, types: [2] }, oneType);
    expect(field.box(nl.Enums.headType['2'])).toBeChecked();
    save();
    await screen.findByText(t.saved);
    expect((sentBody().criteria as SubscriptionCriteria).types).toEqual([2]);
  });

  it('says so when the subscription no longer exists', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: false, error: 'notFound' }, { status: 404 }));
    renderForm();
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent(t.failure.notFound);
    expect(screen.queryByText(t.saved)).not.toBeInTheDocument();
  });
});
