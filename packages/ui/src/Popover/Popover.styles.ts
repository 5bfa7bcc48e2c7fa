import styled from 'styled-components';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading as AriaHeading,
  Popover as AriaPopover,
} from 'react-aria-components';
import {
  POPOVER,
  color,
  component,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from '@ajar/tokens';
import { buttonBase, buttonVariants } from '../Button/Button.styles';

export const Trigger = styled(AriaButton)<{ $variant: 'secondary' | 'ghost' }>`
  ${buttonBase}
  ${({ $variant }) => buttonVariants[$variant]}
  gap: ${space[2]};
  min-height: ${component.buttonHeightSm};
  padding: ${space[1]} ${space[3]};
  font-size: ${fontSize.sm};

  svg {
    inline-size: ${component.fieldIconSize};
    block-size: ${component.fieldIconSize};
  }
`;

/**
 * The floating box. react-aria positions it and sets `data-placement` to where it ended up
 * after flipping; the box keeps a margin from the window so it never touches an edge.
 */
export const Box = styled(AriaPopover)`
  z-index: ${zIndex.dialog};
  box-sizing: border-box;
  max-inline-size: min(${POPOVER.maxWidth}, calc(100vw - 2 * ${space[3]}));
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  box-shadow: ${shadow.md};
  overflow: auto;
`;

export const Panel = styled(AriaDialog)`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};

  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

export const Title = styled(AriaHeading)`
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;
