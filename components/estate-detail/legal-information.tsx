import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { formatNumber } from '@/lib/rules/format';
import { displayField, type Translate } from '@/lib/estates/detail/display-fields';
import { electricalInspectionText } from '@/lib/estates/detail/electrical-inspection';
import { hasLegalInformation, type LegalInformationView } from '@/lib/estates/detail/legal-information';
import { DefinitionRows, type PackedRow } from '@/components/ui/definition-rows';
import { FloodWarningIcon } from './flood-warning-icon';
import './legal-information.css';

/**
 * What the law asks an advertisement to tell (the Flemish information duty, the Walloon and Brussels PEB):
 * EPC on the region's scale, the renovation obligation, flood scores, the urban-planning items (with their
 * official Flemish abbreviations), asbestos and soil certificates and the electrical inspection. Only what
 * the API sends, after the spec's visibility rules.
 */
export async function LegalInformation({ view, locale }: { view: LegalInformationView; locale: Locale }) {
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

  // Drawn by DefinitionRows: the RSC payload carries each row's texts, not its elements.
  const rows: PackedRow[] = [];
  if (epcParts.length > 0) {
    const epc = epcParts.join(' · ');
    rows.push([
      t('epc'),
      view.renovationObligation && energy.label ? (
        <>
          {epc}
          <p className="legal-information__note">{t('renovation', { label: energy.label.text })}</p>
        </>
      ) : (
        epc
      ),
    ]);
  }
  for (const [key, score] of flooding) {
    if (!score) continue;
    const value = score.warning ? (
      <>
        {score.score}
        <FloodWarningIcon label={t('floodWarning')} />
      </>
    ) : (
      score.score
    );
    rows.push([t(key), value, { dd: 'legal-information__flood' }]);
  }
  for (const { field, code } of view.planning) {
    const row = displayField(field, translate);
    // The code's meaning in words stands beside it ("Vg Vergunning verleend"): a visitor does not know the
    // abbreviations. A zoning code's meaning is the zone's name, the row's value.
    const meaning = (code && translate(`LegalInformation.codes.${code}`)) || row.value;
    const value =
      code || row.description ? (
        <>
          {code ? (
            <>
              <abbr className="legal-information__code" title={meaning}>
                {code}
              </abbr>{' '}
            </>
          ) : null}
          {meaning}
          {row.description ? <span className="legal-information__description">{row.description}</span> : null}
        </>
      ) : (
        row.value
      );
    rows.push([row.label, value, { field: field.key }]);
  }
  if (asbestos) rows.push([t('asbestos'), asbestos.description ?? t('available')]);
  if (view.soilCertificate) {
    const link = <a href={view.soilCertificate.link}>{view.soilCertificate.comment ?? t('soilLink')}</a>;
    rows.push([t('soil'), link]);
  }
  if (energy.electricity) {
    const words = { status: (status: string) => t('electricalStatus', { status }), conformity: (conformity: string) => t('electricalConformity', { conformity }) };
    rows.push([t('electrical'), electricalInspectionText(energy.electricity, words)]);
  }

  return (
    <section className="legal-information" aria-labelledby="legal-information-heading">
      <h2 id="legal-information-heading">{t('title')}</h2>
      <dl className="legal-information__list">
        <DefinitionRows rows={rows} />
      </dl>
    </section>
  );
}
