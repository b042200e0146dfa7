import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { formatEpc, formatEpcPerYear, formatNumber, formatPercentage } from '@/lib/rules/format';
import { electricalInspectionText } from '@/lib/estates/detail/electrical-inspection';
import { hasEnergyData, type EnergyView } from '@/lib/estates/detail/energy';
import { FloodWarningIcon } from './flood-warning-icon';
import './facts.css';

/** EPC label, values and bar, CO₂, certificates, flooding scores and the agency's sticker; nothing without energy data. */
export async function EnergySection({ view, locale }: { view: EnergyView; locale: Locale }) {
  if (!hasEnergyData(view)) return null;
  const t = await getTranslations({ locale, namespace: 'Energy' });
  const percentage = view.barPercentage === null ? null : Math.round(view.barPercentage);

  return (
    <section className="energy" aria-labelledby="energy-heading">
      <h2 id="energy-heading">{t('title')}</h2>
      {view.label ? (
        <div className="energy__label">
          {view.label.imagePath ? (
            // A small static SVG: next/image adds nothing here.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={view.label.imagePath} alt={t('labelImage', { label: view.label.text })} height={40} loading="lazy" />
          ) : (
            <p className="energy__label-text">{t('labelImage', { label: view.label.text })}</p>
          )}
          {view.sticker ? (
            <span className="energy__sticker" style={{ backgroundColor: view.sticker.background, color: view.sticker.color }}>
              {t('sticker', { label: view.label.text })}
            </span>
          ) : null}
        </div>
      ) : null}
      {view.epcValue !== null && percentage !== null ? (
        <div
          className="energy__bar"
          role="meter"
          aria-label={t('bar')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percentage}
          aria-valuetext={`${formatEpc(view.epcValue)}, ${t('barValue', { percentage: formatPercentage(percentage) })}`}
        >
          <span className="energy__bar-marker" style={{ insetInlineStart: `${percentage}%` }} aria-hidden="true" />
        </div>
      ) : null}
      <dl className="energy__facts">
        {view.epcValue !== null ? (
          <div>
            <dt>{t('epcValue')}</dt>
            <dd>{formatEpc(view.epcValue)}</dd>
          </div>
        ) : null}
        {view.epcTotal !== null ? (
          <div>
            <dt>{t('epcTotal')}</dt>
            <dd>{formatEpcPerYear(view.epcTotal)}</dd>
          </div>
        ) : null}
        {view.co2 !== null ? (
          <div>
            <dt>{t('co2')}</dt>
            <dd>{t('co2Value', { value: formatNumber(view.co2) })}</dd>
          </div>
        ) : null}
        {view.epcNumber ? (
          <div>
            <dt>{t('epcNumber')}</dt>
            <dd>{view.epcNumber}</dd>
          </div>
        ) : null}
        {view.electricity ? (
          <div>
            <dt>{t('electricity')}</dt>
            <dd>
              {electricalInspectionText(view.electricity, {
                status: (status) => t('electricityStatus', { status }),
                conformity: (conformity) => t('electricityConformity', { conformity }),
              })}
            </dd>
          </div>
        ) : null}
        {view.conformity ? (
          <div>
            <dt>{t('conformity')}</dt>
            <dd>
              {view.conformity.number}
              {view.conformity.valid !== null ? ` (${t('conformityValid', { conform: String(view.conformity.valid) })})` : null}
            </dd>
          </div>
        ) : null}
        {view.floodingBuilding ? (
          <div>
            <dt>{t('floodingBuilding')}</dt>
            <dd className="energy__flood">
              {view.floodingBuilding.score}
              {view.floodingBuilding.warning ? <FloodWarningIcon label={t('floodingWarning')} /> : null}
            </dd>
          </div>
        ) : null}
        {view.floodingParcel ? (
          <div>
            <dt>{t('floodingParcel')}</dt>
            <dd className="energy__flood">
              {view.floodingParcel.score}
              {view.floodingParcel.warning ? <FloodWarningIcon label={t('floodingWarning')} /> : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
