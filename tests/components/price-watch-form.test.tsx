// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceWatchForm } from '@/components/favourites/price-watch-form';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { server, startMswServer } from '../site-api/msw';
import { renderWithProviders } from '../support/render';

// next-intl's navigation cannot load outside Next; the privacy link keeps its route key here.
vi.mock('@/lib/i18n/navigation', () => ({
  ClientLink: ({ href, ...props }: { href: string } & Record<string, unknown>) => <a href={String(href)} {...props} />,
}));

startMswServer();
afterEach(cleanup);

const t = nl.PriceWatch;

/** Our route as the browser sees it: records each body and answers what the test says. */
function route(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/nl/notifications/price-drops', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

function fillIn() {
  fireEvent.change(screen.getByRole('textbox', { name: t.email }), { target: { value: 'an@example.be' } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: t.submit }));
}

describe('PriceWatchForm', () => {
  it('is a real post form with one hidden input per favourite, and sends the ids with the address and consent as JSON', async () => {
    const bodies = route(() => HttpResponse.json({ ok: true }, { status: 201 }));
    const { container } = renderWithProviders(<PriceWatchForm ids={[7, 9]} recaptchaSiteKey={null} />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/nl/notifications/price-drops');
    expect([...form.querySelectorAll<HTMLInputElement>('input[type=hidden][name=estateIds]')].map((input) => input.value)).toEqual(['7', '9']);
    fillIn();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(t.done));
    expect(bodies).toEqual([{ email: 'an@example.be', estateIds: [7, 9], privacy: true }]);
  });

  it('confirms the watch is on once the route took it, in every language, instead of "almost done"', async () => {
    route(() => HttpResponse.json({ ok: true }, { status: 201 }));
    renderWithProviders(<PriceWatchForm ids={[7]} recaptchaSiteKey={null} />);
    fillIn();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Gelukt: we mailen u zodra de prijs van een van deze panden daalt.'));
    const done = { nl: nl.PriceWatch.done, fr: fr.PriceWatch.done, en: en.PriceWatch.done, de: de.PriceWatch.done };
    expect(done.fr).toMatch(/^C’est fait : nous vous écrirons dès que le prix/);
    expect(done.en).toMatch(/^Done: we will mail you as soon as the price/);
    expect(done.de).toMatch(/^Erledigt: Wir schreiben Ihnen, sobald der Preis/);
    for (const text of Object.values(done)) expect(text).not.toMatch(/Bijna klaar|Presque fini|Almost done|Fast fertig/);
  });

  it('says the agency does not offer price-drop mails when the route answers unsupported', async () => {
    route(() => HttpResponse.json({ ok: false, error: 'unsupported' }, { status: 404 }));
    renderWithProviders(<PriceWatchForm ids={[7]} recaptchaSiteKey={null} />);
    fillIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(t.failure.unsupported));
  });

  it('marks a refused field and moves the focus to it', async () => {
    route(() => HttpResponse.json({ ok: false, error: 'invalid', fields: { privacy: 'privacyRequired' } }, { status: 400 }));
    renderWithProviders(<PriceWatchForm ids={[7]} recaptchaSiteKey={null} />);
    fillIn();
    await waitFor(() => expect(screen.getByText(t.errors.privacyRequired)).toBeInTheDocument());
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
