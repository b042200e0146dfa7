import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { floorCaption, type FloorGroup, type FloorTexts, type ProjectUnitRow } from '@/lib/estates/detail/project-units';
import { getPathname } from '@/lib/i18n/pathname';
import { ProjectUnitTables, type PackedFloor, type PackedUnit } from './project-unit-tables';
import './extra.css';

/** The project's units by floor (lib/estates/detail/project-units.ts). */
type Props = { groups: FloorGroup<ProjectUnitRow>[]; locale: Locale };

/**
 * The units of a project, one table per floor level (document 001, section 3), each unit linking to its
 * page under the project's URL. Renders nothing for a project without units.
 */
export async function ProjectUnits({ groups, locale }: Props) {
  const count = groups.reduce((sum, group) => sum + group.units.length, 0);
  if (count === 0) return null;
  const t = await getTranslations({ locale, namespace: 'ProjectUnits' });

  const floorTexts: FloorTexts = {
    basement: (depth) => t('basement', { depth }),
    ground: t('groundFloor'),
    upper: (floor) => t('upperFloor', { floor }),
    unknown: t('floorUnknown'),
  };
  const caption = (floor: number | null) => floorCaption(floor, floorTexts);

  const floors = groups.map(({ floor, units: rows }): PackedFloor => [
    caption(floor),
    rows.map((row): PackedUnit => [
      row.id,
      getPathname({ href: row.href, locale }),
      row.title || t('unitFallback', { id: row.id }),
      row.typeLabel,
      row.bedrooms ?? t('none'),
      row.livingSurface ?? t('none'),
      // "€ 415.000,00" never breaks after its euro sign.
      row.priceText.replace('€ ', '€\u00a0'),
      row.status ? row.status.toLowerCase() : null,
      row.statusLabel,
    ]),
  ]);

  return (
    <section className="project-units" aria-labelledby="project-units-heading">
      <h2 id="project-units-heading">{t('heading', { count })}</h2>
      {/* Fits its box at every width: columns wrap on wide screens, each unit becomes a card on a phone
          (extra.css), where every value carries its column's name in a label of its own. The number columns
          (bedrooms, surface, price) are styled by position in extra.css, not by a class on every cell. */}
      <ProjectUnitTables columns={[t('unit'), t('type'), t('bedrooms'), t('livingSurface'), t('price'), t('status')]} floors={floors} />
    </section>
  );
}
