import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/rules';
import { formatCurrency, formatDate } from '@/lib/rules/format';
import type { PriceHistoryView } from '@/lib/estates/detail/sections';
import { getEnumLabel } from '@/lib/i18n/enum-label';
import './cost-to-buy.css';

/** The estate's price and status history, newest first; no prices under the VAT regime; nothing without one. */
export async function PriceHistory({ history: { rows: history, hidePrice }, locale }: { history: PriceHistoryView; locale: Locale }) {
  if (history.length === 0) return null;
  const [t, tEnums, label] = await Promise.all([
    getTranslations({ locale, namespace: 'PriceHistory' }),
    getTranslations({ locale, namespace: 'Enums.status' }),
    getEnumLabel(locale),
  ]);
  return (
    <section className="price-history" aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">{t('title')}</h2>
      <table className="cost-to-buy__table">
        <caption className="visually-hidden">{t('title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('price')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry, index) => (
            <tr key={`${entry.date}-${index}`}>
              <td>{formatDate(entry.date)}</td>
              {/* The transaction, when sent, tells "under option" apart from the status it belongs to. */}
              <td>{entry.transactionId !== undefined ? label('transaction', entry.transactionId) : tEnums(entry.status)}</td>
              <td>{entry.price === null || hidePrice ? t('onRequest') : formatCurrency(entry.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
