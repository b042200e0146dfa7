import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { parseToken } from '@/lib/domain/route-params';
import { PlaceholderPage, placeholderMetadata } from '@/components/ui/placeholder-page';
import { findSubscription } from '@/lib/subscriptions/find-subscription';

type Props = { params: Promise<{ locale: Locale; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return placeholderMetadata('SubscriptionEdit', (await params).locale);
}

export default async function SubscriptionEditPage({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const valid = parseToken(token);
  // An unknown or malformed token is a plain 404: it reveals nothing about other subscriptions.
  if (!valid || !(await findSubscription(valid))) notFound();
  return <PlaceholderPage namespace="SubscriptionEdit" locale={locale} />;
}
