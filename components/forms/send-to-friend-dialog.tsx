'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { ClientLink as Link } from '@/lib/i18n/navigation';
import { formOnDemand } from './form-on-demand';
import type { SendToFriendFormProps, SendToFriendProps } from './send-to-friend-form';
import './forms.css';

export type SendToFriendDialogProps = SendToFriendProps;

/** The form in the dialog: in the server HTML, its script (Zod, react-hook-form) loaded when the dialog opens. */
const SendToFriendFormOnDemand = formOnDemand<SendToFriendFormProps>('send-to-a-friend', () => import('./send-to-friend-form').then((module) => module.SendToFriendForm));

/**
 * "Send to a friend" (document 001, sections 2 and 4): a button opening a modal native <dialog> that holds
 * the form. The browser traps the focus and closes it on Escape; the close button and a click on the
 * backdrop close it too. Closing resets the form and hides its alerts: the next opening starts afresh.
 */
export function SendToFriendDialog({ path, estateId = null, rentalUnitId = null, recaptchaSiteKey = null }: SendToFriendDialogProps) {
  const t = useTranslations('SendToFriend');
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // Each closing mounts a fresh form: empty fields, no alert, and any answer still on its way ignored.
  const [round, setRound] = useState(0);
  // A click that began inside the dialog (selecting text) and ended on the backdrop must not close it.
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const hydrated = useHydrated();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>('input:not([tabindex="-1"])')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      {/* Before hydration a click would open nothing: the button says it is not ready yet. */}
      <button type="button" className="button send-to-friend__open" aria-haspopup="dialog" aria-disabled={hydrated ? undefined : true} onClick={() => {
          SendToFriendFormOnDemand.load();
          setOpen(true);
        }}
      >
        {t('open')}
      </button>
      {/* Without JavaScript the dialog cannot open: the form has a page of its own, named by the page and listing. */}
      <noscript>
        <Link
          className="button send-to-friend__open"
          href={{
            pathname: '/form/[form]',
            params: { form: 'send-to-a-friend' },
            query: { path, ...(estateId === null ? {} : { estate: String(estateId) }), ...(rentalUnitId === null ? {} : { rentalUnit: String(rentalUnitId) }) },
          }}
        >
          {t('open')}
        </Link>
      </noscript>
      <dialog
        ref={dialog}
        className="send-to-friend"
        aria-labelledby={titleId}
        // Escape, the close button and the backdrop all end here.
        onClose={() => {
          setOpen(false);
          setRound((current) => current + 1);
        }}
        onPointerDown={(event) => {
          pressedOnBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself: its panel covers all of its inside.
          if (event.target === event.currentTarget && pressedOnBackdrop.current) setOpen(false);
          pressedOnBackdrop.current = false;
        }}
      >
        <div className="send-to-friend__panel">
          <div className="send-to-friend__bar">
            <h2 id={titleId} className="send-to-friend__title">
              {t('title')}
            </h2>
            <button type="button" className="button send-to-friend__close" onClick={() => setOpen(false)}>
              {t('close')}
            </button>
          </div>
          <SendToFriendFormOnDemand
            key={round}
            path={path}
            estateId={estateId}
            rentalUnitId={rentalUnitId}
            recaptchaSiteKey={recaptchaSiteKey}
          />
        </div>
      </dialog>
    </>
  );
}
