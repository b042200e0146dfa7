import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { FavouritesList } from '@/components/favourites/favourites-list';
import { PageHeading } from '@/components/ui/page-heading';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Favorites' });
  // Every visitor's list is their own and empty to a crawler: nothing here to index.
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** The heading renders on the server; the list lives in the visitor's browser storage, so it is a client island. */
export default async function FavoritesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tFavourites] = await Promise.all([
    getTranslations({ locale, namespace: 'Favorites' }),
    getTranslations({ locale, namespace: 'Favourites' }),
  ]);
  return (
    <>
      <PageHeading title={t('title')} lead={tFavourites('intro')} />
      <div className="container">
        <FavouritesList />
      </div>
    </>
  );
}
