import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/rules';
import { renderedOnDemand } from '@/lib/cache/on-demand';
import { withNotFoundView } from '@/lib/cache/not-found-page';
import { landingTransactionOf } from '@/lib/estates/landing';
import { permanentRedirect } from '@/lib/i18n/pathname';
import { siteOf } from '@/lib/tenancy/site-of';

type Props = { params: Promise<{ site: string; locale: Locale; estateId: string }> };

export const generateStaticParams = renderedOnDemand;

/** A transaction word alone (`/nl/aanbod/te-koop`) is the list of that transaction (its cached search). */
async function TransactionOnly({ params }: Props) {
  const { estateId } = await params;
  const { locale } = await siteOf(params);
  const transaction = landingTransactionOf(estateId);
  if (!transaction) notFound();
  permanentRedirect({ href: { pathname: '/estates', query: { trans: transaction === 'FOR_SALE' ? 'kopen' : 'huren' } }, locale });
  return null;
}

export default withNotFoundView(TransactionOnly);
