import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import type { EnumLabel } from '@/lib/estates/estate-href';

/** Localised enumeration labels from messages/{locale}.json ("Enums"); unknown ids show their key between underscores. */
export async function getEnumLabel(locale: Locale): Promise<EnumLabel> {
  const t = await getTranslations({ locale, namespace: 'Enums' });
  return (group, id) => {
    const key = `${group}.${id}`;
    // @ts-expect-error -- ids come from the API at run time; t.has guards unknown ones
    return t.has(key) ? t(key) : `_Enums.${key}_`;
  };
}
