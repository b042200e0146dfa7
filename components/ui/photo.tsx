import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = ImageProps & { alt: string };

/**
 * A photo through Next's image optimizer as a plain `<img>`: the optimizer's `srcset` and `sizes` from
 * `getImageProps`, and none of next/image's client code, so a server-rendered page of photos (home, lists)
 * sends no script for them. `preload` preloads it from the head as next/image would. A photo that cannot
 * be loaded becomes a neutral placeholder that keeps its name: `PhotoFallback` (in the layout) watches
 * every `img[data-photo]`.
 */
export function Photo({ alt, ...props }: Props) {
  const { props: image } = getImageProps({ ...props, alt });
  if (props.preload) {
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: image.fetchPriority });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's own props, alt among them
  return <img {...image} data-photo="" />;
}
