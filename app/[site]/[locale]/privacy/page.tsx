import type { Metadata } from 'next';
import { AgreementPage, agreementMetadata } from '@/components/content/agreement-page';
import type { Locale } from '@/lib/rules';
import { siteById, siteOf } from '@/lib/tenancy/site-of';

type Props = { params: Promise<{ site: string; locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  return agreementMetadata('privacy', await siteById(siteId), locale);
}

export default async function PrivacyPage({ params }: Props) {
  const { siteId, locale, origin } = await siteOf(params);
  return <AgreementPage type="privacy" siteId={siteId} locale={locale} origin={origin} />;
}
