import 'server-only';
import sharp from 'sharp';

/** Names why a photo route answered the placeholder: the brochure leaves such a photo out. */
export const PLACEHOLDER_HEADER = 'x-photo-placeholder';

// A neutral landscape frame with a mountain-and-sun pictogram, in the listing photos' 3:2 shape.
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400">
<rect width="600" height="400" fill="#e6e8eb"/>
<circle cx="345" cy="160" r="22" fill="#b4b9c0"/>
<path d="M215 265 L270 195 L305 240 L330 215 L385 265 Z" fill="#b4b9c0"/>
</svg>`;

let png: Promise<Buffer> | undefined;

/** Rendered once per process: a few hundred bytes, the same for every photo that cannot be shown. */
function placeholderPng(): Promise<Buffer> {
  png ??= sharp(Buffer.from(PLACEHOLDER_SVG)).png({ palette: true, compressionLevel: 9 }).toBuffer();
  return png;
}

/**
 * The image a photo route answers when it cannot serve the photo: a real PNG with status 200, so an
 * `<img>`, next/image's optimizer and a crawler all get a picture, never a broken one. Kept a minute only,
 * so the photo comes back soon after its host does.
 */
export async function photoPlaceholderResponse(cause: string): Promise<Response> {
  const body = new Uint8Array(await placeholderPng());
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'image/png',
      'content-length': String(body.byteLength),
      'cache-control': 'public, max-age=60',
      'x-content-type-options': 'nosniff',
      [PLACEHOLDER_HEADER]: cause,
    },
  });
}

/** Whether a photo route's answer is the placeholder rather than the photo. */
export function isPhotoPlaceholder(response: Response): boolean {
  return response.headers.has(PLACEHOLDER_HEADER);
}
