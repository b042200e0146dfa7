// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { withMessages } from '@/components/forms/with-messages';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';

afterEach(cleanup);

function Probe() {
  const t = useTranslations('ContactForm');
  return <p>{t('submit')}</p>;
}
const WithMessages = withMessages(Probe);

describe('a form loaded on demand with its own messages', () => {
  it('formats with the messages it is given, with no provider around it', () => {
    render(<WithMessages intl={{ locale: 'nl', timeZone: 'Europe/Brussels', messages: { ContactForm: nl.ContactForm } }} />);
    expect(screen.getByText(nl.ContactForm.submit)).toBeDefined();
  });

  it('reads the provider around it when it is given none', () => {
    render(
      <NextIntlClientProvider locale="fr" timeZone="Europe/Brussels" messages={{ ContactForm: fr.ContactForm }}>
        <WithMessages />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(fr.ContactForm.submit)).toBeDefined();
  });
});
