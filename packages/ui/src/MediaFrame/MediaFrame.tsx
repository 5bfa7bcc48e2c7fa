import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from '../Link';
import { safeHref } from '../internal/link/safeHref';
import { Caption, Fallback, Frame, Note, Root, Viewer } from './MediaFrame.styles';

export type MediaKind = 'video' | 'pdf';

/**
 * Whether a PDF at `src` may be embedded: a path on this site or this page's own origin. The
 * API's policy (object-src 'self') refuses any other, so that one is offered as a link only.
 */
function sameOrigin(src: string): boolean {
  if (typeof window === 'undefined') return src.startsWith('/') && !src.startsWith('//');
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export interface MediaFrameProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A video (played in the page) or a PDF (shown in an embedded viewer). */
  kind: MediaKind;
  /**
   * Address of the file: http(s) or a path on this site; otherwise only the fallback shows. A
   * PDF is embedded only from this site; one elsewhere gets the link alone.
   */
  src: string;
  /** What the file is, e.g. "Video: Peran pemimpin dalam tim"; the player's accessible name. */
  title: string;
  /** Text of the link that downloads or opens the file, e.g. "Unduh PDF". */
  downloadLabel: string;
  /**
   * Shown in place of the file where the browser cannot show it (no PDF viewer, an old
   * phone), e.g. "Browser Anda tidak dapat menampilkan PDF ini."; the link stays below.
   */
  fallbackText: ReactNode;
  /** A line under the file, e.g. about captions or the page count. */
  note?: ReactNode;
  /** Forwarded to the `<figure>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * A video or PDF inside the content: a `<video>` with the browser's own controls (keyboard
 * operable), or an embedded PDF viewer. There is always a link to the file itself, so a
 * browser that cannot show it inline still gets it.
 */
export function MediaFrame({
  kind,
  src,
  title,
  downloadLabel,
  fallbackText,
  note,
  ...rest
}: MediaFrameProps) {
  // The link under the frame serves the browsers that show the fallback text.
  const fallback = (
    <Fallback>
      <p>{fallbackText}</p>
    </Fallback>
  );
  // A non-web address (`javascript:`, `data:`…) is neither loaded nor offered as a link.
  const safeSrc = safeHref(src);
  if (!safeSrc)
    return (
      <Root data-kind={kind} {...rest}>
        <Frame $kind={kind}>{fallback}</Frame>
        {note && (
          <Caption>
            <Note>{note}</Note>
          </Caption>
        )}
      </Root>
    );
  // A PDF on another site cannot be embedded: the link below is the way to it.
  const isEmbedded = kind !== 'pdf' || sameOrigin(safeSrc);
  return (
    <Root data-kind={kind} {...rest}>
      {isEmbedded && (
        <Frame $kind={kind}>
          {kind === 'video' ? (
            <Viewer as="video" src={safeSrc} controls preload="metadata" aria-label={title}>
              {fallback}
            </Viewer>
          ) : (
            <Viewer as="object" data={safeSrc} type="application/pdf" aria-label={title}>
              {fallback}
            </Viewer>
          )}
        </Frame>
      )}
      <Caption>
        {note && <Note>{note}</Note>}
        <Link href={safeSrc} download>
          {downloadLabel}
        </Link>
      </Caption>
    </Root>
  );
}
