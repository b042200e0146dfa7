'use client';

import { Photo } from '@/components/ui/photo';

/** A floor plan on the page: an image opens the lightbox, a PDF opens the document (no renderer for its page). */
export type PlanTile = { kind: 'image'; src: string; title: string } | { kind: 'pdf'; href: string; title: string };

export type PlanTileLabels = {
  /** The strip's name. */
  plans: string;
  /** The badge on every tile. */
  plan: string;
  /** Each tile's accessible name, with `{title}` to fill in. */
  openPlan: string;
  /** Said after a PDF tile's name: what opening it does. */
  planPdfNote: string;
};

type Props = {
  plans: readonly PlanTile[];
  labels: PlanTileLabels;
  /** Opens the lightbox at the plan's place among the image plans. */
  onOpen: (imageAt: number, button: HTMLButtonElement) => void;
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
export function PlanTiles({ plans, labels, onOpen, intent }: Props) {
  let images = 0;
  return (
    <ul className="photo-gallery__plans" aria-label={labels.plans}>
      {plans.map((plan, at) => {
        const caption = (
          <span className="photo-gallery__plan-caption">
            <span className="badge">{labels.plan}</span> {plan.title}
          </span>
        );
        if (plan.kind === 'pdf')
          return (
            <li key={at}>
              <a
                className="photo-gallery__plan"
                href={plan.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {/* Named by what it shows (its caption), then what opening it does: the icon adds nothing to hear. */}
                <span className="photo-gallery__plan-preview" aria-hidden="true">
                  <DocumentIcon />
                  PDF
                </span>
                {caption} <span className="visually-hidden">{labels.planPdfNote}</span>
              </a>
            </li>
          );
        const imageAt = images++;
        return (
          <li key={at}>
            <button
              type="button"
              className="photo-gallery__plan"
              aria-label={labels.openPlan.replace('{title}', () => plan.title)}
              onClick={(event) => onOpen(imageAt, event.currentTarget)}
              {...intent}
            >
              <span className="photo-gallery__plan-preview">
                <Photo src={plan.src} alt="" width={600} height={400} sizes="(min-width: 700px) 240px, 50vw" />
              </span>
              {caption}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
