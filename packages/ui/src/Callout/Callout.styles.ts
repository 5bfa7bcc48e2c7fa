import styled, { css } from 'styled-components';
import {
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import type { CalloutTone } from './Callout';

/**
 * The tone's colour marks only the leading edge and the icon: the box stays on the surface,
 * so links and buttons inside keep the contrast they were designed for.
 */
const toneColor = {
  info: color.info,
  success: color.success,
  warning: color.warning,
  danger: color.danger,
} satisfies Record<CalloutTone, string>;

export const Root = styled.div<{ $tone: CalloutTone }>`
  display: flex;
  gap: ${space[3]};
  padding: ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  font-family: ${fontFamily.body};
  color: ${color.text};
  background: ${color.surface};
  ${({ $tone }) => css`
    border-inline-start: 4px solid ${toneColor[$tone]};
  `}
`;

export const IconSlot = styled.span<{ $tone: CalloutTone }>`
  display: flex;
  flex: none;
  color: ${({ $tone }) => toneColor[$tone]};

  svg {
    inline-size: ${component.calloutIconSize};
    block-size: ${component.calloutIconSize};
  }
`;

export const Content = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space[2]};
  min-inline-size: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

export const Body = styled.div`
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};

  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]} ${space[4]};
  margin-block-start: ${space[1]};
`;
