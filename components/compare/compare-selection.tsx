'use client';

import { useSyncExternalStore } from 'react';
import NextLink from 'next/link';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { compareStore } from '@/lib/estates/compare/compare-store';
import { COMPARE_PARAM, compareParam } from '@/lib/estates/compare/compare-ids';
import { withTitle } from '@/lib/i18n/chrome-texts';
import { useChromeTexts } from '@/components/providers/chrome-texts';
import './compare-selection.css';

function useCompareIds() {
  return useSyncExternalStore(compareStore.subscribe, compareStore.getSnapshot, compareStore.getServerSnapshot);
}

type ButtonProps = {
  estateId: number;
  /** On a card, the name says which listing, so a list of these is not a list of identical buttons. */
  estateTitle?: string;
};

/**
 * Puts a listing in the visitor's comparison, or takes it out. A fifth is refused, and the tray says why.
 * Same size before and after hydration, like the heart beside it.
 */
export function CompareButton({ estateId, estateTitle }: ButtonProps) {
  const t = useChromeTexts().compare;
  const ready = useHydrated();
  const on = useCompareIds().includes(estateId);
  return (
    <button
      type="button"
      className="compare-button"
      aria-pressed={on}
      aria-label={estateTitle === undefined ? undefined : withTitle(t.buttonTitled, estateTitle)}
      aria-disabled={ready ? undefined : true}
      onClick={() => {
        if (ready) compareStore.toggle(estateId);
      }}
    >
      <span className="compare-button__box" aria-hidden="true" />
      {t.button}
    </button>
  );
}

/**
 * The chosen listings' count, the link to the compare page, and why a fifth was refused; nothing shows
 * while the selection is empty. Sticky: at the bottom of the viewport while the page's content scrolls.
 * Inline: in the flow (the detail page, whose phone contact bar already holds the bottom).
 */
export function CompareTray({ placement = 'sticky' }: { placement?: 'sticky' | 'inline' }) {
  const t = useChromeTexts().compare;
  const ids = useCompareIds();
  const refusals = useSyncExternalStore(compareStore.subscribe, compareStore.getRefusals, () => 0);
  if (ids.length === 0) return null;
  return (
    <section className={`compare-tray compare-tray--${placement}`} aria-label={t.region}>
      <p className="compare-tray__count">{t.counts[ids.length - 1]}</p>
      {ids.length > 1 ? (
        <NextLink className="button button--primary" href={`${t.href}?${new URLSearchParams({ [COMPARE_PARAM]: compareParam(ids) })}`}>
          {t.open}
        </NextLink>
      ) : (
        <p className="compare-tray__hint">{t.needMore}</p>
      )}
      <button type="button" className="button button--secondary" onClick={() => compareStore.clear()}>
        {t.clear}
      </button>
      <p className="compare-tray__notice" role="status">
        {refusals > 0 ? t.full : null}
      </p>
    </section>
  );
}
