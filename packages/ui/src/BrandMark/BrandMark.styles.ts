import styled from 'styled-components';
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

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-inline-size: 0;
  max-inline-size: 100%;
  font-family: ${fontFamily.body};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  line-height: ${lineHeight.tight};
  color: ${color.text};
`;

/**
 * The tenant's colour exactly (`brandSurface`), with whichever text reads on it. A white or
 * very pale brand still shows its square: the edge is the brand's 3:1 step.
 */
export const Mark = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${component.brandMarkSize};
  block-size: ${component.brandMarkSize};
  overflow: hidden;
  border-radius: ${radius.md};
  background: ${color.brandSurface};
  box-shadow: inset 0 0 0 1px ${color.primaryBorder};
  color: ${color.onBrandSurface};
  font-size: ${fontSize.md};
`;

export const MarkImage = styled.img`
  inline-size: 100%;
  block-size: 100%;
  object-fit: contain;
`;

export const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
