import { getTranslations } from 'next-intl/server';
import { HomeAndOfferLinks } from '@/components/layout/home-and-offer-links';

/** The localised "page not found" section: the 404 of every route under a locale. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <section className="container section not-found">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <HomeAndOfferLinks homeLabel={t('backHome')} offerLabel={t('browseEstates')} />
    </section>
  );
}
