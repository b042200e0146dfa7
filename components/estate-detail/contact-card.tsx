import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { pickLocalized } from '@/lib/rules/localized';
import { telHref, type ContactPerson } from '@/lib/estates/detail/contact-person';
import './facts.css';
import { EmailAddress } from '@/components/ui/email-address';
import { Photo } from '@/components/ui/photo';
import { WhatsAppLink } from './whatsapp-link';
import { personNameArgs } from '@/lib/i18n/name-args';

type Props = {
  /** The estate's sales rep, else its office (lib/estates/detail/load-contact-person.ts); nothing without one. */
  person: ContactPerson | null;
  locale: Locale;
  /** A wa.me link when the person or office has a mobile number (lib/estates/detail/whatsapp.ts). */
  whatsappHref?: string | null;
};

export async function ContactCard({ person, locale, whatsappHref }: Props) {
  if (!person) return null;
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const description = person.kind === 'salesRep' ? pickLocalized(person.description, locale) : '';

  return (
    <section className="contact-card" aria-labelledby="contact-card-heading">
      <h2 id="contact-card-heading">{person.kind === 'salesRep' ? t('title') : t('officeTitle')}</h2>
      <div className="contact-card__body">
        {person.kind === 'salesRep' && person.picture ? (
          <Photo
            className="contact-card__picture"
            src={person.picture}
            alt={t('photoOf', personNameArgs(person.name))}
            width={96}
            height={96}
            sizes="96px"
          />
        ) : null}
        <div>
          <p className="contact-card__name">{person.name}</p>
          <dl className="contact-card__lines">
            {person.phone ? (
              <div>
                <dt>{t('phone')}</dt>
                <dd>
                  <a href={telHref(person.phone)}>{person.phone}</a>
                </dd>
              </div>
            ) : null}
            {person.kind === 'salesRep' && person.mobile ? (
              <div>
                <dt>{t('mobile')}</dt>
                <dd>
                  <a href={telHref(person.mobile)}>{person.mobile}</a>
                </dd>
              </div>
            ) : null}
            {person.email ? (
              <div>
                <dt>{t('email')}</dt>
                <dd>
                  <a href={`mailto:${person.email}`}>
                    <EmailAddress address={person.email} />
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          {whatsappHref ? (
            <p className="contact-card__actions">
              <WhatsAppLink href={whatsappHref} locale={locale} />
            </p>
          ) : null}
        </div>
      </div>
      {description ? <p className="contact-card__description">{description}</p> : null}
    </section>
  );
}
