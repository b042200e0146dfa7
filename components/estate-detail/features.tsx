import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { enumLabel } from '@/lib/estates/detail/display-fields';
import type { FeaturesView } from '@/lib/estates/detail/sections';
import { DefinitionRows, type PackedRow } from '@/components/ui/definition-rows';
import { ListItems } from '@/components/ui/list-items';

/**
 * Facilities, surroundings and build technicals: lists the API sends beside the field catalogue.
 * Facility and criteria names come localised from the API; surroundings are codes we label.
 */
export async function Features({ features, locale }: { features: FeaturesView; locale: Locale }) {
  const { facilities, environments, technicals: buildTechnicals } = features;
  if (facilities.length + environments.length + buildTechnicals.length === 0) return null;
  const [t, tEnums] = await Promise.all([
    getTranslations({ locale, namespace: 'Features' }),
    getTranslations({ locale, namespace: 'FieldEnums' }),
  ]);
  // Codes come from the API at run time: one without a label shows as sent (lib/estates/detail/display-fields.ts).
  const environmentLabel = (code: string) =>
    enumLabel('environment', code, (key) => {
      const inTable = key.replace(/^FieldEnums\./, '') as Parameters<typeof tEnums.has>[0];
      return tEnums.has(inTable) ? tEnums(inTable) : undefined;
    });

  return (
    <section className="features" aria-labelledby="features-heading">
      <h2 id="features-heading">{t('title')}</h2>
      <div className="features__grid">
        {facilities.length > 0 ? (
          <div>
            <h3>{t('facilities')}</h3>
            <ul className="features__list">
              <ListItems items={facilities} />
            </ul>
          </div>
        ) : null}
        {environments.length > 0 ? (
          <div>
            <h3>{t('environment')}</h3>
            <ul className="features__list">
              <ListItems items={environments.map(environmentLabel)} />
            </ul>
          </div>
        ) : null}
        {buildTechnicals.length > 0 ? (
          <div>
            <h3>{t('buildTechnicals')}</h3>
            <dl className="features__technicals">
              <DefinitionRows
                rows={buildTechnicals.map((item): PackedRow => {
                  const comment = item.comment ? <span className="features__comment"> · {item.comment}</span> : null;
                  return [
                    item.name,
                    comment ? (
                      <>
                        {item.value}
                        {comment}
                      </>
                    ) : (
                      item.value
                    ),
                  ];
                })}
              />
            </dl>
          </div>
        ) : null}
      </div>
    </section>
  );
}
