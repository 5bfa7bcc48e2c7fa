import type { SVGProps } from 'react';
import { Root } from './CoverArt.styles';
import { drawings, type CoverArtKind } from './drawings';

export interface CoverArtProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /**
   * What the drawing shows: a course topic's kind, a learning path or a program.
   * @default 'general'
   */
  kind?: CoverArtKind;
}

/**
 * The neutral illustration a card shows when it has no cover image: a line drawing on a grey
 * 16:9 scene, one per kind of topic. Decorative (hidden from assistive technology): the card's
 * title and category say what the course is.
 */
export function CoverArt({ kind = 'general', ...rest }: CoverArtProps) {
  return (
    <Root
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
      data-cover-art={kind}
      {...rest}
    >
      {drawings[kind]}
    </Root>
  );
}
