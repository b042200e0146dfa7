'use client';

import { formatDayWithWeekday, formatMonth } from '@/lib/rules/dates';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { formatCurrency } from '@/lib/rules/format';
import {
  availabilityMonthCount,
  bookablePeriods,
  buildAvailabilityMonths,
  initialMonthKey,
  isBookable,
  periodCovers,
  periodsStartingIn,
  type BookingPeriod,
  type CalendarDay,
  type CalendarMonth,
} from '@/lib/rental-units/availability';
import './availability.css';

type Props = {
  periods: BookingPeriod[];
  /** YYYY-MM-DD in the agency's time zone. */
  today: string;
  selectedPeriodId: number | null;
  onChoose: (periodId: number) => void;
};

/** "za 04/07/2026 → za 11/07/2026 · Week · € 850,00", shared by the calendar's list and the form's select. */
export function usePeriodLabel(): (period: BookingPeriod) => string {
  const t = useTranslations('Availability');
  const locale = useLocale();
  return (period) => {
    const values = {
      start: formatDayWithWeekday(period.start, locale),
      end: formatDayWithWeekday(period.end, locale),
      type: t(`types.${period.type}`),
    };
    return period.price === null ? t('periodLabelNoPrice', values) : t('periodLabel', { ...values, price: formatCurrency(period.price) });
  };
}

// 1 January 2024 was a Monday.
const weekDates = Array.from({ length: 7 }, (_, i) => Date.UTC(2024, 0, 1 + i));

function useWeekdays(locale: string) {
  return useMemo(() => {
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return weekDates.map((date) => ({ short: short.format(date), long: long.format(date) }));
  }, [locale]);
}

function monthName(month: CalendarMonth, locale: string): string {
  return formatMonth(`${month.key}-01`, locale);
}

/**
 * The availability of a holiday rental unit: a month at a time, each night coloured by its status, and the
 * periods arriving that month with a button to choose a free one.
 */
export function AvailabilityCalendar({ periods, today, selectedPeriodId, onChoose }: Props) {
  const t = useTranslations('Availability');
  const locale = useLocale();
  const periodLabel = usePeriodLabel();
  const weekdays = useWeekdays(locale);
  const id = useId();
  const months = useMemo(() => buildAvailabilityMonths(periods, today, availabilityMonthCount(periods, today)), [periods, today]);
  const [shownKey, setShownKey] = useState(() => initialMonthKey(periods, today));
  const hasBookable = bookablePeriods(periods, today).length > 0;

  if (periods.length === 0) return <p className="empty-state availability__empty">{t('empty')}</p>;

  // The periods can change under the calendar (one just booked); an unknown month falls back to the first.
  const index = Math.max(0, months.findIndex((month) => month.key === shownKey));
  const month = months[index] ?? months[0];
  if (!month) return null;
  const previous = months[index - 1];
  const next = months[index + 1];
  const selected = periods.find((period) => period.id === selectedPeriodId) ?? null;
  const arriving = periodsStartingIn(periods, month.key, today);
  const name = monthName(month, locale);

  const statusText = (day: CalendarDay) => (day.past ? t('status.past') : t(`status.${day.status}`));

  return (
    <div className="availability">
      {hasBookable ? null : <p className="empty-state availability__empty">{t('empty')}</p>}
      <div className="availability__nav">
        <button
          type="button"
          className="button availability__nav-button"
          aria-disabled={previous ? undefined : true}
          onClick={() => previous && setShownKey(previous.key)}
        >
          <span aria-hidden="true">←</span> {t('previousMonth')}
        </button>
        <button
          type="button"
          className="button availability__nav-button"
          aria-disabled={next ? undefined : true}
          onClick={() => next && setShownKey(next.key)}
        >
          {t('nextMonth')} <span aria-hidden="true">→</span>
        </button>
      </div>
      <table className="availability__month">
        <caption className="availability__caption" aria-live="polite" aria-atomic="true">
          {name}
        </caption>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col">
                <abbr title={weekday.long}>{weekday.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {month.weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) =>
                day ? (
                  <td
                    key={day.date}
                    className={[
                      'availability__day',
                      day.past ? 'availability__day--past' : `availability__day--${day.status}`,
                      selected && periodCovers(selected, day.date) ? 'availability__day--selected' : '',
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <span className="availability__day-number">{day.day}</span>{' '}
                    <span className="visually-hidden">
                      {statusText(day)}
                      {selected && periodCovers(selected, day.date) ? `, ${t('selectedDay')}` : null}
                    </span>
                  </td>
                ) : (
                  <td key={`pad-${d}`} className="availability__day availability__day--outside" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="availability__legend" aria-label={t('legend')}>
        {(['free', 'booked', 'unavailable', 'none'] as const).map((status) => (
          <li key={status}>
            <span className={`availability__swatch availability__day--${status}`} aria-hidden="true" />
            {t(`status.${status}`)}
          </li>
        ))}
        <li>
          <span className="availability__swatch availability__day--selected" aria-hidden="true" />
          {t('selectedDay')}
        </li>
      </ul>

      <h3 className="availability__periods-heading" id={`${id}-periods`}>
        {t('periodsInMonth', { month: name })}
      </h3>
      {arriving.length === 0 ? (
        <p className="availability__no-periods">{t('noPeriodsInMonth')}</p>
      ) : (
        <ul className="availability__periods" aria-labelledby={`${id}-periods`}>
          {arriving.map((period) => {
            const labelId = `${id}-period-${period.id}`;
            const bookable = isBookable(period, today);
            return (
              <li key={period.id} className={bookable ? 'availability__period' : 'availability__period availability__period--taken'}>
                <span id={labelId}>{periodLabel(period)}</span>
                {bookable ? (
                  <button
                    type="button"
                    className="button availability__choose"
                    aria-pressed={period.id === selectedPeriodId}
                    aria-describedby={labelId}
                    onClick={() => onChoose(period.id)}
                  >
                    {t('choose')}
                  </button>
                ) : (
                  <span className="availability__period-status">
                    {t(period.status === 'BOOKED' ? 'status.booked' : 'status.unavailable')}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
