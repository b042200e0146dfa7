import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { PlaceholderPage, placeholderMetadata } from '@/components/ui/placeholder-page';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return placeholderMetadata('SubscribeSuccess', (await params).locale);
}

export default async function SubscribeSuccessPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PlaceholderPage namespace="SubscribeSuccess" locale={locale} />;
}
