import type { Metadata } from 'next';
import { AccessibilityStatement, accessibilityMetadata } from '@/components/content/accessibility-statement';
import type { Locale } from '@/lib/rules';
import { siteById, siteOf } from '@/lib/tenancy/site-of';

type Props = { params: Promise<{ site: string; locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  return accessibilityMetadata(await siteById(siteId), locale);
}

export default async function AccessibilityPage({ params }: Props) {
  const { siteId, locale, origin } = await siteOf(params);
  return <AccessibilityStatement site={await siteById(siteId)} locale={locale} origin={origin} />;
}
