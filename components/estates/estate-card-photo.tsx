import { Photo } from '@/components/ui/photo';
import { cardPhotoProps } from '@/lib/media/card-photo-priority';

/**
 * The card's photo; `lcp` for the first card of a server-rendered list (lib/media/card-photo-priority).
 * Not a client leaf: on a server-rendered page of cards it is HTML alone (components/ui/photo.tsx).
 */
export function EstateCardPhoto({ src, alt, lcp = false }: { src: string; alt: string; lcp?: boolean }) {
  return (
    <Photo
      src={src}
      alt={alt}
      width={600}
      height={400}
      sizes="(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw"
      {...cardPhotoProps(lcp ? 'lcp' : 'lazy')}
    />
  );
}
