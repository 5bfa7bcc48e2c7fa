import { useState } from 'react';
import { CoverArt, type CoverArtKind } from '../../CoverArt';
import { CoverImage } from './cardCover.styles';

interface CardCoverProps {
  src?: string | undefined;
  /** Empty when the title beside the image already says what it shows. */
  alt: string;
  /** The neutral drawing shown when there is no image or it fails to load. */
  art: CoverArtKind;
}

/** A card's cover image, or a neutral drawing of its kind when it is missing or broken. */
export function CardCover({ src, alt, art }: CardCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string>();
  return src && src !== failedSrc ? (
    <CoverImage src={src} alt={alt} onError={() => setFailedSrc(src)} />
  ) : (
    <CoverArt kind={art} />
  );
}
