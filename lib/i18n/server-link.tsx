import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { getLocale } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { getPathname, type AppHref } from './pathname';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  href: AppHref;
  locale?: Locale;
};

/**
 * next-intl's Link for server components, localised on the server: the browser gets next/link with a
 * finished address, not next-intl's navigation and the route table. Client components that
 * need a localised address get it as a prop.
 */
export async function Link({ href, locale, ...props }: Props) {
  return <NextLink {...props} href={getPathname({ href, locale: locale ?? ((await getLocale()) as Locale) })} />;
}
