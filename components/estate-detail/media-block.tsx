import type { ReactNode } from 'react';
import './media.css';

type Props = { id: string; heading: string; children: ReactNode };

/** A listing's list of media (documents, videos) under its own heading, which names the section. */
export function MediaBlock({ id, heading, children }: Props) {
  return (
    <section className="media-block" aria-labelledby={id}>
      <h2 id={id} className="media-block__heading">
        {heading}
      </h2>
      <ul className="media-list">{children}</ul>
    </section>
  );
}
