import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { formatDate } from '@/lib/domain/format';
import { cityName, pickLocalized } from '@/lib/domain/localized';
import { ensureCanonicalSlug, loadEstate } from '@/lib/estates/estate-page';
import { EstatePriceText } from '@/components/estates/estate-price-text';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { PageHeading } from '@/components/ui/page-heading';
import { RichText } from '@/components/ui/rich-text';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: Locale; estateId: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, estateId } = await params;
  const estate = await loadEstate(locale, estateId);
  return { title: pickLocalized(estate.general.title, locale) };
}

export default async function EstateDetailPage({ params }: Props) {
  const { locale, estateId, slug } = await params;
  setRequestLocale(locale);
  const estate = await loadEstate(locale, estateId);
  await ensureCanonicalSlug(locale, estate, slug);
  const [t, label] = await Promise.all([getTranslations({ locale, namespace: 'EstateDetail' }), getEnumLabel(locale)]);
  const { general, address } = estate;
  const title = pickLocalized(general.title, locale);
  const city = cityName(address.city, locale);
  const street = pickLocalized(address.street, locale);
  const photo = [...estate.pictures].sort((a, b) => a.index - b.index)[0];

  return (
    <article>
      <PageHeading title={title}>
        <FavouriteButton estateId={general.id} />
        <p className="page-heading__meta">
          <span className="badge">{label('transaction', general.transaction.id)}</span>{' '}
          {label('subType', general.subType.id)} · {t('reference', { id: general.id })}
        </p>
      </PageHeading>
      <div className="container detail">
        {photo ? (
          <Image className="detail__photo" src={photo.file} alt={title} width={1200} height={800} sizes="(min-width: 1100px) 1040px, 100vw" priority />
        ) : null}
        <p className="detail__price">
          <EstatePriceText general={general} locale={locale} />
        </p>
        <p>
          <strong>{t('address')}:</strong>{' '}
          {address.visible && street ? `${street} ${address.number ?? ''}${address.box ? ` bus ${address.box}` : ''}, ` : `${t('addressOnRequest')}, `}
          {address.city.zip} {city}
        </p>
        <p className="detail__published">{t('publishedOn', { date: formatDate(general.publicationDate) })}</p>
        <RichText html={pickLocalized(general.description, locale)} />
        <p>
          <Link href="/estates">{t('backToList')}</Link>
        </p>
      </div>
    </article>
  );
}
