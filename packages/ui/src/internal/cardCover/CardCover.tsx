import { useState, type ReactNode } from 'react';
import { CoverFallback, CoverImage } from './cardCover.styles';

interface CardCoverProps {
  src?: string | undefined;
  /** Empty when the title beside the image already says what it shows. */
  alt: string;
  /** Shown on the tenant tint when there is no image or it fails to load. */
  fallbackIcon: ReactNode;
}

/** A card's cover image, or the tenant tint with an icon when it is missing or broken. */
export function CardCover({ src, alt, fallbackIcon }: CardCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  return src && src !== failedSrc ? (
    <CoverImage src={src} alt={alt} onError={() => setFailedSrc(src)} />
  ) : (
    <CoverFallback aria-hidden="true">{fallbackIcon}</CoverFallback>
  );
}
