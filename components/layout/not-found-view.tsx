import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

/** The localised "page not found" section: the 404 of every route under a locale. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <section className="container section not-found">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
      <p className="hero__actions">
        <Link href="/" className="button button--primary">
          {t('backHome')}
        </Link>
        <Link href="/estates" className="button">
          {t('browseEstates')}
        </Link>
      </p>
    </section>
  );
}
