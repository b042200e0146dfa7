import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { compareColumn } from '@/lib/estates/compare/compare-column';
import { compareModel, type CompareCell } from '@/lib/estates/compare/compare-model';
import type { Comparison } from '@/lib/estates/compare/load-comparison';
import { compareParam, MAX_COMPARE } from '@/lib/estates/compare/compare-ids';
import { getPriceText } from '@/lib/estates/price-text';
import type { Translate } from '@/lib/estates/detail/display-fields';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import { Link } from '@/lib/i18n/server-link';
import { PageHeading } from '@/components/ui/page-heading';
import { Photo } from '@/components/ui/photo';
import './compare-view.css';

type Props = { locale: Locale; comparison: Comparison };

/** The compare page at these ids (and with or without `diff=1`). */
function compareHref(ids: readonly number[], onlyDifferences = false) {
  const query: Record<string, string> = { ids: compareParam(ids) };
  if (onlyDifferences) query.diff = '1';
  return { pathname: '/compare' as const, query };
}

/** The listings, the rows that compare them, and what the link held that cannot be compared. */
export async function CompareView({ locale, comparison }: Props) {
  const [t, tAll, price, label] = await Promise.all([
    getTranslations({ locale, namespace: 'Compare' }),
    getTranslations({ locale }),
    getPriceText(locale),
    getEnumLabel(locale),
  ]);
  type Key = Parameters<typeof tAll.has>[0];
  // Field labels and enumeration codes come from the API at run time; t.has guards the ones without a message.
  const translate: Translate = (key) => (tAll.has(key as Key) ? tAll(key as Key) : undefined);
  const { selection, entries, onlyDifferences, day } = comparison;
  const ids = entries.map((entry) => entry.id);
  const without = (id: number) => compareHref(ids.filter((other) => other !== id), onlyDifferences);
  const estates = entries.flatMap((entry) => (entry.kind === 'estate' ? [entry.estate] : []));
  const model = compareModel(estates, day, { price, translate });
  const differing = model.rows.filter((row) => row.differs);
  const rows = onlyDifferences && differing.length > 0 ? differing : model.rows;
  const columnOf = (estate: (typeof estates)[number]) => compareColumn(estate, locale, label);
  const columns = estates.map(columnOf);

  const cell = (value: CompareCell, key: number) =>
    value ? (
      <td key={key}>
        {value.text}
        {value.note ? <span className="compare-table__note">{t(`notes.${value.note}`)}</span> : null}
      </td>
    ) : (
      <td key={key} className="compare-table__none">
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{t('notGiven')}</span>
      </td>
    );

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <div className="container compare">
        {selection.overLimit.length > 0 || selection.malformed > 0 || entries.some((entry) => entry.kind !== 'estate') ? (
          <ul className="compare__notices">
            {selection.overLimit.length > 0 ? <li>{t('overLimit', { max: MAX_COMPARE, count: selection.overLimit.length })}</li> : null}
            {selection.malformed > 0 ? <li>{t('malformed', { count: selection.malformed })}</li> : null}
            {entries.map((entry) =>
              entry.kind === 'missing' ? (
                <li key={entry.id}>
                  {t('missing', { id: entry.id })}{' '}
                  <Link href={without(entry.id)}>{t('removeId')}</Link>
                </li>
              ) : entry.kind === 'project' ? (
                <li key={entry.id}>
                  <Link href={columnOf(entry.estate).href}>{t('project', { title: columnOf(entry.estate).title })}</Link>{' '}
                  <Link href={without(entry.id)}>
                    {t('removeId')}
                    <span className="visually-hidden">: {columnOf(entry.estate).title}</span>
                  </Link>
                </li>
              ) : null,
            )}
          </ul>
        ) : null}

        {estates.length === 0 ? (
          <div className="empty-state">
            <p>{t('empty', { max: MAX_COMPARE })}</p>
            <Link className="button" href="/estates">
              {t('browse')}
            </Link>
          </div>
        ) : (
          <>
            {estates.length === 1 ? <p className="compare__notice">{t('onlyOne')}</p> : null}
            {model.mixesSaleAndRent ? <p className="compare__notice">{t('mixed')}</p> : null}
            {estates.length > 1 && differing.length > 0 ? (
              <p className="compare__filter">
                <Link href={compareHref(ids, !onlyDifferences)}>{onlyDifferences ? t('allRows') : t('onlyDifferences')}</Link>
              </p>
            ) : null}
            <p className="compare__hint">{t('scrollHint')}</p>
            {/* Scrolls sideways on its own on a phone (one listing and a half in view), never the page. */}
            <div className="compare__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
              <table className={`compare-table compare-table--${estates.length}`}>
                <caption id="compare-caption">{t('tableCaption', { count: estates.length })}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="compare-table__fact">
                      {t('fact')}
                    </th>
                    {columns.map((column) => (
                      <th key={column.id} scope="col" className="compare-table__listing">
                        {column.thumbnail ? <Photo src={column.thumbnail} alt="" width={300} height={200} sizes="(min-width: 900px) 220px, 45vw" /> : null}
                        <Link href={column.href}>{column.title}</Link>
                        <span className="compare-table__place">
                          {column.transactionLabel} · {column.place}
                        </span>
                        <Link className="compare-table__remove" href={without(column.id)}>
                          {t('removeId')}
                          <span className="visually-hidden">: {column.title}</span>
                        </Link>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key} className={row.differs ? 'compare-table__row--differs' : undefined}>
                      <th scope="row">
                        {t(`rows.${row.key}`)}
                        {row.differs ? (
                          <span className="compare-table__differs">
                            <span aria-hidden="true">≠ </span>
                            {t('differs')}
                          </span>
                        ) : null}
                      </th>
                      {row.cells.map(cell)}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {model.rows.some((row) => row.key === 'costToBuy') ? <p className="compare__note">{t('costToBuyNote')}</p> : null}
          </>
        )}
      </div>
    </>
  );
}
