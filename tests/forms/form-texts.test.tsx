// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_NAMESPACES } from '@/lib/forms/form-namespaces';
import { useFormTexts } from '@/lib/forms/form-texts';
import { ClientMessages } from '@/components/providers/client-messages';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

vi.mock('next-intl/server', async () => {
  const { default: messages } = await import('@/messages/nl.json');
  return { getMessages: async () => messages };
});

afterEach(cleanup);

function Probe() {
  const f = useFormTexts('Reservation');
  return (
    <ul>
      <li data-testid="optional">{f.optional}</li>
      <li data-testid="newTab">{f.newTab}</li>
      <li data-testid="honeypot">{f.honeypot}</li>
      <li data-testid="required">{f.error('required')}</li>
      <li data-testid="own-error">{f.error('guestsMax', { max: 4 })}</li>
      <li data-testid="unknown-error">{f.error('noSuchKey')}</li>
      <li data-testid="captcha">{f.failure('captcha')}</li>
      <li data-testid="own-failure">{f.failure('invalid')}</li>
    </ul>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('the texts the visitor forms share', () => {
  it('a form reads the shared texts from Form and its own wording from its namespace, in every language', () => {
    for (const [locale, messages] of [['nl', nl], ['fr', fr], ['en', en], ['de', de]] as const) {
      render(
        <NextIntlClientProvider locale={locale} timeZone="Europe/Brussels" messages={{ Form: messages.Form, Reservation: messages.Reservation }}>
          <Probe />
        </NextIntlClientProvider>,
      );
      expect(text('optional'), locale).toBe(messages.Form.optional);
      expect(text('newTab'), locale).toBe(messages.Form.newTab);
      expect(text('honeypot'), locale).toBe(messages.Form.honeypot);
      expect(text('required'), locale).toBe(messages.Form.errors.required);
      expect(text('own-error'), locale).toContain('4');
      expect(text('unknown-error'), locale).toBe(messages.Form.errors.invalid);
      expect(text('captcha'), locale).toBe(messages.Form.failure.captcha);
      expect(text('own-failure'), locale).toBe(messages.Reservation.failure.invalid);
      cleanup();
    }
  });

  it('no form namespace repeats a text that Form holds, so the page sends each once', () => {
    const get = (value: unknown, key: string) => key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], value);
    const leaves = (value: unknown, prefix = ''): string[] =>
      typeof value !== 'object' || value === null ? [prefix] : Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
    for (const [locale, messages] of Object.entries({ nl, fr, en, de })) {
      for (const namespace of FORM_NAMESPACES) {
        const repeated = leaves(messages[namespace]).filter((key) => get(messages.Form, key) === get(messages[namespace], key));
        expect(repeated, `${locale} ${namespace}`).toEqual([]);
      }
    }
  });

  it('ClientMessages sends Form along with a form’s namespace, and not to a subtree without a form', async () => {
    const picked = async (namespaces: Parameters<typeof ClientMessages>[0]['namespaces']) => {
      const element = (await ClientMessages({ locale: 'nl', namespaces, children: null })) as ReactElement<{ messages: Record<string, unknown> }>;
      return Object.keys(element.props.messages).sort();
    };
    expect(await picked(['Share', 'SendToFriend'])).toEqual(['Form', 'SendToFriend', 'Share']);
    expect(await picked(['LocationMap', 'ContactForm', 'Reservation'])).toEqual(['ContactForm', 'Form', 'LocationMap', 'Reservation']);
    expect(await picked(['HolidayList'])).toEqual(['HolidayList']);
  });
});
