import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import type { Translate } from './chrome-texts';

/** Every namespace's texts of a language by full key (`Share.label`), for the builders of client leaves' texts. */
export async function serverTranslate(locale: Locale): Promise<Translate> {
  const t = await getTranslations({ locale });
  return (key, values) => t(key as never, values as never);
}
