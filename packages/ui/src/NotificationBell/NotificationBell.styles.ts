import styled from 'styled-components';
import { color, component, fontSize, fontWeight, radius, space } from '@ajar/tokens';
import { LinkOrAnchor } from '../internal/link';

/** A square target the height of a medium button, like the header's other controls. */
export const BellLink = styled(LinkOrAnchor)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${component.buttonHeightMd};
  height: ${component.buttonHeightMd};
  color: ${color.text};
  border-radius: ${radius.md};

  svg {
    display: block;
    width: ${component.iconButtonIconSize};
    height: ${component.iconButtonIconSize};
  }
  &:hover {
    background: ${color.surfaceSunken};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

/** Danger red, never the brand colour: an unread count is a state, not decoration. */
export const CountBadge = styled.span`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  min-width: ${space[5]};
  padding: 0 ${space[1]};
  border-radius: ${radius.pill};
  background: ${color.danger};
  color: ${color.surface};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
  line-height: ${space[5]};
  text-align: center;
`;
