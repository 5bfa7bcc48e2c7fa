import styled from 'styled-components';
import { color, component, fontSize, fontWeight, space } from '@ajar/tokens';

export const Root = styled.div`
  overflow: hidden;
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${component.cardRadius};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]} ${space[4]};
  padding: ${space[3]} ${space[4]};
  border-block-end: 1px solid ${color.border};
  background: ${color.surfaceSunken};
`;

export const Summary = styled.p`
  margin: 0;
  color: ${color.text};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  /* Each item draws the line under itself; the box already closes the last one. */
  & > li:last-child {
    border-block-end: 0;
  }
`;
