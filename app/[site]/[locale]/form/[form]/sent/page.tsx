import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { Link } from '@/lib/i18n/server-link';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { FormAlert } from '@/components/forms/form-alert';
import { PageHeading } from '@/components/ui/page-heading';
import { withRequestStatus } from '@/lib/http/per-request-page';

type Props = { params: Promise<{ site: string; locale: Locale; form: string }> };

/** The thank-you of the forms that have no page of their own to go on to; the same for every visitor. */
async function sentText(locale: Locale, form: string): Promise<string | null> {
  if (form === 'contact') return (await getTranslations({ locale, namespace: 'ContactForm' }))('success');
  if (form === 'send-to-a-friend') return (await getTranslations({ locale, namespace: 'SendToFriend' }))('success');
  if (form === 'valuation') return (await getTranslations({ locale, namespace: 'ValuationForm' }))('success');
  if (form === 'reservation') return (await getTranslations({ locale, namespace: 'FormPage' }))('reservationSent');
  return null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'FormPage' })]);
  return pageMetadata({ locale, site, title: t('sentTitle'), description: t('sentTitle'), paths: null, noindex: 'follow' });
}

/**
 * Where a form posted without JavaScript goes once it went through: the form's
 * thank-you, with nothing the visitor typed in the URL or the page.
 */
async function FormSentPage({ params }: Props) {
  const { form } = await params;
  const { locale } = await siteOf(params);
  const [text, t] = await Promise.all([sentText(locale, form), getTranslations({ locale, namespace: 'FormPage' })]);
  if (text === null) notFound();
  return (
    <>
      <PageHeading title={t('sentTitle')} />
      <div className="container">
        <FormAlert kind="success">{text}</FormAlert>
        <p>
          <Link href="/">{t('backHome')}</Link>
        </p>
      </div>
    </>
  );
}

/** A 404 or an error is this page's own, in its server HTML and with its status (lib/http/per-request-page.tsx). */
export default withRequestStatus(FormSentPage);
