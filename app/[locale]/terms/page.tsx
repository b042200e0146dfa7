import type { Metadata } from 'next';
import { AgreementPage, agreementMetadata } from '@/components/content/agreement-page';
import type { Locale } from '@/lib/domain/enums';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return agreementMetadata('terms', (await params).locale);
}

export default async function TermsPage({ params }: Props) {
  return <AgreementPage type="terms" locale={(await params).locale} />;
}
