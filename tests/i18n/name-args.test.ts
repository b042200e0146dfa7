import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { personNameArgs, siteNameArgs } from '@/lib/i18n/name-args';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import en from '@/messages/en.json';
import de from '@/messages/de.json';

const t = (locale: 'nl' | 'fr' | 'en' | 'de') => createTranslator({ locale, messages: { nl, fr, en, de }[locale] as typeof nl });

describe('messages that name the agency', () => {
  it('elide "de" before a name that starts with a vowel in French', () => {
    expect(t('fr')('Terms.description', siteNameArgs('Immo Scheldeland'))).toBe('Les conditions d’utilisation du site web d’Immo Scheldeland.');
    expect(t('fr')('Subscribe.description', siteNameArgs('Immo Scheldeland'))).toMatch(/^Recevez un e-mail d’Immo Scheldeland dès/);
    expect(t('fr')('Metadata.homeDescription', siteNameArgs('Immo Scheldeland'))).toMatch(/^Découvrez l’offre d’Immo Scheldeland :/);
    expect(t('fr')('Contact.photoOf', personNameArgs('Ann Peeters'))).toBe('Photo d’Ann Peeters');
  });

  it('keep "de" before a consonant or an aspirated h', () => {
    expect(t('fr')('Terms.description', siteNameArgs('Century 21'))).toBe('Les conditions d’utilisation du site web de Century 21.');
    expect(t('fr')('Contact.photoOf', personNameArgs('Hilde Claes'))).toBe('Photo de Hilde Claes');
  });

  it('leave the other languages as they were', () => {
    expect(t('nl')('Terms.description', siteNameArgs('Immo Scheldeland'))).toBe('De voorwaarden voor het gebruik van de website van Immo Scheldeland.');
    expect(t('en')('Contact.photoOf', personNameArgs('Ann Peeters'))).toBe('Photo of Ann Peeters');
    expect(t('de')('Subscribe.description', siteNameArgs('Immo Scheldeland'))).toContain('Immo Scheldeland');
  });
});
