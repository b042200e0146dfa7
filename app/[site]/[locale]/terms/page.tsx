import type { Metadata } from 'next';
import { AgreementPage, agreementMetadata } from '@/components/content/agreement-page';
import type { Locale } from '@/lib/rules';
import { enterSite } from '@/lib/tenancy/current-site';

type Props = { params: Promise<{ site: string; locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return agreementMetadata('terms', (await enterSite(params)).locale);
}

export default async function TermsPage({ params }: Props) {
  return <AgreementPage type="terms" locale={(await enterSite(params)).locale} />;
}
