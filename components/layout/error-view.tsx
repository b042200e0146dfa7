import { getTranslations } from 'next-intl/server';
import { HomeAndOfferLinks } from '@/components/layout/home-and-offer-links';

/** The localised "something went wrong" section of a page rendered per request, in its server HTML. */
export async function ErrorView() {
  const [t, tNotFound] = await Promise.all([getTranslations('Error'), getTranslations('NotFound')]);
  return (
    <section className="container section" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <HomeAndOfferLinks homeLabel={tNotFound('backHome')} offerLabel={tNotFound('browseEstates')} />
    </section>
  );
}
