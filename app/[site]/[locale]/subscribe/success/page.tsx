import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { PageHeading } from '@/components/ui/page-heading';
import { HomeAndOfferLinks } from '@/components/layout/home-and-offer-links';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteById, siteOf } from '@/lib/tenancy/site-of';

type Props = { params: Promise<{ site: string; locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  const [site, t] = await Promise.all([siteById(siteId), getTranslations({ locale, namespace: 'SubscribeSuccess' })]);
  // A thank-you after a form, nothing to find through a search engine.
  return pageMetadata({ locale, site, title: t('title'), description: t('text'), paths: null, noindex: 'follow' });
}

/** Where the subscribe form leads: the links to edit or cancel are in the mailbox, and only there. */
export default async function SubscribeSuccessPage({ params }: Props) {
  const { locale } = await siteOf(params);
  const t = await getTranslations({ locale, namespace: 'SubscribeSuccess' });
  return (
    <>
      <PageHeading title={t('title')} lead={t('text')} />
      <div className="container">
        <p>{t('spamHint')}</p>
        <HomeAndOfferLinks homeLabel={t('backHome')} offerLabel={t('browseEstates')} />
      </div>
    </>
  );
}
