import type { Metadata } from 'next';
import { AgreementPage, agreementMetadata } from '@/components/content/agreement-page';
import type { Locale } from '@/lib/rules';
import { siteById, siteOf } from '@/lib/tenancy/site-of';

type Props = { params: Promise<{ site: string; locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { siteId, locale } = await siteOf(params);
  return agreementMetadata('terms', await siteById(siteId), locale);
}

export default async function TermsPage({ params }: Props) {
  const { siteId, locale, origin } = await siteOf(params);
  return <AgreementPage type="terms" siteId={siteId} locale={locale} origin={origin} />;
}
