'use client';

import { useEffect, useId, useRef } from 'react';
import { useMarketingConsent } from '@/lib/consent/use-marketing-consent';

type Props = {
  /** The privacy-enhanced player's address (lib/media/video-embed.ts). */
  src: string;
  labels: { frameTitle: string; playHere: string; note: string };
};

/**
 * A YouTube or Vimeo video in the page once the visitor allowed third-party embeds; before that (and on
 * the server) a still poster that loads nothing from the provider, with a button that opens the cookie
 * question. The watch link beside it (videos.tsx) works in every case.
 */
export function VideoPlayerClient({ src, labels }: Props) {
  const { granted, ready, openSettings } = useMarketingConsent();
  const noteId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  // The visitor asked from here: once they accept, the player takes the focus.
  const askedHere = useRef(false);

  useEffect(() => {
    if (granted && askedHere.current) frame.current?.focus();
    askedHere.current = false;
  }, [granted]);

  if (granted)
    return (
      <div className="video-player">
        <iframe
          ref={frame}
          className="video-player__frame"
          src={src}
          title={labels.frameTitle}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );

  return (
    <div className="video-player video-player--poster">
      <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
        <path d="M8 5v14l11-7z" />
      </svg>
      <p id={noteId} className="video-player__note">
        {labels.note}
      </p>
      {/* Without a script the button could not open the question: the watch link stands alone then. */}
      {ready ? (
        <button
          type="button"
          className="button video-player__play"
          aria-describedby={noteId}
          onClick={() => {
            askedHere.current = true;
            openSettings();
          }}
        >
          {labels.playHere}
        </button>
      ) : null}
    </div>
  );
}
