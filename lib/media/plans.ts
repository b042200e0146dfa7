import { safeHref } from './links';
import { pdfPagePath, sitePhotoPath } from './remote-photo';

/** A downloadable file of an estate: its type code (EPC, PLAN…), its link and the agency's comment. */
export type EstateFile = { type: string; link: string; comment: string | null };

/** The file type of a floor plan among an estate's files (docs/site-api.md). */
export const PLAN_FILE_TYPE = 'PLAN';

/**
 * A floor plan as the gallery shows it, in the lightbox: an image through the site's photo route, like the
 * photos; a PDF as the image of its first page, which this site draws (`src`), with the PDF itself (`href`)
 * to open (docs/decisions/0062-plans-and-video.md). `title` is the agency's comment, when it wrote one.
 */
export type Plan = { kind: 'image'; src: string; title: string | null } | { kind: 'pdf'; src: string; href: string; title: string | null };

const IMAGE_EXTENSION = /\.(?:jpe?g|png|webp)$/i;
const PDF_EXTENSION = /\.pdf$/i;

/** The link's path, without query or fragment, decoded; null when it is no link a page may use. */
function pathOf(href: string): string | null {
  try {
    const path = new URL(href, 'https://site.invalid').pathname;
    try {
      return decodeURIComponent(path);
    } catch {
      return path;
    }
  } catch {
    return null;
  }
}

/** True for a link a page may use whose file name ends in `.pdf`: the only PDFs the site draws a page of. */
export function isPdfLink(link: string): boolean {
  const href = safeHref(link);
  const path = href ? pathOf(href) : null;
  return path !== null && PDF_EXTENSION.test(path);
}

/**
 * The estate's floor plans, in the API's order. The kind is read from the file name's extension (the
 * contract has no media type): any other plan file (a CAD drawing, a name without extension) stays in
 * the documents list only.
 */
export function estatePlans(files: readonly EstateFile[]): Plan[] {
  return files.flatMap((file): Plan[] => {
    if (file.type !== PLAN_FILE_TYPE) return [];
    const href = safeHref(file.link);
    const path = href ? pathOf(href) : null;
    if (!href || !path) return [];
    const title = file.comment?.trim() || null;
    if (IMAGE_EXTENSION.test(path)) return [{ kind: 'image', src: sitePhotoPath(href), title }];
    if (PDF_EXTENSION.test(path)) return [{ kind: 'pdf', src: pdfPagePath(href), href, title }];
    return [];
  });
}
