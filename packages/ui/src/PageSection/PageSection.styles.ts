import styled from 'styled-components';
import { color, component, fontSize, fontWeight, lineHeight, radius, space } from '@ajar/tokens';
import { LinkOrAnchor } from '../internal/link';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  margin-block-start: ${space[10]};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[1]} ${space[4]};
`;

export const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-width: 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
  color: ${color.text};
`;

export const Description = styled.p`
  margin: 0;
  color: ${color.textMuted};
  line-height: ${lineHeight.normal};
`;

export const SeeAll = styled(LinkOrAnchor)`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  font-weight: ${fontWeight.medium};
  color: ${color.primaryText};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: ${component.linkUnderlineOffset};
  border-radius: ${radius.sm};
  white-space: nowrap;

  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  svg {
    width: ${component.linkIconSize};
    height: ${component.linkIconSize};
    flex-shrink: 0;
  }
`;
