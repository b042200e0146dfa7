import type { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { locales, type Locale } from '@/lib/domain/enums';
import { routing } from './routing';

type I18nRouting = (request: NextRequest) => NextResponse;

/**
 * next-intl's routing with the site's own default language: a visitor whose browser asks for none of the
 * site's languages (or for no language at all) lands in the agency's, French for a Walloon agency. One
 * handler per language, made once.
 */
const handlers = Object.fromEntries(locales.map((locale) => [locale, createMiddleware({ ...routing, defaultLocale: locale })])) as Record<Locale, I18nRouting>;

export function i18nRoutingFor(defaultLocale: Locale): I18nRouting {
  return handlers[defaultLocale];
}
