import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { statusOfTransaction } from '@/lib/domain/enums';
import { formatArea } from '@/lib/domain/format';
import { cityName, pickLocalized } from '@/lib/domain/localized';
import { estateHref, type EnumLabel } from '@/lib/estates/estate-href';
import { Link } from '@/lib/i18n/navigation';
import type { EstateSummary } from '@/lib/site-api/schemas';
import { EstatePriceText } from './estate-price-text';

type Props = { estate: EstateSummary; locale: Locale; label: EnumLabel; priority?: boolean };

export async function EstateCard({ estate, locale, label, priority = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'EstateCard' });
  const { general, address } = estate;
  const title = pickLocalized(general.title, locale);
  const city = cityName(address.city, locale);
  const status = statusOfTransaction(general.transaction.id);
  const photo = [...estate.pictures].sort((a, b) => a.index - b.index)[0];

  return (
    <article className="estate-card">
      <div className="estate-card__media">
        {photo ? (
          <Image
            src={photo.thumbnail}
            alt={t('photoOf', { title })}
            width={600}
            height={400}
            sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
            priority={priority}
          />
        ) : (
          <div className="estate-card__no-photo" aria-hidden="true" />
        )}
        {status ? (
          <span className={`badge badge--${status.toLowerCase()}`}>{label('transaction', general.transaction.id)}</span>
        ) : null}
      </div>
      <div className="estate-card__body">
        <h3 className="estate-card__title">
          <Link href={estateHref(estate, locale, label)} className="estate-card__link">
            {title}
          </Link>
        </h3>
        <p className="estate-card__city">
          {address.city.zip} {city}
        </p>
        <p className="estate-card__price">
          <EstatePriceText general={general} locale={locale} />
        </p>
        <ul className="estate-card__facts">
          {general.project ? <li>{t('project')}</li> : <li>{label('subType', general.subType.id)}</li>}
          {general.bedroomCount ? <li>{t('bedrooms', { count: general.bedroomCount })}</li> : null}
          {estate.surfaces.livable ? <li>{t('surface', { surface: formatArea(estate.surfaces.livable) })}</li> : null}
        </ul>
      </div>
    </article>
  );
}
