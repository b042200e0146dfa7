'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

type Props = ImageProps & { alt: string };

/**
 * next/image that shows a neutral placeholder, keeping the photo's name, when the photo cannot be loaded (a
 * photo host down or not allowed): never a broken-image icon. next/image sets the src again after
 * hydration, so a failure before it still reaches onError.
 */
export function Photo({ className, onError, alt, ...props }: Props) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    const placeholder = ['photo-placeholder', className].filter(Boolean).join(' ');
    // A decorative photo (alt="") stays decorative: an image without a name is an error to assistive technology.
    if (alt === '') return <span className={placeholder} aria-hidden="true" data-photo-failed="" />;
    return <span className={placeholder} role="img" aria-label={alt} data-photo-failed="" />;
  }
  return (
    <Image
      {...props}
      alt={alt}
      className={className}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
    />
  );
}
