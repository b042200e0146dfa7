import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { PageHeading } from './page-heading';

export type PlaceholderNamespace =
  | 'EstateList'
  | 'HolidayList'
  | 'Subscribe'
  | 'SubscribeSuccess'
  | 'SubscriptionEdit'
  | 'Unsubscribe'
  | 'CancelAppointment';

/** A route that exists with its localised heading; the issue that owns it fills in the rest. */
export async function PlaceholderPage({ namespace, locale }: { namespace: PlaceholderNamespace; locale: Locale }) {
  const [t, tPlaceholder] = await Promise.all([
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: 'Placeholder' }),
  ]);
  return (
    <>
      <PageHeading title={t('title')} />
      <p className="container">{tPlaceholder('comingSoon')}</p>
    </>
  );
}

export async function placeholderMetadata(namespace: PlaceholderNamespace, locale: Locale) {
  const t = await getTranslations({ locale, namespace });
  return { title: t('title') };
}
