import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/enums';
import { getCardMapper } from '@/lib/estates/card-mapper';
import { floorCaption, projectUnitGroups, type FloorTexts } from '@/lib/estates/detail/project-units';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { Link } from '@/lib/i18n/server-link';
import type { EstateDetail, EstateSummary } from '@/lib/site-api/schemas';
import './extra.css';

/**
 * A cell's column name, shown only where the table is stacked into cards (a phone); the header names it
 * elsewhere. No class: every cell starts with it, and extra.css finds it as the cell's first span (a class
 * on each of a project's hundred cells cost about 2 KB of HTML and as much again of the RSC payload).
 */
function CellLabel({ children }: { children: string }) {
  return <span>{children}</span>;
}

type Props = { project: EstateDetail; units: EstateSummary[]; locale: Locale };

/**
 * The units of a project, one table per floor level (document 001, section 3), each unit linking to its
 * page under the project's URL. Renders nothing for a project without units.
 */
export async function ProjectUnits({ project, units, locale }: Props) {
  if (units.length === 0) return null;
  const [t, label, toCard] = await Promise.all([
    getTranslations({ locale, namespace: 'ProjectUnits' }),
    getEnumLabel(locale),
    getCardMapper(locale),
  ]);
  const groups = projectUnitGroups(project, units, locale, label, toCard);

  const floorTexts: FloorTexts = {
    basement: (depth) => t('basement', { depth }),
    ground: t('groundFloor'),
    upper: (floor) => t('upperFloor', { floor }),
    unknown: t('floorUnknown'),
  };
  const caption = (floor: number | null) => floorCaption(floor, floorTexts);

  return (
    <section className="project-units" aria-labelledby="project-units-heading">
      <h2 id="project-units-heading">{t('heading', { count: units.length })}</h2>
      {groups.map(({ floor, units: rows }) => (
        // Fits its box at every width: columns wrap on wide screens, each unit becomes a card on a phone
        // (extra.css), where every value carries its column's name in a label of its own. The number columns
        // (bedrooms, surface, price) are styled by position in extra.css, not by a class on every cell.
        <table key={floor ?? 'unknown'} className="project-units__table">
          <caption>{caption(floor)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('unit')}</th>
              <th scope="col">{t('type')}</th>
              <th scope="col">{t('bedrooms')}</th>
              <th scope="col">{t('livingSurface')}</th>
              <th scope="col">{t('price')}</th>
              <th scope="col">{t('status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link href={row.href} locale={locale}>
                    {row.title || t('unitFallback', { id: row.id })}
                  </Link>
                </th>
                <td>
                  <CellLabel>{t('type')}</CellLabel>
                  {row.typeLabel}
                </td>
                <td>
                  <CellLabel>{t('bedrooms')}</CellLabel>
                  {row.bedrooms ?? t('none')}
                </td>
                <td>
                  <CellLabel>{t('livingSurface')}</CellLabel>
                  {row.livingSurface ?? t('none')}
                </td>
                <td>
                  <CellLabel>{t('price')}</CellLabel>
                  {/* "€ 415.000,00" never breaks after its euro sign. */}
                  {row.priceText.replace('€ ', '€\u00a0')}
                </td>
                <td>
                  <CellLabel>{t('status')}</CellLabel>
                  {row.status ? <span className={`badge badge--${row.status.toLowerCase()}`}>{row.statusLabel}</span> : row.statusLabel}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
