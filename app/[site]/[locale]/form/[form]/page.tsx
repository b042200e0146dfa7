import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { isNoScriptForm, type NoScriptForm } from '@/lib/forms/no-script';
import { readRetryCookies } from '@/lib/forms/retry-cookie';
import { Link } from '@/lib/i18n/server-link';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteById, siteOf } from '@/lib/tenancy/site-of';
import { FormAgain } from '@/components/forms/form-again';
import { PageHeading } from '@/components/ui/page-heading';
import { withRequestStatus } from '@/lib/http/per-request-page';
import { withNotFoundMetadata } from '@/lib/cache/not-found-page';

type Props = {
  params: Promise<{ site: string; locale: Locale; form: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The heading of each form's page: the one its own page or section has. */
const headings = {
  contact: ['ContactForm', 'heading'],
  'send-to-a-friend': ['SendToFriend', 'title'],
  subscribe: ['Subscribe', 'title'],
  reservation: ['Reservation', 'heading'],
  appointment: ['Appointment', 'title'],
  valuation: ['ValuationForm', 'heading'],
} as const satisfies Record<NoScriptForm, readonly [string, string]>;

async function headingOf(locale: Locale, form: NoScriptForm): Promise<string> {
  const [namespace, key] = headings[form];
  const t = await getTranslations({ locale, namespace });
  return t(key as never);
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  const { form } = await params;
  const { siteId, locale } = await siteOf(params);
  if (!isNoScriptForm(form)) notFound();
  const [site, title] = await Promise.all([siteById(siteId), headingOf(locale, form)]);
  // One visitor's form: nothing for a search engine.
  return pageMetadata({ locale, site, title, description: title, paths: null, noindex: 'nofollow' });
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * A visitor form shown again after a post without JavaScript: its errors and what was
 * typed come from the short-lived cookie the form route set for this path only, so this page is rendered
 * for each request (it reads cookies) and never cached; the public pages that hold the forms stay the same
 * for everyone. Without that cookie: the empty send-to-a-friend form, or a note that the form expired.
 */
async function FormPage({ params, searchParams }: Props) {
  const [{ form }, query] = await Promise.all([params, searchParams]);
  const { siteId, locale } = await siteOf(params);
  if (!isNoScriptForm(form)) notFound();
  const jar = await cookies();
  const stored = readRetryCookies((name) => jar.get(name)?.value);
  const retry = stored?.form === form ? stored : null;
  const [t, title, site] = await Promise.all([getTranslations({ locale, namespace: 'FormPage' }), headingOf(locale, form), siteById(siteId)]);
  const content =
    retry || form === 'send-to-a-friend'
      ? await FormAgain({ site, locale, form, retry, query: { path: one(query.path), estate: one(query.estate), rentalUnit: one(query.rentalUnit) } })
      : null;
  return (
    <>
      <PageHeading title={title} />
      <div className="container">
        {content ?? (
          <>
            <p>{t('expired')}</p>
            <p>
              <Link href="/">{t('backHome')}</Link>
            </p>
          </>
        )}
      </div>
    </>
  );
}

export const generateMetadata = withNotFoundMetadata(metadataOf);
/** A 404 or an error is this page's own, in its server HTML and with its status (lib/http/per-request-page.tsx). */
export default withRequestStatus(FormPage);
