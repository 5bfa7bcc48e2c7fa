import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { color, fontWeight, radius, space, zIndex } from '@ajar/tokens';

const Anchor = styled.a`
  position: absolute;
  inset-inline-start: ${space[2]};
  inset-block-start: ${space[2]};
  z-index: ${zIndex.dialog};
  padding: ${space[2]} ${space[4]};
  border-radius: ${radius.md};
  background: ${color.primaryFill};
  color: ${color.onPrimary};
  font-weight: ${fontWeight.medium};
  /* Off-screen until focused; not display:none, which would take it out of the Tab order. */
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export interface SkipLinkProps {
  /** Id of the page's main element (which has `tabIndex={-1}`). */
  targetId: string;
  /** Text of the link. */
  label: string;
}

/**
 * The first focusable element of every layout: jumps over the header and navigation.
 * Focus moves in script too, as the URL hash alone does not move it in every browser.
 */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <Anchor href={`#${targetId}`} onClick={onClick}>
      {label}
    </Anchor>
  );
}
