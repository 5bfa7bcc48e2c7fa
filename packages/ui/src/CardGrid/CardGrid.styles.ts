import styled from 'styled-components';
import { component, space } from '@ajar/tokens';

export const List = styled.ul<{ $layout: 'grid' | 'stack' }>`
  display: grid;
  /* As many columns as fit, never narrower than the token, one column on a phone. */
  grid-template-columns: ${({ $layout }) =>
    $layout === 'stack'
      ? '1fr'
      : `repeat(auto-fill, minmax(min(100%, ${component.cardGridMinColumnWidth}), 1fr))`};
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Stretches its card so the cards of a row share one height. */
export const Item = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;

  & > * {
    flex: 1 1 auto;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${space[6]};
`;
