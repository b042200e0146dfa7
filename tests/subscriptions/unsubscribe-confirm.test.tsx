// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { UnsubscribeConfirm } from '@/components/subscriptions/unsubscribe-confirm';
import nl from '@/messages/nl.json';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { renderWithProviders } from '../support/render';
import { stubFetchPerTest } from '../support/fetch-stub';

const t = createTranslator({ locale: 'nl', messages: nl, namespace: 'Unsubscribe' });

vi.mock('@/lib/i18n/navigation', () => ({
  ClientLink: ({ href, ...props }: { href: unknown } & Record<string, unknown>) => <a href={JSON.stringify(href)} {...props} />,
}));

const TOKEN = '0123456789abcdef0123456789abcdef';
const fetchMock = stubFetchPerTest();

const renderConfirm = () => renderWithProviders(<UnsubscribeConfirm token={TOKEN} email="an.peeters@example.be" site="Immo Schelde" />);

describe('UnsubscribeConfirm', () => {
  it('names the address that will be unsubscribed, and cancels nothing until the button is pressed', () => {
    renderConfirm();
    expect(screen.getByText(t('intro', { email: 'an.peeters@example.be', site: 'Immo Schelde', kind: 'newListings' }))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('submit') })).toBeEnabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts to /nl/notifications/{token}/unsubscribe and confirms, with the button gone', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 200 }));
    renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: t('submit') }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(t('done', { kind: 'newListings' }));
    await waitFor(() => expect(status).toHaveFocus());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/nl/notifications/${TOKEN}/unsubscribe`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: t('submit') })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('backHome') })).toBeInTheDocument();
  });

  it('offers to change the preferences instead, through the edit link of the same token', () => {
    renderConfirm();
    const link = screen.getByRole('link', { name: /voorkeuren/ });
    expect(JSON.parse(link.getAttribute('href') ?? '')).toEqual({ pathname: '/subscribe/[token]', params: { token: TOKEN } });
  });

  it('offers no search to change for a price watch of favourites, which has none', () => {
    renderWithProviders(<UnsubscribeConfirm token={TOKEN} email="an.peeters@example.be" site="Immo Schelde" searchToChange={false} />);
    expect(screen.getByRole('button', { name: t('submit') })).toBeEnabled();
    expect(screen.queryByRole('link', { name: /voorkeuren/ })).not.toBeInTheDocument();
  });

  it('says so when it failed, and lets the visitor try again', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ ok: false, error: 'unavailable' }, { status: 502 }));
    renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: t('submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('failure.unavailable'));
    expect(screen.getByRole('button', { name: t('submit') })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('UnsubscribeConfirm for a price watch', () => {
  const catalogues = { nl, fr, en, de };
  /** What each language calls the mails of a price watch, and the words of the new-listing alerts it must not use. */
  const words = {
    nl: { priceDrops: 'prijsdalingen', newListings: 'nieuw aanbod' },
    fr: { priceDrops: 'baisses de prix', newListings: 'nouveaux biens' },
    en: { priceDrops: 'price drops', newListings: 'new listings' },
    de: { priceDrops: 'Preissenkungen', newListings: 'neuen Angeboten' },
  } as const;

  for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
    it(`speaks of price drops, not new listings, before and after unsubscribing in ${locale}`, async () => {
      fetchMock.mockResolvedValueOnce(Response.json({ ok: true }, { status: 200 }));
      render(
        <NextIntlClientProvider locale={locale} messages={catalogues[locale]} onError={(error) => { throw error; }}>
          <UnsubscribeConfirm token={TOKEN} email="an.peeters@example.be" site="Immo Schelde" searchToChange={false} />
        </NextIntlClientProvider>,
      );
      const intro = screen.getByText(/an\.peeters@example\.be/);
      expect(intro).toHaveTextContent(words[locale].priceDrops);
      expect(intro).not.toHaveTextContent(words[locale].newListings);
      fireEvent.click(screen.getByRole('button', { name: catalogues[locale].Unsubscribe.submit }));
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent(words[locale].priceDrops);
      expect(status).not.toHaveTextContent(words[locale].newListings);
    });
  }
});
