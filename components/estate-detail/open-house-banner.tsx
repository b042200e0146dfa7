import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { openHouseCalendarPath, openHouseDay, openHouseHours, openHouseNote, upcomingOpenHouses, type OpenHouseDay } from '@/lib/estates/open-house';

type Props = { estateId: number; openHouses: readonly OpenHouseDay[] | undefined; locale: Locale; now?: Date };

/**
 * The coming open-house days of a listing, each with its hours on the agency's clock, the agency's note
 * and a calendar file; nothing when none is coming (a past one never shows).
 */
export async function OpenHouseBanner({ estateId, openHouses, locale, now = new Date() }: Props) {
  const coming = upcomingOpenHouses(openHouses, now);
  if (coming.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'OpenHouse' });
  return (
    <section className="open-house" aria-labelledby="open-house-heading">
      <h2 id="open-house-heading">{t('title')}</h2>
      <p>{t('lead')}</p>
      <ul className="open-house__list">
        {coming.map((entry) => {
          const day = openHouseDay(entry.start, locale, 'long');
          const note = openHouseNote(entry, locale);
          return (
            <li key={entry.start} className="open-house__item">
              <p className="open-house__when">
                <time dateTime={entry.start}>{day}</time>, {openHouseHours(entry, locale)}
              </p>
              {note ? (
                <p className="open-house__note" lang={note.lang === locale ? undefined : note.lang}>
                  {note.text}
                </p>
              ) : null}
              {/* A plain link: the route answers a calendar file (text/calendar), nothing for the browser to run. */}
              <a className="open-house__calendar" href={openHouseCalendarPath(locale, estateId, entry)} rel="nofollow">
                {t('addToCalendar')}
                <span className="visually-hidden"> ({t('addToCalendarHint', { day })})</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
