import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { PlaceholderPage, placeholderMetadata } from '@/components/ui/placeholder-page';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return placeholderMetadata('HolidayList', (await params).locale);
}

export default async function HolidayListPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PlaceholderPage namespace="HolidayList" locale={locale} />;
}
