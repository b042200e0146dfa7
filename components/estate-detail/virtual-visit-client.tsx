'use client';

import { useEffect, useRef, useState } from 'react';

type Props = {
  /** An https link (the server parent checked it). */
  src: string;
  labels: { open: string; frameTitle: string; close: string; newTab: string };
};

/**
 * The virtual tour in a modal native <dialog>: the browser traps focus, closes it on Escape and gives
 * the focus back to the button. The frame exists only while the dialog is open, so the tour's page
 * (and anything it sets) loads only when the visitor asks for it.
 */
export function VirtualVisitClient({ src, labels }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      <button type="button" className="button virtual-visit__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M12 4C6.5 4 2 6.2 2 9v6c0 2.4 3.4 4.4 8 4.9V22l3-3-3-3v1.9c-3.5-.4-6-1.8-6-2.9v-3.6C5.8 12.4 8.7 13 12 13s6.2-.6 8-1.6V15c0 1-2 2.2-5 2.7v2c4-.6 7-2.4 7-4.7V9c0-2.8-4.5-5-10-5Zm0 7c-4.4 0-8-1.3-8-2s3.6-2 8-2 8 1.3 8 2-3.6 2-8 2Z" />
        </svg>
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        className="virtual-visit"
        aria-label={labels.frameTitle}
        // Escape, the close button and form submissions all end here.
        onClose={() => setOpen(false)}
        onClick={(event) => {
          // A click on the backdrop lands on the dialog itself, not on its content.
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <div className="virtual-visit__bar">
          <a className="virtual-visit__new-tab" href={src} target="_blank" rel="noopener noreferrer">
            {labels.newTab}
          </a>
          <button type="button" className="button virtual-visit__close" onClick={() => setOpen(false)} autoFocus>
            {labels.close}
          </button>
        </div>
        {open ? (
          <iframe
            className="virtual-visit__frame"
            src={src}
            title={labels.frameTitle}
            allowFullScreen
            allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
            sandbox="allow-scripts allow-same-origin allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
      </dialog>
    </>
  );
}
