import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { formatCurrency, formatDate, formatPercentage } from '@/lib/rules/format';
import type { AgencyFigures, CostToBuyView, SituationCosts } from '@/lib/estates/cost-to-buy/panel';
import type { DutyResult } from '@/lib/estates/cost-to-buy/calculate';
import { formIntl } from '@/lib/i18n/form-intl';
import { TableRows, type PackedTableRow } from '@/components/ui/table-rows';
import { LoanCalculator } from './loan-calculator';
import './cost-to-buy.css';

type T = Awaited<ReturnType<typeof getTranslations<'CostToBuy'>>>;

const percent = (rate: number) => formatPercentage(Math.round(rate * 10_000) / 100);

function dutyRate(duties: DutyResult, t: T) {
  return duties.abatement > 0
    ? t('rateAfterAbatement', { rate: percent(duties.rate), abatement: formatCurrency(duties.abatement) })
    : t('rate', { rate: percent(duties.rate) });
}

/** The agency's own figures, first: the API's answer, with the rate its duties assume named beside them. */
function AgencyFiguresList({ agency, date, t }: { agency: AgencyFigures; date: string; t: T }) {
  const rows = (
    [
      ['agencyDuties', agency.registrationDuties],
      ['agencyFee', agency.notaryFee],
      ['agencyTotal', agency.total],
    ] as const
  ).filter((row): row is readonly ['agencyDuties' | 'agencyFee' | 'agencyTotal', number] => row[1] !== null);
  if (rows.length === 0) return null;
  return (
    <section className="cost-to-buy__agency" aria-labelledby="cost-to-buy-agency-heading">
      <h3 id="cost-to-buy-agency-heading">{t('agencyTitle')}</h3>
      {agency.assumes ? (
        <p>
{t('agencyAssumes', { situation: agency.assumes.rule, rate: percent(agency.assumes.rate), date })}
        </p>
      ) : null}
      <dl>
        {rows.map(([key, amount]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{formatCurrency(amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function CostsTable({ situations, newBuild, t }: { situations: SituationCosts[]; newBuild: boolean; t: T }) {
  const cells = (pick: (s: SituationCosts) => string) => situations.map(pick);
  return (
    // A box that scrolls sideways on a phone: reachable and named for keyboard and screen reader users.
    <div className="cost-to-buy__scroll" role="region" aria-labelledby="cost-to-buy-caption" tabIndex={0}>
      <table className="cost-to-buy__table">
        <caption id="cost-to-buy-caption">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('item')}</th>
            {situations.map((s) => (
              <th scope="col" key={s.situation}>
                {t(s.situation)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <TableRows
            rows={[
              [newBuild ? t('landDuties') : t('duties'), cells((s) => `${formatCurrency(s.costs.duties.amount)} (${dutyRate(s.costs.duties, t)})`)],
              ...(newBuild
                ? [[t('buildingVat'), cells((s) => `${formatCurrency(s.costs.buildingVat)}${s.costs.buildingVatRate !== null ? ` (${percent(s.costs.buildingVatRate)})` : ''}`)] satisfies PackedTableRow]
                : []),
              [t('notaryFee'), cells((s) => formatCurrency(s.costs.notaryFee))],
              [t('deedCosts'), cells((s) => formatCurrency(s.costs.deedCosts))],
              [t('notaryVat'), cells((s) => formatCurrency(s.costs.notaryVat))],
              [t('costs'), cells((s) => formatCurrency(s.costs.total)), 'cost-to-buy__sum'],
              [t('total'), cells((s) => formatCurrency(s.totalWithPrice)), 'cost-to-buy__sum'],
            ]}
          />
        </tbody>
      </table>
    </div>
  );
}

/**
 * What buying this listing costs on top of its price, in both situations, from the estate alone (the page
 * stays cacheable); the loan part, the visitor's own choices, loads in the browser when it comes into view.
 */
export async function CostToBuy({ view, locale }: { view: CostToBuyView | null; locale: Locale }) {
  if (!view) return null;
  const t = await getTranslations({ locale, namespace: 'CostToBuy' });
  const date = formatDate(view.day);

  return (
    <section className="cost-to-buy" aria-labelledby="cost-to-buy-heading">
      <h2 id="cost-to-buy-heading">{t('title')}</h2>
      <AgencyFiguresList agency={view.agency} date={date} t={t} />
      {view.kind === 'rates' ? (
        <>
          <p>{t('vatRegime', { vat: view.vatRate !== null ? percent(view.vatRate) : '' })}</p>
          <ul>
            {view.dutyRates.map(({ situation, rate }) => (
              <li key={situation}>{t('dutyRate', { situation, rate: percent(rate) })}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <h3>{t('estimateTitle')}</h3>
          <p>{t('lead', { date, region: view.region })}</p>
          <CostsTable situations={view.situations} newBuild={view.newBuild} t={t} />
          {view.mortgage ? (
            <LoanCalculator
              price={view.price}
              mortgage={view.mortgage}
              situations={view.situations.map((s) => ({ situation: s.situation, costs: s.costs.total }))}
              intl={await formIntl(locale, ['LoanCalculator'])}
            />
          ) : null}
        </>
      )}
      <p className="cost-to-buy__note">{t('estimate')}</p>
    </section>
  );
}
