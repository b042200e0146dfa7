'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { formOnDemand } from './form-on-demand';
import type { SendToFriendFormProps, SendToFriendProps } from './send-to-friend-form';
import type { FormIntl } from './with-messages';
import './forms.css';

/** The button's and the dialog's own texts, formatted on the server (lib/i18n/detail-texts.ts). */
export type SendToFriendTexts = { open: string; title: string; close: string };

export type SendToFriendDialogProps = SendToFriendProps & {
  texts: SendToFriendTexts;
  /** The form's page of its own, for a visitor without JavaScript (localised on the server). */
  noScriptHref: string;
  /** The form's messages: next-intl comes with the form's script (./with-messages.tsx). */
  intl?: FormIntl;
};

/** The form in the dialog: in the server HTML, its script (Zod, react-hook-form) loaded when the dialog opens. */
const SendToFriendFormOnDemand = formOnDemand<SendToFriendFormProps & { intl?: FormIntl }>('send-to-a-friend', () =>
  Promise.all([import('./send-to-friend-form'), import('./with-messages')]).then(([form, { withMessages }]) => withMessages(form.SendToFriendForm)),
);

/**
 * "Send to a friend" (document 001, sections 2 and 4): a button opening a modal native <dialog> that holds
 * the form. The browser traps the focus and closes it on Escape; the close button and a click on the
 * backdrop close it too. Closing resets the form and hides its alerts: the next opening starts afresh.
 */
export function SendToFriendDialog({ path, estateId = null, rentalUnitId = null, recaptchaSiteKey = null, texts, noScriptHref, intl }: SendToFriendDialogProps) {
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
        {texts.open}
      </button>
      {/* Without JavaScript the dialog cannot open: the form has a page of its own, named by the page and listing. */}
      <noscript>
        <a className="button send-to-friend__open" href={noScriptHref}>
          {texts.open}
        </a>
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
              {texts.title}
            </h2>
            <button type="button" className="button send-to-friend__close" onClick={() => setOpen(false)}>
              {texts.close}
            </button>
          </div>
          <SendToFriendFormOnDemand
            key={round}
            path={path}
            estateId={estateId}
            rentalUnitId={rentalUnitId}
            recaptchaSiteKey={recaptchaSiteKey}
            intl={intl}
          />
        </div>
      </dialog>
    </>
  );
}
