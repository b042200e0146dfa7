import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { formatNumber } from '@/lib/domain/format';
import { displayField, type Translate } from '@/lib/estates/detail/display-fields';
import { hasLegalInformation, legalInformationView } from '@/lib/estates/detail/legal-information';
import type { EstateDetail } from '@/lib/site-api/schemas';
import { FloodWarningIcon } from './flood-warning-icon';
import './legal-information.css';

/**
 * What the law asks an advertisement to tell (the Flemish information duty, the Walloon and Brussels PEB):
 * EPC on the region's scale, the renovation obligation, flood scores, the urban-planning items (with their
 * official Flemish abbreviations), asbestos and soil certificates and the electrical inspection. Only what
 * the API sends, after the spec's visibility rules.
 */
export async function LegalInformation({ estate, locale }: { estate: EstateDetail; locale: Locale }) {
  const view = legalInformationView(estate);
  if (!hasLegalInformation(view)) return null;
  const [t, tAll] = await Promise.all([getTranslations({ locale, namespace: 'LegalInformation' }), getTranslations({ locale })]);
  type Key = Parameters<typeof tAll.has>[0];
  const translate: Translate = (key) => (tAll.has(key as Key) ? tAll(key as Key) : undefined);
  const { energy } = view;
  const epcParts = [
    energy.label ? t('epcLabel', { label: energy.label.text, region: view.region ?? 'other' }) : null,
    energy.epcValue !== null ? t('epcValue', { value: formatNumber(energy.epcValue) }) : null,
    energy.epcNumber ? t('epcNumber', { number: energy.epcNumber }) : null,
  ].filter((part): part is string => part !== null);
  const flooding = [
    ['floodParcel', energy.floodingParcel],
    ['floodBuilding', energy.floodingBuilding],
  ] as const;
  const asbestos = view.asbestos ? displayField(view.asbestos, translate) : null;

  return (
    <section className="legal-information" aria-labelledby="legal-information-heading">
      <h2 id="legal-information-heading">{t('title')}</h2>
      <dl className="legal-information__list">
        {epcParts.length > 0 ? (
          <div>
            <dt>{t('epc')}</dt>
            <dd>
              {epcParts.join(' · ')}
              {view.renovationObligation && energy.label ? <p className="legal-information__note">{t('renovation', { label: energy.label.text })}</p> : null}
            </dd>
          </div>
        ) : null}
        {flooding.map(([key, score]) =>
          score ? (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd className="legal-information__flood">
                {score.score}
                {score.warning ? <FloodWarningIcon label={t('floodWarning')} /> : null}
              </dd>
            </div>
          ) : null,
        )}
        {view.planning.map(({ field, code }) => {
          const row = displayField(field, translate);
          return (
            <div key={field.key} data-field={field.key}>
              <dt>{row.label}</dt>
              <dd>
                {code ? (
                  <>
                    <abbr className="legal-information__code" title={`${row.label}: ${row.value}`}>
                      {code}
                    </abbr>{' '}
                  </>
                ) : null}
                {row.value}
                {row.description ? <span className="legal-information__description">{row.description}</span> : null}
              </dd>
            </div>
          );
        })}
        {asbestos ? (
          <div>
            <dt>{t('asbestos')}</dt>
            <dd>{asbestos.description ?? t('available')}</dd>
          </div>
        ) : null}
        {view.soilCertificate ? (
          <div>
            <dt>{t('soil')}</dt>
            <dd>
              <a href={view.soilCertificate.link}>{view.soilCertificate.comment ?? t('soilLink')}</a>
            </dd>
          </div>
        ) : null}
        {energy.electricity ? (
          <div>
            <dt>{t('electrical')}</dt>
            <dd>
              {t('electricalStatus', { status: energy.electricity.status })}
              {energy.electricity.conformity ? `, ${t('electricalConformity', { conformity: energy.electricity.conformity })}` : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
