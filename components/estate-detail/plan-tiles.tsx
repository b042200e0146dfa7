'use client';

import { Photo } from '@/components/ui/photo';

/**
 * A floor plan on the page: an image, or a PDF shown by the image of its first page (`src`), which this
 * site draws; both open the lightbox. `href` is the PDF itself.
 */
export type PlanTile = { kind: 'image'; src: string; title: string } | { kind: 'pdf'; src: string; href: string; title: string };

export type PlanTileLabels = {
  /** The strip's name. */
  plans: string;
  /** The badge on every tile. */
  plan: string;
  /** Each tile's accessible name, with `{title}` to fill in. */
  openPlan: string;
  /** Said after the name of a PDF tile without a page image: what opening it does. */
  planPdfNote: string;
  /** The link to the PDF under its slide in the lightbox. */
  openPdf: string;
  /** Said after that link: it opens a new tab. */
  newTab: string;
};

type Props = {
  plans: readonly PlanTile[];
  labels: PlanTileLabels;
  /** Each plan's slide in the lightbox; null for a PDF whose page image did not load. */
  slideAt: readonly (number | null)[];
  onOpen: (slide: number, button: HTMLButtonElement) => void;
  /** The page image of the PDF plan at this place did not load: it becomes a document tile. */
  onPageImageFailed: (plan: number) => void;
  intent: { onPointerEnter: () => void; onFocus: () => void };
};

function DocumentIcon() {
  return (
    <svg className="photo-gallery__plan-icon" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
      <path d="M6 2h8l6 6v14H6zm7 1.5V9h5.5zM8 13h8v1.5H8zm0 3h8v1.5H8zm0 3h5v1.5H8z" />
    </svg>
  );
}

/** The estate's floor plans after its photos, each labelled as a plan with its title. */
export function PlanTiles({ plans, labels, slideAt, onOpen, onPageImageFailed, intent }: Props) {
  return (
    <ul className="photo-gallery__plans" aria-label={labels.plans}>
      {plans.map((plan, at) => {
        const caption = (
          <span className="photo-gallery__plan-caption">
            <span className="badge">{labels.plan}</span> {plan.title}
          </span>
        );
        const slide = slideAt[at];
        if (plan.kind === 'pdf' && (slide === null || slide === undefined))
          return (
            <li key={at}>
              <a className="photo-gallery__plan" href={plan.href} target="_blank" rel="noopener noreferrer">
                {/* Named by what it shows (its caption), then what opening it does: the icon adds nothing to hear. */}
                <span className="photo-gallery__plan-preview" aria-hidden="true">
                  <DocumentIcon />
                  PDF
                </span>
                {caption} <span className="visually-hidden">{labels.planPdfNote}</span>
              </a>
            </li>
          );
        return (
          <li key={at}>
            <button
              type="button"
              className="photo-gallery__plan"
              aria-label={labels.openPlan.replace('{title}', () => plan.title)}
              onClick={(event) => onOpen(slide ?? 0, event.currentTarget)}
              {...intent}
            >
              <span className="photo-gallery__plan-preview">
                {plan.kind === 'pdf' ? (
                  // The route answers a finished WebP, kept by the edge: through the optimizer the PDF would be
                  // drawn again for every width. When it cannot draw the page, the tile becomes the document.
                  <Photo src={plan.src} alt="" width={600} height={400} unoptimized onError={() => onPageImageFailed(at)} />
                ) : (
                  <Photo src={plan.src} alt="" width={600} height={400} sizes="(min-width: 700px) 240px, 50vw" />
                )}
              </span>
              {caption}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
