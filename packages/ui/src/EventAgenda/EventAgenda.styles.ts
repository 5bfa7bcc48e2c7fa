import styled from 'styled-components';
import { LinkOrAnchor } from '../internal/link';
import { color, component, fontSize, fontWeight, lineHeight, radius, space } from '@ajar/tokens';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  color: ${color.text};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[3]};
`;

export const MonthTitle = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
  text-transform: capitalize;
`;

export const MonthNav = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;

export const Days = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Day = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[3]} ${space[4]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};

  &[aria-current='date'] {
    border-color: ${color.primaryBorder};
    box-shadow: inset 3px 0 0 ${color.primaryBorder};
  }
`;

export const DayTitle = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

export const Events = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EventRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space[1]};
  padding-block: ${space[2]};

  & + & {
    border-block-start: 1px solid ${color.border};
  }
`;

export const Time = styled.time`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  color: ${color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const EventLink = styled(LinkOrAnchor)`
  font-weight: ${fontWeight.medium};
  color: ${color.primaryText};
  text-decoration: underline;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
    border-radius: ${radius.sm};
  }
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};

  svg {
    width: ${component.courseMetaIconSize};
    height: ${component.courseMetaIconSize};
    flex-shrink: 0;
  }
`;

export const MetaPart = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;
