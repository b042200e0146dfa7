import type { Metadata } from 'next';
import { AccessibilityStatement, accessibilityMetadata } from '@/components/content/accessibility-statement';
import type { Locale } from '@/lib/rules';
import { currentSite, enterSite } from '@/lib/tenancy/current-site';

type Props = { params: Promise<{ site: string; locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accessibilityMetadata((await enterSite(params)).locale);
}

export default async function AccessibilityPage({ params }: Props) {
  const { locale } = await enterSite(params);
  return <AccessibilityStatement site={await currentSite()} locale={locale} />;
}
