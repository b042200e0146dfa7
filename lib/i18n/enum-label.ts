import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import type { EnumLabel } from '@/lib/estates/estate-href';
import { warnOnce } from '@/lib/log/warn-once';

/**
 * Localised enumeration labels from messages/{locale}.json ("Enums"). An id the bundle does not know shows
 * the API's own name of it (sent in the request's language), or else a neutral "other": never a message
 * key, which would end up in a heading, a title or a slug. Such an id is logged once.
 */
export async function getEnumLabel(locale: Locale): Promise<EnumLabel> {
  const t = await getTranslations({ locale, namespace: 'Enums' });
  return (group, value) => {
    const { id, name } = typeof value === 'number' ? { id: value, name: null } : value;
    const key = `${group}.${id}` as const;
    // @ts-expect-error -- ids come from the API at run time; t.has guards unknown ones
    if (t.has(key)) return t(key);
    warnOnce(`enum:${key}`, { topic: 'site-api-value', enumeration: group, id }, `Unknown ${group} id ${id} from the site API: shown by the API's own name`);
    return name?.trim() || t('unknown');
  };
}
