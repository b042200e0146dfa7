'use client';

/** One document: its address, its type's label and the agency's comment. */
export type PackedDocument = [href: string, type: string, comment: string | null];

/**
 * The items of the documents list (documents.tsx gives the texts): a client leaf for its size alone,
 * so the page's RSC payload carries each document's three texts, not its elements.
 */
export function DocumentItems({ documents, download }: { documents: PackedDocument[]; download: string }) {
  return documents.map(([href, type, comment], at) => (
    <li key={`${at}-${href}`} className="media-list__item media-list__item--document">
      <span className="media-list__text">
        <strong className="media-list__type">{type}</strong>
        {comment ? <span className="media-list__comment">{comment}</span> : null}
      </span>
      <a className="button media-list__download" href={href} download>
        {download}
        <span className="visually-hidden">: {comment ?? type}</span>
      </a>
    </li>
  ));
}
